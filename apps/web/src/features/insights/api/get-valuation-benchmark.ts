import { useQuery } from '@tanstack/react-query';
import type { ValuationBenchmark } from '@baobab/contracts/insights';
import { apiGet } from '@/lib/api';

export const useValuationBenchmark = (startupId: number | null) =>
  useQuery({
    queryKey: ['/api/startups', startupId, 'valuation-benchmark'],
    queryFn: () => apiGet<ValuationBenchmark>(`/api/startups/${startupId}/valuation-benchmark`),
    enabled: startupId !== null,
  });
