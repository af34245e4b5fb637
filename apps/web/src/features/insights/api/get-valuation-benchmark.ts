import { skipToken, useQuery } from '@tanstack/react-query';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { insightsKeys } from './insights-keys';

/** Waits (disabled) until a startup is picked. */
export const useValuationBenchmark = (startupId: number | null) =>
  useQuery({
    queryKey: insightsKeys.valuationBenchmark(startupId),
    queryFn: startupId === null ? skipToken : () => callEndpoint(insightsRoutes.valuationBenchmark, { params: { id: startupId } }),
  });
