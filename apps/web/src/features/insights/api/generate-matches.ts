import { useMutation } from '@tanstack/react-query';
import { insightsEndpoints } from '@baobab/contracts/insights-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

export const generateMatches = (startupId: number) => callEndpoint(insightsEndpoints.advancedMatches, { params: { startupId } });

export const useGenerateMatches = () => useMutation({ mutationFn: generateMatches });
