import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { taskParamsSchema, taskSchema } from './tasks';
import { tasksRoutes } from './tasks-routes';

/** A queued task's state for the person who started it (decision 0018): the server's route and the web's poll. */
export const tasksEndpoints = {
  get: endpoint({
    ...tasksRoutes.get,
    operationId: 'tasksGetTask', summary: 'A queued task the caller started: its state, the reason it failed, or where its result is', tags: ['tasks'],
    params: taskParamsSchema,
    responses: { 200: taskSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
};
