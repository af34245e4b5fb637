import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints } from '@baobab/contracts/dashboard-endpoints';
import { insightsMessages } from '@baobab/contracts/insights';
import { insightsApiMessages, maxDocumentUploadBytes, pdfUploadFieldsSchema } from '@baobab/contracts/insights-api';
import { insightsEndpoints as endpoints } from '@baobab/contracts/insights-endpoints';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { CachedDb } from '../../lib/cache-registry';
import type { Narrator } from '../../integrations/llm';
import { fromContract } from '../../lib/contract-route';
import { badRequest, payloadTooLarge } from '../../lib/errors';
import { readUploadPart, uploadError } from '../../lib/multipart-upload';
import { currentUser, requireUser } from '../../plugins/auth';
import { getValuationBenchmark } from '../analytics/analytics.service';
import { startUploadAnalysis, type DocumentTaskDeps } from './document-analysis-tasks.service';
import { analyzeStartupDocument, listSharedAnalysisSummaries, listStartupDocumentAnalyses } from './documents.service';
import { getAssessment } from './assessment.service';
import { generateDueDiligence } from './due-diligence.service';
import { generateAdvancedMatches, getDashboardMatches } from './matching.service';

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

/**
 * The AI insights routes and the dashboard's matches: every route's method, path and schemas come from its contract
 * in @baobab/contracts/insights-endpoints (or dashboard-endpoints).
 */
export const insightsRoutes: FastifyPluginAsyncZod<CachedDb & { narrator: Narrator; documentTasks: DocumentTaskDeps }> = async (app, { db, caches, narrator, documentTasks }) => {
  const cached: CachedDb = { db, caches };
  // Registered here so only the upload route accepts multipart bodies.
  await app.register(multipart, { limits: { fileSize: maxDocumentUploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 } });

  app.route({
    ...fromContract(endpoints.advancedMatches),
    handler: async (request) => toWire(await generateAdvancedMatches(cached, await currentUser(request), request.params.startupId)),
  });

  app.route({
    ...fromContract(endpoints.analyzeDocument),
    handler: async (request) => toWire(await analyzeStartupDocument(db, documentTasks.documents, await requireUser(request), request.params.id, request.body)),
  });

  // Named for the PDFs it took first; it reads .docx and .pptx too, in the same worker pool. Its body is
  // multipart, read part by part below, so the contract has no body schema; OpenAPI is told what it consumes.
  const upload = fromContract(endpoints.analyzeUpload);
  app.route({
    ...upload,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    // 200 with the analysis when its task finishes within the wait, 202 with the task otherwise.
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const started = await startUploadAnalysis(documentTasks, user, request.params.id, await readFileUpload(request));
      return 'record' in started ? reply.code(200).send(toWire(started.record)) : reply.code(202).send(started.task);
    },
  });

  app.route({
    ...fromContract(endpoints.documentAnalyses),
    handler: async (request) => toWire(await listStartupDocumentAnalyses(db, await requireUser(request), request.params.id)),
  });

  // The latest analyses in brief for a reader the owner shares them with (an empty list otherwise).
  app.route({
    ...fromContract(endpoints.sharedDocumentAnalyses),
    handler: async (request) => toWire(await listSharedAnalysisSummaries(db, await requireUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(endpoints.assessment),
    handler: async (request) => toWire(await getAssessment(cached, await currentUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(endpoints.dueDiligence),
    handler: async (request) => toWire(await generateDueDiligence(cached, narrator, await currentUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(endpoints.valuationBenchmark),
    handler: async (request) => toWire(await getValuationBenchmark(db, await currentUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(dashboardEndpoints.matches),
    handler: async (request) => toWire(await getDashboardMatches(cached, await requireUser(request))),
  });
};
