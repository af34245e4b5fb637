import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCapTableScenarioInput } from '@baobab/contracts/financial-tools';
import { financialToolsRoutes as routes } from '@baobab/contracts/financial-tools-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { financialToolsKeys } from './financial-tools-keys';

/** The startup's saved cap-table scenarios, oldest first. */
export const useCapTableScenarios = (startupId: number) =>
  useQuery({ queryKey: financialToolsKeys.scenarios(startupId), queryFn: () => callEndpoint(routes.scenarios, { params: { id: startupId } }) });

function useScenariosMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: financialToolsKeys.scenarios(startupId) }) });
}

export const useSaveCapTableScenario = (startupId: number) =>
  useScenariosMutation(startupId, (input: CreateCapTableScenarioInput) => callEndpoint(routes.saveScenario, { params: { id: startupId }, body: input }));

export const useDeleteCapTableScenario = (startupId: number) =>
  useScenariosMutation(startupId, (scenarioId: number) => callEndpoint(routes.deleteScenario, { params: { id: startupId, scenarioId } }));
