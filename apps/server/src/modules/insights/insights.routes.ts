import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskSchema } from '@baobab/contracts/tasks';
import { idParamsSchema } from '@baobab/contracts/common';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { advancedMatchListSchema, analyzeDocumentInputSchema, insightsMessages, valuationBenchmarkSchema } from '@baobab/contracts/insights';
import {
  documentAnalysisListSchema,
  documentAnalysisRecordSchema,
  dueDiligenceReportSchema,
  insightsApiMessages,
  maxDocumentUploadBytes,
  pdfUploadFieldsSchema,
  sharedAnalysisSummaryListSchema,
  startupIdParamsSchema,
} from '@baobab/contracts/insights-api';
import { dashboardEndpoints } from '@baobab/contracts/dashboard-endpoints';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../integrations/change-feed';
import type { Narrator } from '../../integrations/llm';
import { fromContract } from '../../lib/contract-route';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { readUploadPart, uploadError } from '../../lib/multipart-upload';
import { currentUser, requireUser } from '../../plugins/auth';
import { getValuationBenchmark } from './analytics.service';
import { startUploadAnalysis, type DocumentTaskDeps } from './document-analysis-tasks.service';
import { analyzeStartupDocument, listSharedAnalysisSummaries, listStartupDocumentAnalyses } from './documents.service';
import { generateDueDiligence } from './due-diligence.service';
import { forgetInvestorIndex } from './investor-index';
import { forgetDashboardMatches, generateAdvancedMatches, getDashboardMatches } from './matching.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 413: apiErrorSchema };

/** Reads the one file part of a multipart upload and its documentType field, with clear refusals. */
async function readFileUpload(request: FastifyRequest) {
  const part = await readUploadPart(request, insightsApiMessages.fileRequired);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(insightsApiMessages.fileTooLarge);
    throw uploadError(error);
  }
  if (bytes.length === 0) throw badRequest(insightsApiMessages.fileRequired);
  // Fields sent before the file arrive with it; the form sends documentType first.
  const typeField = part.fields.documentType;
  const documentType = typeField && !Array.isArray(typeField) && typeField.type === 'field' ? typeField.value : undefined;
  const fields = pdfUploadFieldsSchema.safeParse({ documentType });
  if (!fields.success) throw badRequest(insightsMessages.documentTypeInvalid, [{ path: 'documentType', message: insightsMessages.documentTypeInvalid }]);
  return { bytes, fileName: part.filename || 'document', documentType: fields.data.documentType };
}

export const insightsRoutes: FastifyPluginAsyncZod<{ db: Db; narrator: Narrator; changes: ChangeFeed; documentTasks: DocumentTaskDeps }> = async (app, { db, narrator, changes, documentTasks }) => {
  const unsubscribe = [
    changes.subscribe('investors', () => {
      forgetInvestorIndex(db);
      forgetDashboardMatches(db);
    }),
    changes.subscribe('startups', () => forgetDashboardMatches(db)),
  ];
  app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));
  const tags = ['insights'];
  // Registered here so only the upload route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: maxDocumentUploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 } });

  app.post('/api/advanced-matching/:startupId', { schema: { tags, params: startupIdParamsSchema, response: { 200: advancedMatchListSchema, ...errors } } }, async (request) =>
    generateAdvancedMatches(db, await currentUser(request), request.params.startupId),
  );

  app.post('/api/documents/:id/analyze', { schema: { tags, params: idParamsSchema, body: analyzeDocumentInputSchema, response: { 200: documentAnalysisRecordSchema, ...errors } } }, async (request) =>
    analyzeStartupDocument(db, await requireUser(request), request.params.id, request.body),
  );

  // Named for the PDFs it took first; it reads .docx and .pptx too, in the same worker pool.
  const uploadErrors = { ...errors, 503: apiErrorSchema };
  // 200 with the analysis when its task finishes within the wait, 202 with the task otherwise.
  app.post(
    '/api/documents/:id/analyze-pdf',
    { schema: { tags, params: idParamsSchema, consumes: ['multipart/form-data'], response: { 200: documentAnalysisRecordSchema, 202: taskSchema, ...uploadErrors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const started = await startUploadAnalysis(documentTasks, user, request.params.id, await readFileUpload(request));
      return 'record' in started ? reply.code(200).send(started.record) : reply.code(202).send(started.task);
    },
  );

  app.get('/api/startups/:id/document-analyses', { schema: { tags, params: idParamsSchema, response: { 200: documentAnalysisListSchema, ...errors } } }, async (request) =>
    listStartupDocumentAnalyses(db, await requireUser(request), request.params.id),
  );

  // The latest analyses in brief for a reader the owner shares them with (an empty list otherwise).
  app.get('/api/startups/:id/shared-document-analyses', { schema: { tags, params: idParamsSchema, response: { 200: sharedAnalysisSummaryListSchema, ...errors } } }, async (request) =>
    listSharedAnalysisSummaries(db, await requireUser(request), request.params.id),
  );

  app.post('/api/startups/:id/due-diligence', { schema: { tags, params: idParamsSchema, response: { 200: dueDiligenceReportSchema, ...errors } } }, async (request) =>
    generateDueDiligence(db, narrator, await currentUser(request), request.params.id),
  );

  app.get('/api/startups/:id/valuation-benchmark', { schema: { tags, params: idParamsSchema, response: { 200: valuationBenchmarkSchema, ...errors } } }, async (request) =>
    getValuationBenchmark(db, await currentUser(request), request.params.id),
  );

  app.route({
    ...fromContract(dashboardEndpoints.matches, ['dashboard']),
    handler: async (request) => getDashboardMatches(db, await requireUser(request)),
  });
};
