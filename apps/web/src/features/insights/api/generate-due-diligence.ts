import { useMutation } from '@tanstack/react-query';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { callEndpoint } from '@/lib/call-endpoint';

export const generateDueDiligence = (startupId: number) => callEndpoint(insightsRoutes.dueDiligence, { params: { id: startupId } });

export const useGenerateDueDiligence = () => useMutation({ mutationFn: generateDueDiligence });
