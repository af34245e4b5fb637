import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StartupInvestment } from '@baobab/contracts/portfolio';
import { apiGet, apiRequest } from '@/lib/api';

const investmentsPath = (startupId: number) => `/api/startups/${startupId}/investments`;

/** The rounds investors recorded in the founder's startup, for the founder to confirm or decline. */
export const useStartupInvestments = (startupId: number) =>
  useQuery({ queryKey: [investmentsPath(startupId)], queryFn: () => apiGet<StartupInvestment[]>(investmentsPath(startupId)) });

/** A decision changes the raised amount too, so the tracker reloads with the list. */
export function useDecideInvestment(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ investment, verb }: { investment: StartupInvestment; verb: 'confirm' | 'decline' }) =>
      apiRequest<void>('POST', `${investmentsPath(startupId)}/${investment.id}/${verb}`, { revision: investment.revision }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [investmentsPath(startupId)] }),
        queryClient.invalidateQueries({ queryKey: [`/api/startups/${startupId}/funding-tracker`] }),
      ]),
  });
}
