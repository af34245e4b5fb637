/**
 * Due-diligence checks for financials, legal standing and the cap table. No check reads a red
 * flag: flags are counted apart (checks.ts) and only ever subtract. A check on documents earns its
 * points for the documents having been analysed at all, so a flag found in them is a penalty on
 * top, never a lost check.
 */
import { message, type Message, type Text } from '@baobab/contracts/i18n/message';
import type { DocumentAnalysis } from '../document-intelligence/types';
import type { StartupFacts } from '../facts';
import { round, usdAmount } from '../scoring';
import { canonicalStage } from '../stage-benchmarks';
import type { Check } from './checks';

/**
 * From the saved financial model (Financial Tools): its metrics and first projected year; runway and
 * burn from company metrics when they are known (`actuals` then names their month and currency).
 */
export interface FinancialMetricsSummary {
  ltvCac: number | null;
  runwayMonths: number | null;
  /** Monthly net burn in major units (USD, or `actuals.currency`); 0 when not burning. */
  burnRateUsd?: number | null;
  /** Set when runway and burn are the recorded ones: the month they are as of ('YYYY-MM') and the burn's currency. */
  actuals?: { month: string; currency: string };
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

const noDocuments = message('no documents analysed');

/** The runway check's issue, naming the month and source of a recorded runway. */
function runwayIssue(runway: number | null, actuals: FinancialMetricsSummary['actuals']): Message {
  if (runway === null) return message('Runway unknown');
  if (actuals) return message('Runway of {{months}} months (as of {{month}}, from company metrics)', { months: round(runway, 1), month: actuals.month });
  return message('Runway of {{months}} months', { months: round(runway, 1) });
}

/** The runway check's evidence, naming the month and source of recorded figures. */
function runwaySource(runway: number | null, burn: number | null, actuals: FinancialMetricsSummary['actuals']): Message {
  if (actuals) {
    // Whole units of the burn's own currency, as the company recorded it.
    const burnText = burn === null ? '–' : { amount: Math.round(burn), currency: actuals.currency };
    if (runway === null) return message('not burning cash (burn {{burn}} a month), as of {{month}}, from company metrics', { burn: burnText, month: actuals.month });
    return message('runway {{months}} months, burn {{burn}} a month, as of {{month}}, from company metrics', { months: round(runway, 1), burn: burnText, month: actuals.month });
  }
  if (runway === null) return message('runway unknown');
  return burn === null ? message('runway {{months}} months', { months: round(runway, 1) }) : message('runway {{months}} months, burn {{burn}} a month', { months: round(runway, 1), burn: usdAmount(burn) });
}

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
  const noModel = message('No financial model on the platform');
  return [
    { check: message('raise stated'), points: 10, earned: startup.raisingAmountUsd !== null ? 1 : 0, fact: 'profile', source: startup.raisingAmountUsd !== null ? message('raising {{amount}}', { amount: usdAmount(startup.raisingAmountUsd) }) : message('raise not stated'), issue: message('Raise amount not stated'), recommendation: message('State the amount being raised.') },
    {
      check: message('unit economics (LTV/CAC ≥ 3)'), points: 15, earned: metrics?.ltvCac != null ? metrics.ltvCac / 3 : 0, fact: 'financialModel',
      source: metrics?.ltvCac != null ? message('LTV/CAC {{ratio}}', { ratio: round(metrics.ltvCac, 1) }) : message('no financial model'),
      issue: metrics?.ltvCac != null ? message('LTV/CAC of {{ratio}} is under 3', { ratio: round(metrics.ltvCac, 1) }) : noModel, recommendation: message('Build the financial model in Financial Tools and improve LTV/CAC toward 3.'),
    },
    {
      // A company the recorded months show is not burning cash has no runway limit: full marks.
      check: message('runway of 18 months or more'), points: 15, earned: runway !== null ? runway / 18 : metrics?.actuals && burn === 0 ? 1 : 0, fact: 'financialModel',
      source: runwaySource(runway, burn, metrics?.actuals),
      issue: runwayIssue(runway, metrics?.actuals), recommendation: message('Plan the round to fund at least 18 months.'),
      critical: runway !== null && runway < criticalRunwayMonths ? message('Runway of {{months}} months is under {{minimum}}', { months: round(runway, 1), minimum: criticalRunwayMonths }) : null,
    },
    {
      check: message('gross margin of 50% or more'), points: 10, earned: margin !== null ? margin / 50 : 0, fact: 'financialModel',
      source: margin !== null ? message('gross margin {{margin}}%', { margin: round(margin, 1) }) : message('gross margin unknown'),
      issue: margin !== null ? message('Gross margin of {{margin}}% is under 50%', { margin: round(margin, 1) }) : message('Gross margin unknown'), recommendation: message('Show how gross margin reaches 50% at scale.'),
    },
    {
      check: message('revenue growth of 100% a year or more'), points: 10, earned: growth !== null ? growth / 100 : 0, fact: 'financialModel',
      source: growth !== null ? message('revenue growth {{growth}}% a year', { growth: round(growth, 1) }) : message('growth unknown'),
      issue: growth !== null ? message('Revenue growth of {{growth}}% a year is under 100%', { growth: round(growth, 1) }) : message('Revenue growth unknown'), recommendation: message('Set out the growth plan the round pays for.'),
    },
    {
      check: message('figures in documents'), points: 15, earned: figures > 0 ? 1 : 0, fact: 'documents', source: documents.length === 0 ? noDocuments : message('{{figures}} revenue or cost figures found', { figures }),
      issue: message('No revenue or cost figures in the documents'), recommendation: message('Upload financial statements or a deck with revenue, burn and margins.'),
    },
    {
      check: message('documents checked for financial red flags'), points: 10, earned: documents.length > 0 ? 1 : 0, fact: 'documents',
      source: documents.length === 0 ? noDocuments : message('{{documents}} documents checked', { documents: documents.length }),
      issue: message('Financial red flags cannot be checked without documents'), recommendation: message('Upload financial statements for analysis.'),
    },
    {
      check: message('valuation consistent with methods'), points: 10, earned: valuation ? (asked === null || asked <= valuation.rangeMaxUsd ? 1 : 0) : 0, fact: 'valuation',
      source: valuation ? message(asked !== null ? 'fair value {{fair}} (range {{min}}–{{max}}), asked {{asked}}' : 'fair value {{fair}} (range {{min}}–{{max}})', {
        fair: usdAmount(valuation.fairValueUsd), min: usdAmount(valuation.rangeMinUsd), max: usdAmount(valuation.rangeMaxUsd), ...(asked !== null ? { asked: usdAmount(asked) } : {}),
      }) : 'no valuation',
      issue: valuation ? message('Asked valuation {{asked}} is above the calculated range', { asked: usdAmount(asked ?? 0) }) : message('No valuation calculated'), recommendation: message('Calculate a valuation in Financial Tools and justify the ask against it.'),
    },
    {
      check: message('confirmed investments in the round'), points: 5, earned: funding && funding.confirmedInvestors > 0 ? 1 : 0, fact: 'fundingTracker',
      source: funding ? message(funding.confirmedInvestors === 1 ? '{{raised}} confirmed from {{investors}} investor of a {{target}} target' : '{{raised}} confirmed from {{investors}} investors of a {{target}} target', {
        raised: usdAmount(funding.confirmedRaisedUsd), investors: funding.confirmedInvestors, target: usdAmount(funding.targetUsd),
      }) : 'no funding tracker',
      issue: message('No confirmed investment in the round yet'), recommendation: message('Confirm the investments investors recorded in the funding tracker.'),
    },
  ];
}

/**
 * The legal kinds found, listed as 'incorporation, licence, litigation': each kind but the last
 * written with a template of its own, so that every kind is translated (decision 0023).
 */
const legalKindHeads: Record<string, string> = {
  incorporation: 'incorporation, {{rest}}',
  licence: 'licence, {{rest}}',
  'intellectual property': 'intellectual property, {{rest}}',
  litigation: 'litigation, {{rest}}',
  regulation: 'regulation, {{rest}}',
  'data protection': 'data protection, {{rest}}',
  'KYC/AML': 'KYC/AML, {{rest}}',
  agreements: 'agreements, {{rest}}',
};
const legalKindList = (kinds: readonly string[]): Text =>
  kinds.reduceRight<Text>((rest, kind) => (rest === '' ? message(kind) : message(legalKindHeads[kind] ?? `${kind}, {{rest}}`, { rest })), '');

export function legalChecks(documents: readonly DocumentAnalysis[]): Check[] {
  const legalDocs = documents.filter((d) => d.documentType === 'legal_docs');
  const kinds = new Set(documents.flatMap((d) => d.extractedData.legal.map((f) => f.kind)));
  return [
    { check: message('legal documents analysed'), points: 30, earned: legalDocs.length > 0 ? 1 : 0, fact: 'documents', source: message('{{documents}} legal documents analysed', { documents: legalDocs.length }), issue: message('No legal documents analysed'), recommendation: message('Upload incorporation documents, shareholder agreements and licences.') },
    { check: message('incorporation documented'), points: 25, earned: kinds.has('incorporation') ? 1 : 0, fact: 'documents', source: kinds.has('incorporation') ? message('incorporation mentioned') : message('incorporation not found'), issue: message('Incorporation not documented'), recommendation: message('Provide the certificate of incorporation and registered jurisdiction.') },
    {
      check: message('licences and compliance addressed'), points: 15, earned: ['licence', 'regulation', 'data protection', 'KYC/AML'].some((k) => kinds.has(k)) ? 1 : 0, fact: 'documents',
      source: kinds.size > 0 ? legalKindList([...kinds]) : message('none found'), issue: message('Licences and compliance not addressed'), recommendation: message('List the licences and regulations that apply and their status.'),
    },
    {
      check: message('documents checked for legal red flags'), points: 30, earned: documents.length > 0 ? 1 : 0, fact: 'documents',
      source: documents.length === 0 ? noDocuments : message('{{documents}} documents checked', { documents: documents.length }),
      issue: message('Legal red flags cannot be checked without documents'), recommendation: message('Upload legal documents for analysis.'),
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
  const noTable = message('no cap table');
  return [
    { check: message('cap table on the platform'), points: 15, earned: capTable ? 1 : 0, fact: 'capTable', source: capTable ? message('{{shareholders}} shareholders', { shareholders: capTable.shareholderCount }) : noTable, issue: message('No cap table on the platform'), recommendation: message('Generate the cap table in Financial Tools.') },
    {
      check: message('founders hold {{target}}% or more', { target }), points: 30, earned: owned !== null ? owned / target : 0, fact: 'capTable',
      source: owned !== null ? message('founders hold {{owned}}% fully diluted', { owned: round(owned, 1) }) : message('founder ownership unknown'),
      issue: owned !== null ? message('Founders hold {{owned}}%, under {{target}}% for {{stage}}', { owned: round(owned, 1), target, stage: message(startup.fundingStage) }) : message('Founder ownership unknown'), recommendation: message('Keep founder ownership high enough to carry them through later rounds.'),
      critical: owned !== null && owned < criticalFounderOwnershipPct && early ? message('Founders hold only {{owned}}% at {{stage}}', { owned: round(owned, 1), stage: message(startup.fundingStage) }) : null,
    },
    { check: message('founder shares vest'), points: 20, earned: capTable?.founderSharesVest ? 1 : 0, fact: 'capTable', source: capTable ? (capTable.founderSharesVest ? message('founder vesting in place') : message('no founder vesting')) : noTable, issue: message('No founder vesting'), recommendation: message('Put founder shares on a vesting schedule (commonly 4 years with a 1-year cliff).') },
    {
      check: message('option pool of {{target}}% or more', { target: optionPoolTargetPct }), points: 10, earned: pool !== null ? pool / optionPoolTargetPct : 0, fact: 'capTable',
      source: pool !== null ? message('option pool {{pool}}% fully diluted', { pool: round(pool, 1) }) : noTable,
      issue: pool !== null ? message('Option pool of {{pool}}%, under {{target}}%', { pool: round(pool, 1), target: optionPoolTargetPct }) : message('Option pool unknown'), recommendation: message('Reserve an option pool for the hires the round pays for.'),
    },
    {
      check: message('liquidation preferences of 1× or less'), points: 15, earned: preference !== null ? (preference <= 1 ? 1 : 1 / preference) : 0, fact: 'capTable',
      source: preference !== null ? message('highest liquidation preference {{preference}}×', { preference: round(preference, 2) }) : noTable,
      issue: preference !== null ? message('A liquidation preference of {{preference}}× is above 1×', { preference: round(preference, 2) }) : message('Liquidation preferences unknown'), recommendation: message('Keep liquidation preferences at 1× non-participating.'),
    },
    {
      check: message('documents checked for cap-table red flags'), points: 10, earned: documents.length > 0 ? 1 : 0, fact: 'documents',
      source: documents.length === 0 ? noDocuments : message('{{documents}} documents checked', { documents: documents.length }),
      issue: message('Cap-table red flags cannot be checked without documents'), recommendation: message('Upload the shareholder agreement for analysis.'),
    },
  ];
}
