import type { PortfolioCompaniesQuery } from '@baobab/contracts/portfolio';

/**
 * Every portfolio query key, from one factory (decision 0018): a change invalidates every key `isPortfolioRead`
 * says is a portfolio read (cards, tabs, company pages), and nothing else.
 */
export const portfolioKeys = {
  all: ['portfolio'] as const,
  overview: () => [...portfolioKeys.all, 'overview'] as const,
  companies: (query: PortfolioCompaniesQuery) => [...portfolioKeys.all, 'companies', { sortBy: query.sortBy, sector: query.sector }] as const,
  performance: () => [...portfolioKeys.all, 'performance'] as const,
  monitoring: () => [...portfolioKeys.all, 'monitoring'] as const,
  company: (startupId: number) => [...portfolioKeys.all, 'company', startupId] as const,
  /** Left without a currency, the server reports in the viewer's display currency; without a fund, the person's own returns. */
  returns: (currency: string | undefined, organisationId?: number) => [...portfolioKeys.all, 'returns', { currency: currency ?? null, organisationId: organisationId ?? null }] as const,
  /** Served by the insights module; not a portfolio read, so a portfolio change leaves it be. */
  sharedAnalyses: (startupId: number) => ['insights', 'shared-analyses', startupId] as const,
  isPortfolioRead: (queryKey: readonly unknown[]) => queryKey[0] === portfolioKeys.all[0],
};
