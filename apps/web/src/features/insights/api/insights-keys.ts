import { startupsKeys } from '@/features/startups/api/startups-keys';

/**
 * Every AI insights query key, from one factory (decision 0018). A startup's analyses sit under its
 * `startupsKeys.detail`, so a change that reloads a startup reloads them too.
 */
export const insightsKeys = {
  documentAnalyses: (startupId: number) => [...startupsKeys.detail(startupId), 'document-analyses'] as const,
  valuationBenchmark: (startupId: number | null) => [...startupsKeys.detail(startupId), 'valuation-benchmark'] as const,
  marketAnalysis: (sector: string, country: string) => ['insights', 'market-analysis', sector, country] as const,
};
