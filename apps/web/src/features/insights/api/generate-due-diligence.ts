import { useMutation } from '@tanstack/react-query';
import { insightsEndpoints } from '@baobab/contracts/insights-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

export const generateDueDiligence = (startupId: number) => callEndpoint(insightsEndpoints.dueDiligence, { params: { id: startupId } });

export const useGenerateDueDiligence = () => useMutation({ mutationFn: generateDueDiligence });
