/**
 * Due-diligence checks for financials, legal standing and the cap table. No check reads a red
 * flag: flags are counted apart (checks.ts) and only ever subtract. A check on documents earns its
 * points for the documents having been analysed at all, so a flag found in them is a penalty on
 * top, never a lost check.
 */
import type { DocumentAnalysis } from '../document-intelligence/types';
import type { StartupFacts } from '../facts';
import { formatUsd, round } from '../scoring';
import { canonicalStage } from '../stage-benchmarks';
import type { Check } from './checks';

/** From the saved financial model (Financial Tools): its metrics and first projected year. */
export interface FinancialMetricsSummary {
  ltvCac: number | null;
  runwayMonths: number | null;
  /** Monthly net burn, USD; 0 when the model is cash-positive. */
  burnRateUsd?: number | null;
  /** Gross margin assumed, percent. */
  grossMarginPct?: number | null;
  /** Revenue growth assumed, percent a year. */
  revenueGrowthPct?: number | null;
}

export interface ValuationSummary {
  fairValueUsd: number;
  rangeMinUsd: number;
  rangeMaxUsd: number;
  /** The valuation the founders ask for, when stated. */
  askedValuationUsd: number | null;
}

/** From the saved cap table (Financial Tools). */
export interface CapTableSummary {
  /** Fully diluted percentage held by founders, 0–100. */
  founderOwnershipPct: number;
  founderSharesVest: boolean;
  shareholderCount: number;
  /** Fully diluted percentage reserved for the option pool, 0–100; null when the table has none. */
  optionPoolPct?: number | null;
  /** The highest liquidation preference multiple of any holder (1 = 1×). */
  maxLiquidationPreference?: number;
}

/** From the funding tracker: the round's target and the investments the founder confirmed. */
export interface FundingSummary {
  targetUsd: number;
  confirmedRaisedUsd: number;
  confirmedInvestors: number;
}

/** Below this many months of runway the report lists a critical issue. */
export const criticalRunwayMonths = 6;

/**
 * Founder ownership that scores full marks by stage: dilution of roughly 15–25% a round leaves
 * founders near these levels in a healthy cap table. Below 20% before Series B is critical.
 */
const founderOwnershipTarget: Record<string, number> = {
  'Pre-Seed': 70, Seed: 60, 'Series A': 45, 'Series B': 35, 'Series C+': 25, Growth: 20,
};
export const criticalFounderOwnershipPct = 20;
/** An option pool of about 10% is the usual reserve for hires before a priced round. */
const optionPoolTargetPct = 10;

const noDocuments = 'no documents analysed';

export function financialChecks(
  startup: StartupFacts,
  documents: readonly DocumentAnalysis[],
  metrics: FinancialMetricsSummary | null,
  valuation: ValuationSummary | null,
  funding: FundingSummary | null,
): Check[] {
  const figures = documents.flatMap((d) => [...d.extractedData.revenue, ...d.extractedData.expenses]).filter((f) => f.amount).length;
  const runway = metrics?.runwayMonths ?? null;
  const margin = metrics?.grossMarginPct ?? null;
  const growth = metrics?.revenueGrowthPct ?? null;
  const burn = metrics?.burnRateUsd ?? null;
  const asked = valuation?.askedValuationUsd ?? null;
  const noModel = 'No financial model on the platform';
  return [
    { check: 'raise stated', points: 10, earned: startup.raisingAmountUsd !== null ? 1 : 0, fact: 'profile', source: startup.raisingAmountUsd !== null ? `raising ${formatUsd(startup.raisingAmountUsd)}` : 'raise not stated', issue: 'Raise amount not stated', recommendation: 'State the amount being raised.' },
    {
      check: 'unit economics (LTV/CAC ≥ 3)', points: 15, earned: metrics?.ltvCac != null ? metrics.ltvCac / 3 : 0, fact: 'financialModel',
      source: metrics?.ltvCac != null ? `LTV/CAC ${round(metrics.ltvCac, 1)}` : 'no financial model',
      issue: metrics?.ltvCac != null ? `LTV/CAC of ${round(metrics.ltvCac, 1)} is under 3` : noModel, recommendation: 'Build the financial model in Financial Tools and improve LTV/CAC toward 3.',
    },
    {
      check: 'runway of 18 months or more', points: 15, earned: runway !== null ? runway / 18 : 0, fact: 'financialModel',
      source: runway !== null ? `runway ${round(runway, 1)} months${burn !== null ? `, burn ${formatUsd(burn)} a month` : ''}` : 'runway unknown',
      issue: runway !== null ? `Runway of ${round(runway, 1)} months` : 'Runway unknown', recommendation: 'Plan the round to fund at least 18 months.',
      critical: runway !== null && runway < criticalRunwayMonths ? `Runway of ${round(runway, 1)} months is under ${criticalRunwayMonths}` : null,
    },
    {
      check: 'gross margin of 50% or more', points: 10, earned: margin !== null ? margin / 50 : 0, fact: 'financialModel',
      source: margin !== null ? `gross margin ${round(margin, 1)}%` : 'gross margin unknown',
      issue: margin !== null ? `Gross margin of ${round(margin, 1)}% is under 50%` : 'Gross margin unknown', recommendation: 'Show how gross margin reaches 50% at scale.',
    },
    {
      check: 'revenue growth of 100% a year or more', points: 10, earned: growth !== null ? growth / 100 : 0, fact: 'financialModel',
      source: growth !== null ? `revenue growth ${round(growth, 1)}% a year` : 'growth unknown',
      issue: growth !== null ? `Revenue growth of ${round(growth, 1)}% a year is under 100%` : 'Revenue growth unknown', recommendation: 'Set out the growth plan the round pays for.',
    },
    {
      check: 'figures in documents', points: 15, earned: figures > 0 ? 1 : 0, fact: 'documents', source: documents.length === 0 ? noDocuments : `${figures} revenue or cost figures found`,
      issue: 'No revenue or cost figures in the documents', recommendation: 'Upload financial statements or a deck with revenue, burn and margins.',
    },
    {
      check: 'documents checked for financial red flags', points: 10, earned: documents.length > 0 ? 1 : 0, fact: 'documents',
      source: documents.length === 0 ? noDocuments : `${documents.length} documents checked`,
      issue: 'Financial red flags cannot be checked without documents', recommendation: 'Upload financial statements for analysis.',
    },
    {
      check: 'valuation consistent with methods', points: 10, earned: valuation ? (asked === null || asked <= valuation.rangeMaxUsd ? 1 : 0) : 0, fact: 'valuation',
      source: valuation ? `fair value ${formatUsd(valuation.fairValueUsd)} (range ${formatUsd(valuation.rangeMinUsd)}–${formatUsd(valuation.rangeMaxUsd)})${asked !== null ? `, asked ${formatUsd(asked)}` : ''}` : 'no valuation',
      issue: valuation ? `Asked valuation ${formatUsd(asked ?? 0)} is above the calculated range` : 'No valuation calculated', recommendation: 'Calculate a valuation in Financial Tools and justify the ask against it.',
    },
    {
      check: 'confirmed investments in the round', points: 5, earned: funding && funding.confirmedInvestors > 0 ? 1 : 0, fact: 'fundingTracker',
      source: funding ? `${formatUsd(funding.confirmedRaisedUsd)} confirmed from ${funding.confirmedInvestors} ${funding.confirmedInvestors === 1 ? 'investor' : 'investors'} of a ${formatUsd(funding.targetUsd)} target` : 'no funding tracker',
      issue: 'No confirmed investment in the round yet', recommendation: 'Confirm the investments investors recorded in the funding tracker.',
    },
  ];
}

export function legalChecks(documents: readonly DocumentAnalysis[]): Check[] {
  const legalDocs = documents.filter((d) => d.documentType === 'legal_docs');
  const kinds = new Set(documents.flatMap((d) => d.extractedData.legal.map((f) => f.kind)));
  return [
    { check: 'legal documents analysed', points: 30, earned: legalDocs.length > 0 ? 1 : 0, fact: 'documents', source: `${legalDocs.length} legal documents analysed`, issue: 'No legal documents analysed', recommendation: 'Upload incorporation documents, shareholder agreements and licences.' },
    { check: 'incorporation documented', points: 25, earned: kinds.has('incorporation') ? 1 : 0, fact: 'documents', source: kinds.has('incorporation') ? 'incorporation mentioned' : 'incorporation not found', issue: 'Incorporation not documented', recommendation: 'Provide the certificate of incorporation and registered jurisdiction.' },
    {
      check: 'licences and compliance addressed', points: 15, earned: ['licence', 'regulation', 'data protection', 'KYC/AML'].some((k) => kinds.has(k)) ? 1 : 0, fact: 'documents',
      source: [...kinds].join(', ') || 'none found', issue: 'Licences and compliance not addressed', recommendation: 'List the licences and regulations that apply and their status.',
    },
    {
      check: 'documents checked for legal red flags', points: 30, earned: documents.length > 0 ? 1 : 0, fact: 'documents',
      source: documents.length === 0 ? noDocuments : `${documents.length} documents checked`,
      issue: 'Legal red flags cannot be checked without documents', recommendation: 'Upload legal documents for analysis.',
    },
  ];
}

export function capTableChecks(startup: StartupFacts, documents: readonly DocumentAnalysis[], capTable: CapTableSummary | null): Check[] {
  const stage = canonicalStage(startup.fundingStage);
  const target = founderOwnershipTarget[stage ?? 'Seed'] ?? 60;
  const owned = capTable?.founderOwnershipPct ?? null;
  const early = stage === null || ['Pre-Seed', 'Seed', 'Series A'].includes(stage);
  const pool = capTable ? (capTable.optionPoolPct ?? 0) : null;
  const preference = capTable?.maxLiquidationPreference ?? null;
  const noTable = 'no cap table';
  return [
    { check: 'cap table on the platform', points: 15, earned: capTable ? 1 : 0, fact: 'capTable', source: capTable ? `${capTable.shareholderCount} shareholders` : noTable, issue: 'No cap table on the platform', recommendation: 'Generate the cap table in Financial Tools.' },
    {
      check: `founders hold ${target}% or more`, points: 30, earned: owned !== null ? owned / target : 0, fact: 'capTable',
      source: owned !== null ? `founders hold ${round(owned, 1)}% fully diluted` : 'founder ownership unknown',
      issue: owned !== null ? `Founders hold ${round(owned, 1)}%, under ${target}% for ${startup.fundingStage}` : 'Founder ownership unknown', recommendation: 'Keep founder ownership high enough to carry them through later rounds.',
      critical: owned !== null && owned < criticalFounderOwnershipPct && early ? `Founders hold only ${round(owned, 1)}% at ${startup.fundingStage}` : null,
    },
    { check: 'founder shares vest', points: 20, earned: capTable?.founderSharesVest ? 1 : 0, fact: 'capTable', source: capTable ? (capTable.founderSharesVest ? 'founder vesting in place' : 'no founder vesting') : noTable, issue: 'No founder vesting', recommendation: 'Put founder shares on a vesting schedule (commonly 4 years with a 1-year cliff).' },
    {
      check: `option pool of ${optionPoolTargetPct}% or more`, points: 10, earned: pool !== null ? pool / optionPoolTargetPct : 0, fact: 'capTable',
      source: pool !== null ? `option pool ${round(pool, 1)}% fully diluted` : noTable,
      issue: pool !== null ? `Option pool of ${round(pool, 1)}%, under ${optionPoolTargetPct}%` : 'Option pool unknown', recommendation: 'Reserve an option pool for the hires the round pays for.',
    },
    {
      check: 'liquidation preferences of 1× or less', points: 15, earned: preference !== null ? (preference <= 1 ? 1 : 1 / preference) : 0, fact: 'capTable',
      source: preference !== null ? `highest liquidation preference ${round(preference, 2)}×` : noTable,
      issue: preference !== null ? `A liquidation preference of ${round(preference, 2)}× is above 1×` : 'Liquidation preferences unknown', recommendation: 'Keep liquidation preferences at 1× non-participating.',
    },
    {
      check: 'documents checked for cap-table red flags', points: 10, earned: documents.length > 0 ? 1 : 0, fact: 'documents',
      source: documents.length === 0 ? noDocuments : `${documents.length} documents checked`,
      issue: 'Cap-table red flags cannot be checked without documents', recommendation: 'Upload the shareholder agreement for analysis.',
    },
  ];
}
