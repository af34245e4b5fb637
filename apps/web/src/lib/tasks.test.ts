import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@baobab/contracts/tasks';
import { ApiRequestError } from './api';
import { followTask, isTask } from './tasks';

const task = (overrides: Partial<Task>): Task => ({
  id: '6f1f7c5e-8a43-4c55-9d6a-0b4f1f6c2a10',
  kind: 'document-analysis',
  state: 'queued',
  reason: null,
  failureStatus: null,
  result: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

/** fetch answering each GET /api/tasks/:id with the next of `answers`. */
function serveTasks(...answers: Task[]) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('followTask', () => {
  it('reads the task until it is done and resolves with where the result is', async () => {
    const result = { analysisId: 7, startupId: 3, roomId: null, documentId: null, version: null };
    const fetchMock = serveTasks(task({}), task({ state: 'running' }), task({ state: 'done', result }));
    await expect(followTask('6f1f7c5e-8a43-4c55-9d6a-0b4f1f6c2a10', 1)).resolves.toEqual(result);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock.mock.calls[0]).toEqual(['/api/tasks/6f1f7c5e-8a43-4c55-9d6a-0b4f1f6c2a10', expect.objectContaining({ method: 'GET' })]);
  });

  it('fails with the status and message the request would have had', async () => {
    serveTasks(task({ state: 'failed', failureStatus: 413, reason: 'This PDF has more than 500 pages; Baobab analyses documents of up to 500 pages.' }));
    const error = await followTask('6f1f7c5e-8a43-4c55-9d6a-0b4f1f6c2a10', 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(413);
    expect((error as ApiRequestError).serverMessage).toBe('This PDF has more than 500 pages; Baobab analyses documents of up to 500 pages.');
  });
});

describe('isTask', () => {
  it('tells a task from an analysis answered at once', () => {
    expect(isTask(task({}))).toBe(true);
    expect(isTask({ id: 4, startupId: 3, source: 'pdf', createdAt: '2026-11-24T10:00:00.000Z' })).toBe(false);
    expect(isTask(null)).toBe(false);
  });
});
