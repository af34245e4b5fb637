/**
 * Analytics screen (/analytics, /advanced-analytics): the countries of the ecosystem map,
 * the per-country counts behind the tile map, competitive analysis and portfolio analytics.
 * Market intelligence and ecosystem shapes are in insights.ts (the spec's entities).
 */
import { z } from 'zod';
import { valuationBenchmarkSchema } from './insights';

/**
 * Countries offered by the ecosystem selector: the spec's four first, then the other hubs the
 * platform's startups come from. `tile` places each on a small grid map roughly where it lies
 * (row from north, column from west); `region` is the startup form's region.
 */
export const analyticsCountries = [
  { name: 'Nigeria', region: 'Africa', tile: { row: 2, col: 1 } },
  { name: 'Kenya', region: 'Africa', tile: { row: 3, col: 4 } },
  { name: 'South Africa', region: 'Africa', tile: { row: 4, col: 2 } },
  { name: 'Ghana', region: 'Africa', tile: { row: 2, col: 0 } },
  { name: 'Egypt', region: 'Africa', tile: { row: 0, col: 3 } },
  { name: 'Morocco', region: 'Africa', tile: { row: 0, col: 0 } },
  { name: 'Tunisia', region: 'Africa', tile: { row: 0, col: 2 } },
  { name: 'Senegal', region: 'Africa', tile: { row: 1, col: 0 } },
  { name: 'Ethiopia', region: 'Africa', tile: { row: 2, col: 4 } },
  { name: 'Rwanda', region: 'Africa', tile: { row: 3, col: 3 } },
] as const;
export type AnalyticsCountry = (typeof analyticsCountries)[number]['name'];

export const defaultEcosystemCountry: AnalyticsCountry = 'Nigeria';

export const countryActivitySchema = z.object({
  country: z.string(),
  startups: z.number().int().min(0),
  raisingUsd: z.number().min(0),
});
export const countryActivityListSchema = z.array(countryActivitySchema);
export type CountryActivity = z.infer<typeof countryActivitySchema>;

export const competitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sector: z.string(),
  fundingStage: z.string(),
  country: z.string().nullable(),
  teamSize: z.number().int(),
  raisingAmountUsd: z.number().nullable(),
  tractionUsers: z.number().nullable(),
  monthlyRevenueUsd: z.number().nullable(),
  score: z.number().nullable(),
  foundedYear: z.number().int().nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitiveMetrics = ['score', 'tractionUsers', 'monthlyRevenueUsd', 'raisingAmountUsd', 'teamSize'] as const;

export const competitiveAnalysisSchema = z.object({
  startup: competitorSchema,
  peers: z.array(competitorSchema),
  peerGroupLabel: z.string(),
  /** Per metric: the startup's rank among itself and the peers that state the figure (1 = highest). */
  ranks: z.array(z.object({ metric: z.enum(competitiveMetrics), rank: z.number().int().min(1).nullable(), of: z.number().int().min(0) })),
});
export type CompetitiveAnalysis = z.infer<typeof competitiveAnalysisSchema>;

export const portfolioAnalyticsSchema = z.object({
  role: z.enum(['founder', 'investor', 'none']),
  startups: z.array(z.object({ id: z.number().int(), name: z.string(), score: z.number().nullable(), benchmark: valuationBenchmarkSchema })),
  /** Why a section is empty, in plain words. */
  notes: z.array(z.string()),
});
export type PortfolioAnalytics = z.infer<typeof portfolioAnalyticsSchema>;

export const analyticsMessages = {
  noOwnStartups: 'Create your startup profile to see how its raise compares with its peers.',
  noInvestmentsYet: 'Record an investment in Portfolio to see how each company compares with its peers.',
  unconfirmedCounted: (count: number) =>
    `${count} of your recorded investment${count === 1 ? ' is' : 's are'} not confirmed by the founder yet: counted here as your own record, not in public figures.`,
  noRole: 'Choose founder or investor at onboarding to see portfolio analytics.',
  noPeers: 'No other startup shares this sector and stage yet.',
  /** The peer group of a competitive analysis: the sector and stage are labels (their label maps), in the reader's language. */
  peerGroup: '{{sector}} startups at {{stage}}, best scored first',
} as const;
