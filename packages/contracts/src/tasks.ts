import { z } from 'zod';
import { message, type Message } from './i18n/message';

/**
 * Work the server does for a person outside their request (a queued task): today the reading and
 * analysis of an uploaded document. "Task", not "job": a job is an opportunity on the jobs board.
 */
export const taskKinds = ['document-analysis'] as const;
export type TaskKind = (typeof taskKinds)[number];

/** What the person who started a task can see of it: waiting, in progress, finished, or failed with a reason. */
export const taskStates = ['queued', 'running', 'done', 'failed'] as const;
export type TaskState = (typeof taskStates)[number];

/** Where a finished document analysis is stored: the startup's analysis, and the data-room document it read, if any. */
export const documentAnalysisTaskResultSchema = z.object({
  analysisId: z.number().int(),
  startupId: z.number().int(),
  roomId: z.number().int().nullable(),
  documentId: z.number().int().nullable(),
  /** The version of that data-room document that was read. */
  version: z.number().int().nullable(),
});
export type DocumentAnalysisTaskResult = z.infer<typeof documentAnalysisTaskResultSchema>;

export const taskSchema = z.object({
  id: z.uuid(),
  kind: z.enum(taskKinds),
  state: z.enum(taskStates),
  /** Why it failed, in words for the person who started it (a document over a limit names the limit). */
  reason: z.string().nullable(),
  /** The HTTP status the failure would have had in the request (413 for a limit, 400 for an unreadable file). */
  failureStatus: z.number().int().nullable(),
  result: documentAnalysisTaskResultSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

/** Any id is accepted here: one that is not a task's answers 404, like a task of someone else's. */
export const taskParamsSchema = z.object({ id: z.string().max(64) });
export const isTaskId = (id: string) => z.uuid().safeParse(id).success;

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/messages); taskMessages makes their messages. */
export const taskTemplates = {
  /** Counted: the English forms are in i18n/en/messages.ts. */
  tooManyWaiting: 'You already have {{count}} documents waiting to be analysed. Please wait for them to finish.',
} as const;

export const taskMessages = {
  notFound: 'Task not found',
  /** A task that crashed on every attempt: nothing about the document is known to be wrong. */
  failed: 'The analysis could not be completed. Please try again.',
  /** The person already has as many documents waiting as one instance reads at once. */
  /** A message (decision 0046): counted, its English forms in i18n/en/messages.ts. */
  tooManyWaiting: (max: number): Message => message(taskTemplates.tooManyWaiting, { count: max }),
} as const;
