/**
 * Database rows to the plain facts the insights engines read (packages/insights/src/facts.ts).
 * The only place that knows both shapes, so a column rename breaks here and nowhere else.
 */
import type { InvestorType } from '@baobab/contracts/enums';
import type { InvestorCriteria, InvestorFacts, StartupFacts } from '@baobab/insights/facts';
import type { StartupFactsRow } from '../startup-facts/startup-fact-rows';

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
