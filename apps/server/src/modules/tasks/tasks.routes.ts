import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksEndpoints as endpoints } from '@baobab/contracts/tasks-endpoints';
import type { Queue } from '../../integrations/queue';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { getOwnTask } from './tasks.service';

/** A task's state for the person who started it (a document analysis still in progress, say). */
export const tasksRoutes: FastifyPluginAsyncZod<{ queue: Queue }> = async (app, { queue }) => {
  app.route({
    ...fromContract(endpoints.get),
    handler: async (request) => getOwnTask(queue, await requireUser(request), request.params.id),
  });
};
