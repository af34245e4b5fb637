import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordExitInput, RecordInvestmentInput } from '@baobab/contracts/portfolio';
import { portfolioRoutes } from '@baobab/contracts/portfolio-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshPortfolio } from './get-portfolio';

export function useRecordInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordInvestmentInput) => callEndpoint(portfolioRoutes.recordInvestment, { body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useUpdateInvestment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordInvestmentInput) => callEndpoint(portfolioRoutes.updateInvestment, { params: { id }, body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(portfolioRoutes.deleteInvestment, { params: { id } }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useRecordExit(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordExitInput) => callEndpoint(portfolioRoutes.recordExit, { params: { startupId }, body: input }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteExit(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(portfolioRoutes.deleteExit, { params: { startupId } }),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}
