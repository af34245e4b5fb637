/**
 * Checked by `npm run typecheck` (tsc), never run: the AI insights hooks' data is what the contracts return, and a
 * call or a read that drifts from a contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import type { AdvancedMatchResult, MarketAnalysis, ValuationBenchmark } from '@baobab/contracts/insights';
import { dueDiligenceReportSchema, type DocumentAnalysisRecord, type DueDiligenceReport } from '@baobab/contracts/insights-api';
import { insightsEndpoints } from '@baobab/contracts/insights-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import type { analyzeDocument, useDocumentAnalyses } from './analyze-document';
import type { generateDueDiligence } from './generate-due-diligence';
import type { generateMatches } from './generate-matches';
import type { useMarketAnalysis } from './get-market-analysis';
import type { useValuationBenchmark } from './get-valuation-benchmark';

expectTypeOf<ReturnType<typeof useDocumentAnalyses>['data']>().toEqualTypeOf<DocumentAnalysisRecord[] | undefined>();
expectTypeOf<ReturnType<typeof useValuationBenchmark>['data']>().toEqualTypeOf<ValuationBenchmark | undefined>();
expectTypeOf<ReturnType<typeof useMarketAnalysis>['data']>().toEqualTypeOf<MarketAnalysis | undefined>();
expectTypeOf<ReturnType<typeof analyzeDocument>>().toEqualTypeOf<Promise<DocumentAnalysisRecord>>();
expectTypeOf<ReturnType<typeof generateDueDiligence>>().toEqualTypeOf<Promise<DueDiligenceReport>>();
expectTypeOf<ReturnType<typeof generateMatches>>().toEqualTypeOf<Promise<AdvancedMatchResult[]>>();

/** The due-diligence contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedDueDiligence = endpoint({
  ...insightsEndpoints.dueDiligence,
  responses: { 200: dueDiligenceReportSchema.omit({ documentsUsed: true }).extend({ documentCount: z.number() }) },
});

export async function readsOfADriftedContract() {
  const report = await callEndpoint(renamedDueDiligence, { params: { id: 1 } });
  // @ts-expect-error the due-diligence tab reads documentsUsed, which the renamed contract no longer returns
  const used: number = report.documentsUsed;
  // @ts-expect-error the due-diligence tab takes DueDiligenceReport, which the renamed response no longer is
  const forTheTab: DueDiligenceReport = report;
  return { used, forTheTab };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the analyze body's text is documentText, not content
  await callEndpoint(insightsEndpoints.analyzeDocument, { params: { id: 1 }, body: { documentType: 'pitch_deck', content: 'Our deck' } });
  // @ts-expect-error the matching path's parameter is startupId, not id
  await callEndpoint(insightsEndpoints.advancedMatches, { params: { id: 1 } });
  // @ts-expect-error the room analysis path needs the document's id as well as the room's
  await callEndpoint(insightsEndpoints.roomDocumentAnalysis, { params: { id: 1 } });
  const started = await callEndpoint(insightsEndpoints.analyzeRoomDocument, { params: { id: 1, documentId: 2 }, body: { documentType: 'pitch_deck' } });
  // @ts-expect-error a started room analysis may be its queued task (202), so it is not an analysis until checked
  return started.documentType;
}
