/**
 * Checked by `npm run typecheck` (tsc), never run: the analytics hooks' data is what the contracts return, and a
 * call or a read that drifts from a contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { competitiveAnalysisSchema, type CompetitiveAnalysis, type CountryActivity, type PortfolioAnalytics } from '@baobab/contracts/analytics';
import { analyticsEndpoints } from '@baobab/contracts/analytics-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import type { Ecosystem, MarketIntelligence } from '@baobab/contracts/insights';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useCompetitiveAnalysis, useCountryActivity, useEcosystem, useMarketIntelligence, usePortfolioAnalytics } from './analytics';

expectTypeOf<ReturnType<typeof useMarketIntelligence>['data']>().toEqualTypeOf<MarketIntelligence | undefined>();
expectTypeOf<ReturnType<typeof useEcosystem>['data']>().toEqualTypeOf<Ecosystem | undefined>();
expectTypeOf<ReturnType<typeof useCountryActivity>['data']>().toEqualTypeOf<CountryActivity[] | undefined>();
expectTypeOf<ReturnType<typeof useCompetitiveAnalysis>['data']>().toEqualTypeOf<CompetitiveAnalysis | undefined>();
expectTypeOf<ReturnType<typeof usePortfolioAnalytics>['data']>().toEqualTypeOf<PortfolioAnalytics | undefined>();

/** The competitive contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedCompetitive = endpoint({
  ...analyticsEndpoints.competitive,
  responses: { 200: competitiveAnalysisSchema.omit({ peers: true }).extend({ competitors: competitiveAnalysisSchema.shape.peers }) },
});

export async function readsOfADriftedContract() {
  const analysis = await callEndpoint(renamedCompetitive, { params: { startupId: 1 } });
  // @ts-expect-error the competitive tab reads peers, which the renamed contract no longer returns
  const peers = analysis.peers.length;
  // @ts-expect-error the competitive tab takes CompetitiveAnalysis, which the renamed response no longer is
  const forTheTab: CompetitiveAnalysis = analysis;
  return { peers, forTheTab };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the competitive path needs its :startupId
  await callEndpoint(analyticsEndpoints.competitive);
  // @ts-expect-error the competitive path's parameter is startupId, not id
  await callEndpoint(analyticsEndpoints.competitive, { params: { id: 1 } });
  // @ts-expect-error the market analysis needs both the sector and the country
  await callEndpoint(analyticsEndpoints.marketAnalysis, { params: { sector: 'Fintech' } });
}
