/**
 * Tasks a person started (integrations/queue.ts), as they may see them: only their own, by id,
 * while pg-boss keeps the record. A task that is someone else's answers exactly like one that
 * does not exist.
 */
import { errorCodes } from '@baobab/contracts/errors';
import { isTaskId, taskMessages, type DocumentAnalysisTaskResult, type Task, type TaskKind, type TaskState } from '@baobab/contracts/tasks';
import type { Db } from '../../db/client';
import type { Queue, StoredTask } from '../../integrations/queue';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { findTaskOwner } from './tasks.repository';

/** Every task a person can start carries its owner. */
export type OwnedTaskData = { ownerId: string };

/**
 * What a task's handler returns: where the finished work is, or why it was refused. A refusal
 * (a document over a limit, an unreadable file) is an answer, stored as a result and never retried.
 */
export type TaskOutcome = { result: DocumentAnalysisTaskResult } | { refusal: { status: number; code: string; message: string } };

const isOutcome = (output: unknown): output is TaskOutcome =>
  typeof output === 'object' && output !== null && ('result' in output || 'refusal' in output);

function stateOf(task: StoredTask<OwnedTaskData>): { state: TaskState; outcome: TaskOutcome | null } {
  switch (task.state) {
    case 'created':
    case 'retry':
      return { state: 'queued', outcome: null };
    case 'active':
      return { state: 'running', outcome: null };
    case 'completed': {
      const outcome = isOutcome(task.output) ? task.output : null;
      return { state: outcome && 'result' in outcome ? 'done' : 'failed', outcome };
    }
    default:
      return { state: 'failed', outcome: null };
  }
}

export function toTask(kind: TaskKind, task: StoredTask<OwnedTaskData>): Task {
  const { state, outcome } = stateOf(task);
  const refusal = outcome && 'refusal' in outcome ? outcome.refusal : null;
  return {
    id: task.id,
    kind,
    state,
    reason: state === 'failed' ? (refusal?.message ?? taskMessages.failed) : null,
    failureStatus: state === 'failed' ? (refusal?.status ?? 500) : null,
    result: outcome && 'result' in outcome ? outcome.result : null,
    createdAt: task.createdOn.toISOString(),
    finishedAt: task.completedOn?.toISOString() ?? null,
  };
}

/** Kinds a person can start and look up; the periodic and e-mail tasks belong to nobody. */
const ownedKinds: readonly TaskKind[] = ['document-analysis'];

export async function getOwnTask(queue: Queue, user: SessionUser, id: string): Promise<Task> {
  if (!isTaskId(id)) throw notFound('Task');
  for (const kind of ownedKinds) {
    const task = await queue.get<OwnedTaskData>(kind, id);
    if (task && task.data.ownerId === user.id) return toTask(kind, task);
  }
  throw notFound('Task');
}

/**
 * Waits up to `timeoutMs` for a task the caller just started, so a quick one answers in the same
 * request: its result when it is done, the refusal as the error the request would have had, or
 * the task (still queued or running) for the client to follow at GET /api/tasks/:id. With no time to
 * wait, always the task.
 */
export async function awaitOwnTask(queue: Queue, kind: TaskKind, id: string, timeoutMs: number): Promise<{ done: DocumentAnalysisTaskResult } | { pending: Task }> {
  const stored = await queue.settled<OwnedTaskData>(kind, id, timeoutMs);
  if (!stored) throw notFound('Task');
  const task = toTask(kind, stored);
  // A request that may not wait (DOCUMENT_WAIT_SECONDS=0) always answers with the task to follow: whether a
  // worker has already ended it in the moment since it was sent must not decide the answer's shape.
  if (timeoutMs <= 0) return { pending: task };
  if (task.state === 'done' && task.result) return { done: task.result };
  if (task.state === 'failed') {
    const refusal = isOutcome(stored.output) && 'refusal' in stored.output ? stored.output.refusal : null;
    throw new AppError(refusal?.status ?? 500, refusal?.code ?? errorCodes.internal, task.reason ?? taskMessages.failed);
  }
  return { pending: task };
}

/** The owner as a request would see them, for a handler acting on their behalf; null once the account is gone. */
export const loadTaskOwner = (db: Db, userId: string) => findTaskOwner(db, userId);
