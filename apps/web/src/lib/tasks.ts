import type { DocumentAnalysisTaskResult, Task } from '@baobab/contracts/tasks';
import { tasksRoutes } from '@baobab/contracts/tasks-routes';
import { ApiRequestError } from './api';
import { callEndpoint } from './call-endpoint';

/** A 202 answer: the work goes on in a queued task (an analysis that took longer than the request waits). */
export const isTask = (body: unknown): body is Task =>
  typeof body === 'object' && body !== null && 'kind' in body && 'state' in body && 'finishedAt' in body;

/**
 * Follows a queued task until it has ended: resolves with where its result is, or fails with the
 * error the request would have had (a document over a limit names the limit).
 */
export async function followTask(id: string, pollMs = 1000): Promise<DocumentAnalysisTaskResult> {
  for (;;) {
    const task = await callEndpoint(tasksRoutes.get, { params: { id } });
    if (task.state === 'done' && task.result) return task.result;
    if (task.state === 'failed') throw new ApiRequestError(task.failureStatus ?? 500, JSON.stringify({ message: task.reason }), 'Failed');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
