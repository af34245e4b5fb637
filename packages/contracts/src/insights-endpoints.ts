import { idParamsSchema } from './common';
import { analyzeRoomDocumentInputSchema, documentParamsSchema, roomDocumentAnalysisSchema } from './data-rooms';
import { assessmentSchema } from './assessment';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { advancedMatchListSchema, analyzeDocumentInputSchema, valuationBenchmarkSchema } from './insights';
import {
  documentAnalysisListSchema,
  documentAnalysisRecordSchema,
  dueDiligenceReportSchema,
  sharedAnalysisSummaryListSchema,
  startupIdParamsSchema,
} from './insights-api';
import { taskSchema } from './tasks';
import { insightsRoutes } from './insights-routes';

/** The error bodies every AI insights route documents (validation, sign-in, a startup that is not there, too large). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };

/**
 * The AI insights API (the server's insights module, insights.routes.ts and room-document-analysis.routes.ts):
 * the server registers these routes and the web app calls them (decision 0018). The dashboard's matches, served
 * by the same module, are in dashboard-endpoints.ts; the market and analytics routes in analytics-endpoints.ts.
 */
export const insightsEndpoints = {
  advancedMatches: endpoint({
    ...insightsRoutes.advancedMatches,
    operationId: 'insightsMatchInvestors', summary: 'Explained investor matches for a startup', tags: ['insights'],
    params: startupIdParamsSchema,
    responses: { 200: advancedMatchListSchema, ...errors },
  }),
  /** Pasted text. */
  analyzeDocument: endpoint({
    ...insightsRoutes.analyzeDocument,
    operationId: 'insightsAnalyzeText', summary: 'Analyse a pasted document', tags: ['insights'],
    params: idParamsSchema,
    body: analyzeDocumentInputSchema,
    responses: { 200: documentAnalysisRecordSchema, ...errors },
  }),
  /**
   * A multipart upload (documentType, then the file: a PDF, .docx or .pptx), so no JSON body schema: the route
   * reads the parts itself. 200 with the analysis when its task finishes within the wait, 202 with the task otherwise.
   */
  analyzeUpload: endpoint({
    ...insightsRoutes.analyzeUpload,
    operationId: 'insightsAnalyzeUpload', summary: 'Analyse an uploaded document (multipart)', tags: ['insights'],
    params: idParamsSchema,
    responses: { 200: documentAnalysisRecordSchema, 202: taskSchema, ...errors, 503: apiErrorSchema },
  }),
  documentAnalyses: endpoint({
    ...insightsRoutes.documentAnalyses,
    operationId: 'insightsListDocumentAnalyses', summary: "A startup's document analyses", tags: ['insights'],
    params: idParamsSchema,
    responses: { 200: documentAnalysisListSchema, ...errors },
  }),
  /** The latest analyses in brief for a reader the owner shares them with (an empty list otherwise). */
  sharedDocumentAnalyses: endpoint({
    ...insightsRoutes.sharedDocumentAnalyses,
    operationId: 'insightsListSharedDocumentAnalyses', summary: 'Document analyses shared with you', tags: ['insights'],
    params: idParamsSchema,
    responses: { 200: sharedAnalysisSummaryListSchema, ...errors },
  }),
  /** The one assessment of the startup for this viewer, from the facts they may see (decision 0042). */
  assessment: endpoint({
    ...insightsRoutes.assessment,
    operationId: 'insightsGetAssessment',
    summary: "The startup's one assessment for the viewer: score, range, coverage, findings",
    tags: ['insights'],
    params: idParamsSchema,
    responses: { 200: assessmentSchema, ...errors },
  }),
  dueDiligence: endpoint({
    ...insightsRoutes.dueDiligence,
    operationId: 'insightsRunDueDiligence', summary: 'Due diligence report', tags: ['insights'],
    params: idParamsSchema,
    responses: { 200: dueDiligenceReportSchema, ...errors },
  }),
  valuationBenchmark: endpoint({
    ...insightsRoutes.valuationBenchmark,
    operationId: 'insightsGetValuationBenchmark', summary: 'Valuation against comparable startups', tags: ['insights'],
    params: idParamsSchema,
    responses: { 200: valuationBenchmarkSchema, ...errors },
  }),
  /** Document intelligence on a data-room document (the room's owner only): 201 with the analysis, or 202 with its task. */
  analyzeRoomDocument: endpoint({
    ...insightsRoutes.analyzeRoomDocument,
    operationId: 'dataRoomsAnalyzeDocument', summary: 'Analyse a data-room document', tags: ['data-rooms'],
    params: documentParamsSchema,
    body: analyzeRoomDocumentInputSchema,
    responses: { 201: roomDocumentAnalysisSchema, 202: taskSchema },
  }),
  /** The data-room document's latest analysis, or null before the first. */
  roomDocumentAnalysis: endpoint({
    ...insightsRoutes.roomDocumentAnalysis,
    operationId: 'dataRoomsGetDocumentAnalysis', summary: "A data-room document's analysis", tags: ['data-rooms'],
    params: documentParamsSchema,
    responses: { 200: roomDocumentAnalysisSchema.nullable() },
  }),
};
