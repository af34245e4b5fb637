import { useMutation } from '@tanstack/react-query';
import type { DueDiligenceReport } from '@baobab/contracts/insights-api';
import { apiRequest } from '@/lib/api';

export const generateDueDiligence = (startupId: number) => apiRequest<DueDiligenceReport>('POST', `/api/startups/${startupId}/due-diligence`);

export const useGenerateDueDiligence = () => useMutation({ mutationFn: generateDueDiligence });
