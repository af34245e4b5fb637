import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { taskParamsSchema, taskSchema } from '@baobab/contracts/tasks';
import type { Queue } from '../../integrations/queue';
import { requireUser } from '../../plugins/auth';
import { getOwnTask } from './tasks.service';

/** A task's state for the person who started it (a document analysis still in progress, say). */
export const tasksRoutes: FastifyPluginAsyncZod<{ queue: Queue }> = async (app, { queue }) => {
  app.get('/api/tasks/:id', { schema: { tags: ['tasks'], params: taskParamsSchema, response: { 200: taskSchema, 401: apiErrorSchema, 404: apiErrorSchema } } }, async (request) =>
    getOwnTask(queue, await requireUser(request), request.params.id),
  );
};
