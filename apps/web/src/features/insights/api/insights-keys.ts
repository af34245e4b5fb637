/**
 * Every AI insights query key, from one factory (decision 0018). Each key keeps the value it had when it was the
 * path in pieces, so a change that clears a startup's reads by the `['/api/startups', id]` prefix still clears these.
 */
export const insightsKeys = {
  documentAnalyses: (startupId: number) => ['/api/startups', startupId, 'document-analyses'] as const,
  valuationBenchmark: (startupId: number | null) => ['/api/startups', startupId, 'valuation-benchmark'] as const,
  marketAnalysis: (sector: string, country: string) => ['/api/market-analysis', sector, country] as const,
};
