import { useQuery } from '@tanstack/react-query';
import type { PipelineStartupsQuery } from '@baobab/contracts/deals';
import { dealsRoutes } from '@baobab/contracts/deals-routes';
import { organisationRoutes } from '@baobab/contracts/organisations-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { dealsKeys } from '@/features/deals/api/deals-keys';
import { organisationKeys } from '@/features/organisations/api/organisations-keys';

/**
 * What the Returns tab needs of the person's funds (decision 0065), under the fund-teams and deal-flow screens'
 * own keys, so a change there (a role, a removal, a deal added) refreshes these too.
 */

/** The organisations the person belongs to, with their role in each. */
export const useMyFunds = () => useQuery({ queryKey: organisationKeys.mine(), queryFn: () => callEndpoint(organisationRoutes.mine) });

/**
 * A fund's pipeline companies matching a search, by name and capped by the server (decision 0066): never the
 * whole pipeline. Nothing is asked for the person's own returns.
 */
export function useFundPipeline(organisationId: number | undefined, search: string) {
  const query: PipelineStartupsQuery = { organisationId, ...(search.trim() ? { search: search.trim() } : {}) };
  return useQuery({
    queryKey: dealsKeys.pipelineStartups(query),
    queryFn: () => callEndpoint(dealsRoutes.pipelineStartups, { query }),
    enabled: organisationId !== undefined,
    placeholderData: (previous) => previous,
  });
}
