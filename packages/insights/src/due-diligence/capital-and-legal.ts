/** Due-diligence checks for financials, legal standing and the cap table. */
import type { DocumentAnalysis } from '../document-intelligence/types';
import type { StartupFacts } from '../facts';
import { formatUsd, round } from '../scoring';
import { canonicalStage } from '../stage-benchmarks';
import { flagsOf, type Check } from './checks';

export interface FinancialMetricsSummary {
  ltvCac: number | null;
  runwayMonths: number | null;
}

export interface ValuationSummary {
  fairValueUsd: number;
  rangeMinUsd: number;
  rangeMaxUsd: number;
  /** The valuation the founders ask for, when stated. */
  askedValuationUsd: number | null;
}

export interface CapTableSummary {
  /** Fully diluted percentage held by founders, 0–100. */
  founderOwnershipPct: number;
  founderSharesVest: boolean;
  shareholderCount: number;
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

const noDocuments = 'no documents analysed';

export function financialChecks(startup: StartupFacts, documents: readonly DocumentAnalysis[], metrics: FinancialMetricsSummary | null, valuation: ValuationSummary | null): Check[] {
  const figures = documents.flatMap((d) => [...d.extractedData.revenue, ...d.extractedData.expenses]).filter((f) => f.amount).length;
  const flags = flagsOf(documents, ['burn', 'missing-financials', 'financial-health', 'customer-concentration', 'growth-claims']).filter((f) => f.severity !== 'low');
  const severe = flags.filter((f) => f.severity === 'high');
  const runway = metrics?.runwayMonths ?? null;
  const asked = valuation?.askedValuationUsd ?? null;
  return [
    { check: 'raise stated', points: 10, earned: startup.raisingAmountUsd !== null ? 1 : 0, source: startup.raisingAmountUsd !== null ? `raising ${formatUsd(startup.raisingAmountUsd)}` : 'raise not stated', issue: 'Raise amount not stated', recommendation: 'State the amount being raised.' },
    {
      check: 'unit economics (LTV/CAC ≥ 3)', points: 20, earned: metrics?.ltvCac != null ? metrics.ltvCac / 3 : 0,
      source: metrics?.ltvCac != null ? `LTV/CAC ${round(metrics.ltvCac, 1)}` : 'no financial model',
      issue: metrics?.ltvCac != null ? `LTV/CAC of ${round(metrics.ltvCac, 1)} is under 3` : 'No financial model on the platform', recommendation: 'Build the financial model in Financial Tools and improve LTV/CAC toward 3.',
    },
    {
      check: 'runway of 18 months or more', points: 20, earned: runway !== null ? runway / 18 : 0,
      source: runway !== null ? `runway ${round(runway, 1)} months` : 'runway unknown',
      issue: runway !== null ? `Runway of ${round(runway, 1)} months` : 'Runway unknown', recommendation: 'Plan the round to fund at least 18 months.',
      critical: runway !== null && runway < criticalRunwayMonths ? `Runway of ${round(runway, 1)} months is under ${criticalRunwayMonths}` : null,
    },
    {
      check: 'figures in documents', points: 20, earned: figures > 0 ? 1 : 0, source: documents.length === 0 ? noDocuments : `${figures} revenue or cost figures found`,
      issue: 'No revenue or cost figures in the documents', recommendation: 'Upload financial statements or a deck with revenue, burn and margins.',
    },
    {
      check: 'no financial red flags', points: 20, earned: documents.length > 0 && flags.length === 0 ? 1 : 0,
      source: documents.length === 0 ? noDocuments : flags.length === 0 ? 'none found' : flags.map((f) => f.ruleId).join(', '),
      issue: documents.length === 0 ? 'Financial red flags cannot be checked without documents' : `Financial red flags: ${flags.map((f) => f.title).join('; ')}`,
      recommendation: flags[0]?.recommendation ?? 'Upload financial statements for analysis.',
      critical: severe.length > 0 ? `Financial red flags: ${severe.map((f) => f.title).join('; ')}` : null,
    },
    {
      check: 'valuation consistent with methods', points: 10, earned: valuation ? (asked === null || asked <= valuation.rangeMaxUsd ? 1 : 0) : 0,
      source: valuation ? `fair value ${formatUsd(valuation.fairValueUsd)} (range ${formatUsd(valuation.rangeMinUsd)}–${formatUsd(valuation.rangeMaxUsd)})${asked !== null ? `, asked ${formatUsd(asked)}` : ''}` : 'no valuation',
      issue: valuation ? `Asked valuation ${formatUsd(asked ?? 0)} is above the calculated range` : 'No valuation calculated', recommendation: 'Calculate a valuation in Financial Tools and justify the ask against it.',
    },
  ];
}

export function legalChecks(documents: readonly DocumentAnalysis[]): Check[] {
  const legalDocs = documents.filter((d) => d.documentType === 'legal_docs');
  const kinds = new Set(documents.flatMap((d) => d.extractedData.legal.map((f) => f.kind)));
  const flags = flagsOf(documents, ['litigation', 'regulatory', 'related-party']);
  const severe = flags.filter((f) => f.severity === 'high');
  return [
    { check: 'legal documents analysed', points: 30, earned: legalDocs.length > 0 ? 1 : 0, source: `${legalDocs.length} legal documents analysed`, issue: 'No legal documents analysed', recommendation: 'Upload incorporation documents, shareholder agreements and licences.' },
    { check: 'incorporation documented', points: 25, earned: kinds.has('incorporation') ? 1 : 0, source: kinds.has('incorporation') ? 'incorporation mentioned' : 'incorporation not found', issue: 'Incorporation not documented', recommendation: 'Provide the certificate of incorporation and registered jurisdiction.' },
    {
      check: 'licences and compliance addressed', points: 15, earned: ['licence', 'regulation', 'data protection', 'KYC/AML'].some((k) => kinds.has(k)) ? 1 : 0,
      source: [...kinds].join(', ') || 'none found', issue: 'Licences and compliance not addressed', recommendation: 'List the licences and regulations that apply and their status.',
    },
    {
      check: 'no legal red flags', points: 30, earned: documents.length > 0 && flags.length === 0 ? 1 : 0,
      source: documents.length === 0 ? noDocuments : flags.length === 0 ? 'none found' : flags.map((f) => f.ruleId).join(', '),
      issue: documents.length === 0 ? 'Legal red flags cannot be checked without documents' : `Legal red flags: ${flags.map((f) => f.title).join('; ')}`,
      recommendation: flags[0]?.recommendation ?? 'Upload legal documents for analysis.',
      critical: severe.length > 0 ? `Legal red flags: ${severe.map((f) => `${f.title}${f.evidence ? ` ("${f.evidence}")` : ''}`).join('; ')}` : null,
    },
  ];
}

export function capTableChecks(startup: StartupFacts, documents: readonly DocumentAnalysis[], capTable: CapTableSummary | null): Check[] {
  const stage = canonicalStage(startup.fundingStage);
  const target = founderOwnershipTarget[stage ?? 'Seed'] ?? 60;
  const owned = capTable?.founderOwnershipPct ?? null;
  const early = stage === null || ['Pre-Seed', 'Seed', 'Series A'].includes(stage);
  const flags = flagsOf(documents, ['cap-table']);
  return [
    { check: 'cap table on the platform', points: 30, earned: capTable ? 1 : 0, source: capTable ? `${capTable.shareholderCount} shareholders` : 'no cap table', issue: 'No cap table on the platform', recommendation: 'Generate the cap table in Financial Tools.' },
    {
      check: `founders hold ${target}% or more`, points: 40, earned: owned !== null ? owned / target : 0,
      source: owned !== null ? `founders hold ${round(owned, 1)}% fully diluted` : 'founder ownership unknown',
      issue: owned !== null ? `Founders hold ${round(owned, 1)}%, under ${target}% for ${startup.fundingStage}` : 'Founder ownership unknown', recommendation: 'Keep founder ownership high enough to carry them through later rounds.',
      critical: owned !== null && owned < criticalFounderOwnershipPct && early ? `Founders hold only ${round(owned, 1)}% at ${startup.fundingStage}` : null,
    },
    { check: 'founder shares vest', points: 20, earned: capTable?.founderSharesVest ? 1 : 0, source: capTable ? (capTable.founderSharesVest ? 'founder vesting in place' : 'no founder vesting') : 'no cap table', issue: 'No founder vesting', recommendation: 'Put founder shares on a vesting schedule (commonly 4 years with a 1-year cliff).' },
    {
      check: 'no cap-table red flags', points: 10, earned: documents.length > 0 && flags.length === 0 ? 1 : 0,
      source: documents.length === 0 ? noDocuments : flags.length === 0 ? 'none found' : flags.map((f) => f.ruleId).join(', '),
      issue: documents.length === 0 ? 'Cap-table red flags cannot be checked without documents' : `Cap-table red flags: ${flags.map((f) => f.title).join('; ')}`,
      recommendation: flags[0]?.recommendation ?? 'Upload the shareholder agreement for analysis.',
      critical: flags.some((f) => f.severity === 'high') ? `Cap-table red flags: ${flags.filter((f) => f.severity === 'high').map((f) => f.title).join('; ')}` : null,
    },
  ];
}
