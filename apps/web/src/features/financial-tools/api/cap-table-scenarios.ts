import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CapTableScenario, CreateCapTableScenarioInput } from '@baobab/contracts/financial-tools';
import { apiGet, apiRequest } from '@/lib/api';

const scenariosPath = (startupId: number) => `/api/startups/${startupId}/cap-table/scenarios`;

/** The startup's saved cap-table scenarios, oldest first. */
export const useCapTableScenarios = (startupId: number) =>
  useQuery({ queryKey: [scenariosPath(startupId)], queryFn: () => apiGet<CapTableScenario[]>(scenariosPath(startupId)) });

function useScenariosMutation<T, R>(startupId: number, run: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: [scenariosPath(startupId)] }) });
}

export const useSaveCapTableScenario = (startupId: number) =>
  useScenariosMutation(startupId, (input: CreateCapTableScenarioInput) => apiRequest<CapTableScenario>('POST', scenariosPath(startupId), input));

export const useDeleteCapTableScenario = (startupId: number) =>
  useScenariosMutation(startupId, (scenarioId: number) => apiRequest<void>('DELETE', `${scenariosPath(startupId)}/${scenarioId}`));
