import { useMutation } from '@tanstack/react-query';
import { insightsRoutes } from '@baobab/contracts/insights-routes';
import { callEndpoint } from '@/lib/call-endpoint';

export const generateMatches = (startupId: number) => callEndpoint(insightsRoutes.advancedMatches, { params: { startupId } });

export const useGenerateMatches = () => useMutation({ mutationFn: generateMatches });
