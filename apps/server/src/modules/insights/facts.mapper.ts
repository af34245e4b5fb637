/**
 * Database rows to the plain facts the insights engines read (packages/insights/src/facts.ts).
 * The only place that knows both shapes, so a column rename breaks here and nowhere else.
 */
import type { InvestorType } from '@baobab/contracts/enums';
import type { InvestorCriteria, InvestorFacts, StartupFacts } from '@baobab/insights/facts';
import type { PeerRow } from '@baobab/insights/valuation-benchmark';
import { pickRecordedValuation, type RecordedValuationRow } from '../startup-facts/recorded-valuation';

/** A startup row as the queries select it: the engine's facts, with the logo URL instead of a flag. */
export type StartupFactsRow = Omit<StartupFacts, 'hasLogo'> & { logoUrl: string | null };

export function toStartupFacts(row: StartupFactsRow): StartupFacts {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sector: row.sector,
    region: row.region,
    country: row.country,
    city: row.city,
    fundingStage: row.fundingStage,
    raisingAmountUsd: row.raisingAmountUsd,
    teamSize: row.teamSize,
    businessModel: row.businessModel,
    tractionUsers: row.tractionUsers,
    monthlyRevenueUsd: row.monthlyRevenueUsd,
    foundedYear: row.foundedYear,
    website: row.website,
    hasLogo: Boolean(row.logoUrl),
  };
}

export type InvestorFactsRow = {
  id: number;
  firstName: string;
  lastName: string;
  type: string;
  investmentThesis: string;
  minTicketSize: number;
  maxTicketSize: number;
  averageTicketSize: number;
  preferredSectors: string[];
  preferredGeographies: string[];
  preferredStages: string[];
};

export function toInvestorFacts(row: InvestorFactsRow): InvestorFacts {
  return { ...toInvestorCriteria(row), investmentThesis: row.investmentThesis };
}

export function toInvestorCriteria(row: Omit<InvestorFactsRow, 'investmentThesis'>): InvestorCriteria {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    // The onboarding contract only stores the three spec types.
    type: row.type as InvestorType,
    minTicketUsd: row.minTicketSize,
    maxTicketUsd: row.maxTicketSize,
    averageTicketUsd: row.averageTicketSize,
    preferredSectors: row.preferredSectors,
    preferredGeographies: row.preferredGeographies,
    preferredStages: row.preferredStages,
  };
}

/**
 * A peer with its recorded valuation in whole US dollars (minor units are cents), or none: a peer
 * that only states a raise carries no valuation, never one estimated from the raise (docs/decisions/0006).
 */
export function toPeerRow(row: Pick<StartupFactsRow, 'id' | 'sector' | 'fundingStage' | 'region' | 'raisingAmountUsd'>, figures: RecordedValuationRow | null): PeerRow {
  const recorded = figures ? pickRecordedValuation(figures) : null;
  return {
    id: row.id,
    sector: row.sector,
    fundingStage: row.fundingStage,
    region: row.region,
    raisingAmountUsd: row.raisingAmountUsd,
    valuation: recorded ? { usd: Math.round(recorded.minor / 100), source: recorded.source, date: recorded.date } : null,
  };
}
