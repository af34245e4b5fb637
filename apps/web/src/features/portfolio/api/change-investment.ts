import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Investment, RecordExitInput, RecordInvestmentInput } from '@baobab/contracts/portfolio';
import { apiRequest } from '@/lib/api';
import { refreshPortfolio } from './get-portfolio';

export function useRecordInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordInvestmentInput) => apiRequest<Investment>('POST', '/api/portfolio/investments', input),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useUpdateInvestment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordInvestmentInput) => apiRequest<Investment>('PUT', `/api/portfolio/investments/${id}`, input),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteInvestment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>('DELETE', `/api/portfolio/investments/${id}`),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useRecordExit(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordExitInput) => apiRequest<void>('PUT', `/api/portfolio/companies/${startupId}/exit`, input),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}

export function useDeleteExit(startupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', `/api/portfolio/companies/${startupId}/exit`),
    onSuccess: () => refreshPortfolio(queryClient),
  });
}
