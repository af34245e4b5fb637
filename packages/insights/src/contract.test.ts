import {
  advancedMatchListSchema, documentAnalysisResultSchema, dueDiligenceResultSchema, ecosystemSchema,
  marketAnalysisSchema, marketIntelligenceSchema, valuationBenchmarkSchema,
} from '@baobab/contracts/insights';
import { assessmentSchema } from '@baobab/contracts/assessment';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { describe, expect, it } from 'vitest';
import { advancedMatches as advancedMatchesEngine } from './advanced-match';
import { assess, type Assessment } from './assessment/assess';
import { analyzeDocument as analyzeDocumentEngine } from './document-intelligence/analyze-document';
import { dueDiligence } from './due-diligence';
import { buildInvestorIndex } from './investor-matching';
import { analyzeMarket as analyzeMarketEngine } from './market/analyze-market';
import { ecosystem as ecosystemEngine } from './market/ecosystem';
import { marketIntelligence as marketIntelligenceEngine } from './market/market-intelligence';
import { kopaDeck, troubledPlan } from './test-support/documents';
import { buildInvestor, buildStartup } from './test-support/factories';
import { marketRows } from './test-support/market-rows';
import { notShared } from './parts';
import { benchmarkValuation as benchmarkValuationEngine } from './valuation-benchmark';
import { inEnglish } from './test-support/english';

const benchmarkValuation = inEnglish(benchmarkValuationEngine);

const marketIntelligence = inEnglish(marketIntelligenceEngine);

const ecosystem = inEnglish(ecosystemEngine);

const analyzeMarket = inEnglish(analyzeMarketEngine);

const analyzeDocument = inEnglish(analyzeDocumentEngine);

const advancedMatches = inEnglish(advancedMatchesEngine);

/** The contract accepts the result as the API sends it (toWire: messages in English) and keeps every field: nothing the engine says is dropped. */
function expectContractKeepsAll(schema: { parse(value: unknown): unknown }, result: unknown): void {
  const wire = toWire(result);
  expect(schema.parse(wire)).toEqual(wire);
}

const rangeOf = (a: Assessment) => ({ score: a.score, low: a.low, high: a.high, coverage: a.coverage, criticalFindings: a.findings.filter((f) => f.severity === 'critical').map((f) => f.text) });

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
    // The server adds the startup's assessment to each match (decision 0042).
    const assessment = assess({ startup: buildStartup(), documents: [deck], financials: { ltvCac: 3, runwayMonths: 10 }, market });
    const withAssessment = (matches: typeof list) => matches.map((match) => ({ ...match, assessment: rangeOf(assessment) }));
    expectContractKeepsAll(advancedMatchListSchema, withAssessment(list));
    // With a published base rate: the outlook's source and range travel too.
    const sourced = advancedMatches(buildStartup({ region: 'North America', country: 'US' }), index, { assessment: { score: 58, low: 41, high: 70 } });
    expectContractKeepsAll(advancedMatchListSchema, withAssessment(sourced));
  });

  it('holds every field of an assessment', () => {
    const assessment = assess({ startup: buildStartup(), documents: [deck, analyzeDocument(troubledPlan, 'business_plan')], capTable: notShared, market });
    expectContractKeepsAll(assessmentSchema, { ...assessment, ...rangeOf(assessment), startupId: 1 });
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
    const recorded = (usd: number) => ({ usd, source: 'confirmed round' as const, date: '2026-02-01', rateDate: '2026-01-30' });
    const peers = [1, 2, 3, 4, 5, 6].map((i) => ({ id: i + 1, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: i * 250_000, valuation: recorded(i * 1_000_000) }));
    const subject = { id: 1, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: 600_000, valuation: recorded(4_000_000) };
    expectContractKeepsAll(valuationBenchmarkSchema, benchmarkValuation(subject, peers));
  });
});
