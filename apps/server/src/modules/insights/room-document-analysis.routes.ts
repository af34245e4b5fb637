import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insightsEndpoints as endpoints } from '@baobab/contracts/insights-endpoints';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { startRoomDocumentAnalysis, type DocumentTaskDeps } from './document-analysis-tasks.service';
import { getRoomDocumentAnalysis } from './room-document-analysis.service';


/**
 * Document intelligence on a data-room document (the room's owner only). Both routes' method, path and schemas
 * come from their contracts in @baobab/contracts/insights-endpoints.
 */
export const roomDocumentAnalysisRoutes: FastifyPluginAsyncZod<{ documentTasks: DocumentTaskDeps }> = async (app, { documentTasks }) => {
  // 201 with the analysis when its task finishes within the wait, 202 with the task otherwise.
  app.route({
    ...fromContract(endpoints.analyzeRoomDocument),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const started = await startRoomDocumentAnalysis(documentTasks, user, { ip: request.ip }, request.params.id, request.params.documentId, request.body);
      return 'analysis' in started ? reply.code(201).send(toWire(started.analysis)) : reply.code(202).send(started.task);
    },
  });

  app.route({
    ...fromContract(endpoints.roomDocumentAnalysis),
    handler: async (request) => toWire(await getRoomDocumentAnalysis(documentTasks, await requireUser(request), request.params.id, request.params.documentId)),
  });
};
