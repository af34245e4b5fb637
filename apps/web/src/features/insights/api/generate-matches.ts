import { useMutation } from '@tanstack/react-query';
import type { AdvancedMatchResult } from '@baobab/contracts/insights';
import { apiRequest } from '@/lib/api';

export const generateMatches = (startupId: number) => apiRequest<AdvancedMatchResult[]>('POST', `/api/advanced-matching/${startupId}`);

export const useGenerateMatches = () => useMutation({ mutationFn: generateMatches });
