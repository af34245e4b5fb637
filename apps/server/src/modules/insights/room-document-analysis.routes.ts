import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeRoomDocumentInputSchema, documentParamsSchema, roomDocumentAnalysisSchema } from '@baobab/contracts/data-rooms';
import { taskSchema } from '@baobab/contracts/tasks';
import { requireUser } from '../../plugins/auth';
import { startRoomDocumentAnalysis, type DocumentTaskDeps } from './document-analysis-tasks.service';
import { getRoomDocumentAnalysis } from './room-document-analysis.service';

const tags = ['data-rooms'];

/** Document intelligence on a data-room document (the room's owner only). */
export const roomDocumentAnalysisRoutes: FastifyPluginAsyncZod<{ documentTasks: DocumentTaskDeps }> = async (app, { documentTasks }) => {
  // 201 with the analysis when its task finishes within the wait, 202 with the task otherwise.
  app.post(
    '/api/data-rooms/:id/documents/:documentId/analysis',
    { schema: { tags, params: documentParamsSchema, body: analyzeRoomDocumentInputSchema, response: { 201: roomDocumentAnalysisSchema, 202: taskSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const started = await startRoomDocumentAnalysis(documentTasks, user, { ip: request.ip }, request.params.id, request.params.documentId, request.body);
      return 'analysis' in started ? reply.code(201).send(started.analysis) : reply.code(202).send(started.task);
    },
  );
  app.get(
    '/api/data-rooms/:id/documents/:documentId/analysis',
    { schema: { tags, params: documentParamsSchema, response: { 200: roomDocumentAnalysisSchema.nullable() } } },
    async (request) => getRoomDocumentAnalysis(documentTasks, await requireUser(request), request.params.id, request.params.documentId),
  );
};
