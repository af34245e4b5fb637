import { idParamsSchema } from './common';
import { analyzeRoomDocumentInputSchema, documentParamsSchema, roomDocumentAnalysisSchema } from './data-rooms';
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

/** The error bodies every AI insights route documents (validation, sign-in, a startup that is not there, too large). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };

/**
 * The AI insights API (the server's insights module, insights.routes.ts and room-document-analysis.routes.ts):
 * the server registers these routes and the web app calls them (decision 0018). The dashboard's matches, served
 * by the same module, are in dashboard-endpoints.ts; the market and analytics routes in analytics-endpoints.ts.
 */
export const insightsEndpoints = {
  advancedMatches: endpoint({
    method: 'POST',
    path: '/api/advanced-matching/:startupId',
    params: startupIdParamsSchema,
    responses: { 200: advancedMatchListSchema, ...errors },
  }),
  /** Pasted text. */
  analyzeDocument: endpoint({
    method: 'POST',
    path: '/api/documents/:id/analyze',
    params: idParamsSchema,
    body: analyzeDocumentInputSchema,
    responses: { 200: documentAnalysisRecordSchema, ...errors },
  }),
  /**
   * A multipart upload (documentType, then the file: a PDF, .docx or .pptx), so no JSON body schema: the route
   * reads the parts itself. 200 with the analysis when its task finishes within the wait, 202 with the task otherwise.
   */
  analyzeUpload: endpoint({
    method: 'POST',
    path: '/api/documents/:id/analyze-pdf',
    params: idParamsSchema,
    responses: { 200: documentAnalysisRecordSchema, 202: taskSchema, ...errors, 503: apiErrorSchema },
  }),
  documentAnalyses: endpoint({
    method: 'GET',
    path: '/api/startups/:id/document-analyses',
    params: idParamsSchema,
    responses: { 200: documentAnalysisListSchema, ...errors },
  }),
  /** The latest analyses in brief for a reader the owner shares them with (an empty list otherwise). */
  sharedDocumentAnalyses: endpoint({
    method: 'GET',
    path: '/api/startups/:id/shared-document-analyses',
    params: idParamsSchema,
    responses: { 200: sharedAnalysisSummaryListSchema, ...errors },
  }),
  dueDiligence: endpoint({
    method: 'POST',
    path: '/api/startups/:id/due-diligence',
    params: idParamsSchema,
    responses: { 200: dueDiligenceReportSchema, ...errors },
  }),
  valuationBenchmark: endpoint({
    method: 'GET',
    path: '/api/startups/:id/valuation-benchmark',
    params: idParamsSchema,
    responses: { 200: valuationBenchmarkSchema, ...errors },
  }),
  /** Document intelligence on a data-room document (the room's owner only): 201 with the analysis, or 202 with its task. */
  analyzeRoomDocument: endpoint({
    method: 'POST',
    path: '/api/data-rooms/:id/documents/:documentId/analysis',
    params: documentParamsSchema,
    body: analyzeRoomDocumentInputSchema,
    responses: { 201: roomDocumentAnalysisSchema, 202: taskSchema },
  }),
  /** The data-room document's latest analysis, or null before the first. */
  roomDocumentAnalysis: endpoint({
    method: 'GET',
    path: '/api/data-rooms/:id/documents/:documentId/analysis',
    params: documentParamsSchema,
    responses: { 200: roomDocumentAnalysisSchema.nullable() },
  }),
};
