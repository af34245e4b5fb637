import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioRoutes as routes } from '@baobab/contracts/portfolio-routes';
import type { StartupInvestment } from '@baobab/contracts/portfolio';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The rounds investors recorded in the founder's startup, for the founder to confirm or decline. */
export const useStartupInvestments = (startupId: number) =>
  useQuery({ queryKey: financialToolsKeys.startupInvestments(startupId), queryFn: () => callEndpoint(routes.startupInvestments, { params: { id: startupId } }) });

const decide = { confirm: routes.confirmInvestment, decline: routes.declineInvestment };

/** A decision changes the raised amount too, so the tracker reloads with the list. */
export function useDecideInvestment(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investment, verb }: { investment: StartupInvestment; verb: 'confirm' | 'decline' }) =>
      callEndpoint(decide[verb], { params: { id: startupId, investmentId: investment.id }, body: { revision: investment.revision } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: financialToolsKeys.startupInvestments(startupId) }),
        queryClient.invalidateQueries({ queryKey: financialToolsKeys.fundingTracker(startupId) }),
      ]),
  });
}
