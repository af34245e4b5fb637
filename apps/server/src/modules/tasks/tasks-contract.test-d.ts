/**
 * Checked by `npm run typecheck` (tsc), never run: the task route registered from its contract cannot answer with
 * anything but the contract's response, nor read a parameter the contract does not have (decision 0018). Each
 * `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { taskSchema } from '@baobab/contracts/tasks';
import { tasksEndpoints } from '@baobab/contracts/tasks-endpoints';
import type { Queue } from '../../integrations/queue';
import { fromContract } from '../../lib/contract-route';
import type { SessionUser } from '../../lib/session-user';
import { getOwnTask } from './tasks.service';

declare const queue: Queue;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The task contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedTask = endpoint({
  ...tasksEndpoints.get,
  responses: { ...tasksEndpoints.get.responses, 200: taskSchema.omit({ failureStatus: true }).extend({ failureCode: z.number().int().nullable() }) },
});

// The real contract: the service's task is exactly its response.
app.route({ ...fromContract(tasksEndpoints.get), handler: async (request) => getOwnTask(queue, user, request.params.id) });

app.route({
  ...fromContract(renamedTask),
  // @ts-expect-error the service still answers with failureStatus, which the renamed contract no longer allows
  handler: async (request) => getOwnTask(queue, user, request.params.id),
});

app.route({
  ...fromContract(tasksEndpoints.get),
  handler: async (request) => {
    // @ts-expect-error the task contract's params are { id }, so a route cannot read one it does not declare
    void request.params.taskId;
    return getOwnTask(queue, user, request.params.id);
  },
});
