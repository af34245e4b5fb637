import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeRoomDocumentInputSchema, documentParamsSchema, roomDocumentAnalysisSchema } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import { requireUser } from '../../plugins/auth';
import type { DocumentReader } from './document-text/document-reader';
import * as analysis from './room-document-analysis.service';

const tags = ['data-rooms'];

/** Document intelligence on a data-room document (the room's owner only). */
export const roomDocumentAnalysisRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; maxUploadMb: number; documents: DocumentReader }> = async (app, deps) => {
  app.post(
    '/api/data-rooms/:id/documents/:documentId/analysis',
    { schema: { tags, params: documentParamsSchema, body: analyzeRoomDocumentInputSchema, response: { 201: roomDocumentAnalysisSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await analysis.analyzeRoomDocument(deps, await requireUser(request), { ip: request.ip }, request.params.id, request.params.documentId, request.body)),
  );
  app.get(
    '/api/data-rooms/:id/documents/:documentId/analysis',
    { schema: { tags, params: documentParamsSchema, response: { 200: roomDocumentAnalysisSchema.nullable() } } },
    async (request) => analysis.getRoomDocumentAnalysis(deps, await requireUser(request), request.params.id, request.params.documentId),
  );
};
