import {
  advancedMatchListSchema, documentAnalysisResultSchema, dueDiligenceResultSchema, ecosystemSchema,
  marketAnalysisSchema, marketIntelligenceSchema, valuationBenchmarkSchema,
} from '@baobab/contracts/insights';
import { describe, expect, it } from 'vitest';
import { advancedMatches } from './advanced-match';
import { analyzeDocument } from './document-intelligence/analyze-document';
import { dueDiligence } from './due-diligence';
import { buildInvestorIndex } from './investor-matching';
import { analyzeMarket } from './market/analyze-market';
import { ecosystem } from './market/ecosystem';
import { marketIntelligence } from './market/market-intelligence';
import { kopaDeck, troubledPlan } from './test-support/documents';
import { buildInvestor, buildStartup } from './test-support/factories';
import { marketRows } from './test-support/market-rows';
import { benchmarkValuation } from './valuation-benchmark';

/** The contract accepts the result and keeps every field: nothing the engine says is dropped. */
function expectContractKeepsAll(schema: { parse(value: unknown): unknown }, result: unknown): void {
  expect(schema.parse(result)).toEqual(result);
}

describe('engine results and the API contract', () => {
  const deck = analyzeDocument(kopaDeck, 'pitch_deck');
  const market = analyzeMarket('FinTech', 'Nigeria', marketRows);

  it('holds every field of a document analysis', () => {
    expectContractKeepsAll(documentAnalysisResultSchema, deck);
    expectContractKeepsAll(documentAnalysisResultSchema, analyzeDocument(troubledPlan, 'business_plan'));
    expectContractKeepsAll(documentAnalysisResultSchema, analyzeDocument('', 'legal_docs'));
  });

  it('holds every field of advanced matches', () => {
    const index = buildInvestorIndex([buildInvestor(), buildInvestor({ id: 2, preferredStages: ['Seed', 'Series A'] })]);
    const list = advancedMatches(buildStartup(), index, { document: deck, financialMetrics: { ltvCac: 3, runwayMonths: 10 }, market: { ...market, label: 'FinTech in Nigeria' } });
    expect(list).toHaveLength(2);
    expectContractKeepsAll(advancedMatchListSchema, list);
  });

  it('holds every field of a due-diligence report', () => {
    expectContractKeepsAll(dueDiligenceResultSchema, dueDiligence(buildStartup(), { documents: [deck] }));
  });

  it('holds every field of market analysis, intelligence and ecosystem', () => {
    expectContractKeepsAll(marketAnalysisSchema, market);
    expectContractKeepsAll(marketIntelligenceSchema, marketIntelligence(marketRows));
    expectContractKeepsAll(ecosystemSchema, ecosystem('Nigeria', marketRows));
  });

  it('holds every field of a valuation benchmark', () => {
    const recorded = (usd: number) => ({ usd, source: 'confirmed round' as const, date: '2026-02-01' });
    const peers = [1, 2, 3, 4, 5, 6].map((i) => ({ id: i + 1, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: i * 250_000, valuation: recorded(i * 1_000_000) }));
    const subject = { id: 1, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: 600_000, valuation: recorded(4_000_000) };
    expectContractKeepsAll(valuationBenchmarkSchema, benchmarkValuation(subject, peers));
  });
});
