import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordExitInput, RecordInvestmentInput } from '@baobab/contracts/portfolio';
import { portfolioEndpoints } from '@baobab/contracts/portfolio-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshPortfolio } from './get-portfolio';

export function useRecordInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordInvestmentInput) => callEndpoint(portfolioEndpoints.recordInvestment, { body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useUpdateInvestment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordInvestmentInput) => callEndpoint(portfolioEndpoints.updateInvestment, { params: { id }, body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(portfolioEndpoints.deleteInvestment, { params: { id } }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useRecordExit(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordExitInput) => callEndpoint(portfolioEndpoints.recordExit, { params: { startupId }, body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteExit(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(portfolioEndpoints.deleteExit, { params: { startupId } }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}
