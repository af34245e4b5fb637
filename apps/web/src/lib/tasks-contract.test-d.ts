/**
 * Checked by `npm run typecheck` (tsc), never run: polling a task reads what the task contract returns, and a
 * read or a call that drifts from it is a type error (decision 0018). Each `@ts-expect-error` fails typecheck on
 * the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { taskSchema, type DocumentAnalysisTaskResult, type Task } from '@baobab/contracts/tasks';
import { tasksEndpoints } from '@baobab/contracts/tasks-endpoints';
import { callEndpoint } from './call-endpoint';
import type { followTask } from './tasks';

expectTypeOf<ReturnType<typeof followTask>>().toEqualTypeOf<Promise<DocumentAnalysisTaskResult>>();

/** The task contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedTask = endpoint({
  ...tasksEndpoints.get,
  responses: { 200: taskSchema.omit({ failureStatus: true }).extend({ failureCode: z.number().int().nullable() }) },
});

export async function readsOfADriftedContract() {
  const task = await callEndpoint(renamedTask, { params: { id: 'x' } });
  // @ts-expect-error followTask reads failureStatus, which the renamed contract no longer returns
  const status = task.failureStatus;
  // @ts-expect-error a Task is what the poll hands on, which the renamed response no longer is
  const polled: Task = task;
  return { status, polled };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the task path needs its :id
  await callEndpoint(tasksEndpoints.get);
  const task = await callEndpoint(tasksEndpoints.get, { params: { id: 'x' } });
  expectTypeOf(task).toEqualTypeOf<Task>();
}
