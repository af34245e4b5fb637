import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import { portfolioEndpoints } from '@baobab/contracts/portfolio-endpoints';
import { startupAccessEndpoints } from '@baobab/contracts/startup-access-endpoints';
import { endpointUrl } from '@/lib/call-endpoint';

/** A startup's resource URL, which is (as it has always been) the first element of its query key. */
const urlOf = (endpoint: Parameters<typeof endpointUrl>[0], startupId: number) => endpointUrl(endpoint, { params: { id: startupId } });

/**
 * Every financial-tools query key, from one factory (decision 0018): reads use these keys and changes invalidate
 * them. Each key's value is the one it had before the factory (the resource's URL), since other screens may
 * invalidate them by that value; the holdings keys sit under the ledger's, so a change to the ledger refreshes
 * every date.
 */
export const financialToolsKeys = {
  startups: () => [endpoints.startups.path] as const,
  savedCapTable: (startupId: number) => [urlOf(endpoints.savedCapTable, startupId)] as const,
  savedFinancialModel: (startupId: number) => [urlOf(endpoints.savedFinancialModel, startupId)] as const,
  savedValuation: (startupId: number) => [urlOf(endpoints.savedValuation, startupId)] as const,
  fundingTracker: (startupId: number) => [urlOf(endpoints.fundingTracker, startupId)] as const,
  scenarios: (startupId: number) => [urlOf(endpoints.scenarios, startupId)] as const,
  ledger: (startupId: number) => [urlOf(endpoints.ledger, startupId)] as const,
  ledgerHoldings: (startupId: number, asOf: string) => [...financialToolsKeys.ledger(startupId), 'holdings', asOf] as const,
  financialsShares: (startupId: number) => [urlOf(startupAccessEndpoints.financialsShares, startupId)] as const,
  startupInvestments: (startupId: number) => [urlOf(portfolioEndpoints.startupInvestments, startupId)] as const,
  /** The network screen and the data-room grants read the same list under this key. */
};
