import type { PortfolioCompaniesQuery } from '@baobab/contracts/portfolio';
import { insightsEndpoints } from '@baobab/contracts/insights-endpoints';
import { portfolioEndpoints } from '@baobab/contracts/portfolio-endpoints';
import { endpointUrl } from '@/lib/call-endpoint';

/** Where every portfolio read's key starts: a key here is the URL its read calls. */
const PORTFOLIO_PREFIX = '/api/portfolio/';

/**
 * Every portfolio query key, from one factory (decision 0018). As before, a read's key is the one URL it calls
 * (built from its contract), so the values are unchanged; a change invalidates every key `isPortfolioRead` says
 * is a portfolio read (cards, tabs, company pages), and nothing else.
 */
export const portfolioKeys = {
  overview: () => [endpointUrl(portfolioEndpoints.overview)] as const,
  /** The query in the order the screen always sent it: sortBy, then sector. */
  companies: (query: PortfolioCompaniesQuery) =>
    [endpointUrl(portfolioEndpoints.companies, { query: { sortBy: query.sortBy, sector: query.sector } })] as const,
  performance: () => [endpointUrl(portfolioEndpoints.performance)] as const,
  monitoring: () => [endpointUrl(portfolioEndpoints.monitoring)] as const,
  company: (startupId: number) => [endpointUrl(portfolioEndpoints.company, { params: { startupId } })] as const,
  /** Served by the insights module; not a portfolio read, so a portfolio change leaves it be. */
  sharedAnalyses: (startupId: number) => [endpointUrl(insightsEndpoints.sharedDocumentAnalyses, { params: { id: startupId } })] as const,
  isPortfolioRead: (queryKey: readonly unknown[]) => typeof queryKey[0] === 'string' && queryKey[0].startsWith(PORTFOLIO_PREFIX),
};
