import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { calendarDateSchema } from './dates';
import { dealStages } from './enums';
import { dealTaskMessages as m } from './deal-tasks-texts';

export * from './deal-tasks-texts';

const titleSchema = z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.titleTooLong);
const assigneeSchema = z.string().min(1, m.assigneeNotMember).nullable();
const dueDateSchema = calendarDateSchema(m.dueDate).nullable();

export const createDealTaskInputSchema = z.strictObject({
  title: titleSchema,
  assigneeId: assigneeSchema.default(null),
  dueDate: dueDateSchema.default(null),
});

export type CreateDealTaskInput = z.infer<typeof createDealTaskInputSchema>;
export type CreateDealTaskFormValues = z.input<typeof createDealTaskInputSchema>;

/** Any of title, assignee, due date and done; done true completes the task, false opens it again. */
export const updateDealTaskInputSchema = z
  .strictObject({ title: titleSchema.optional(), assigneeId: assigneeSchema.optional(), dueDate: dueDateSchema.optional(), done: z.boolean().optional() })
  .refine((value) => Object.values(value).some((v) => v !== undefined), m.nothingToUpdate);

export type UpdateDealTaskInput = z.infer<typeof updateDealTaskInputSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const dealTaskSchema = z.object({
  id: z.number(),
  dealId: z.number(),
  title: z.string(),
  /** Shown while they may hold it: a current member of the fund (or the investor on their own deal). */
  assignee: personSchema.nullable(),
  dueDate: z.string().nullable(),
  done: z.boolean(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
  /** Open and due before today's UTC date, the one "today" of the server (decision 0054). */
  overdue: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});

export type DealTask = z.infer<typeof dealTaskSchema>;
export const dealTasksSchema = z.array(dealTaskSchema);

export const dealTaskParamsSchema = z.strictObject({ id: rowIdTextSchema, taskId: rowIdTextSchema });

const stage = z.enum(dealStages);
/** One fact of a deal's history, read from where it is stored; `by` is the person's name, null if unknown or gone. */
export const dealTimelineEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stage'), at: z.string(), by: z.string().nullable(), from: stage.nullable(), to: stage }),
  z.object({ kind: z.literal('note'), at: z.string(), by: z.string().nullable(), noteId: z.number(), body: z.string() }),
  z.object({ kind: z.literal('task_created'), at: z.string(), by: z.string().nullable(), taskId: z.number(), title: z.string(), assignee: z.string().nullable() }),
  z.object({ kind: z.literal('task_completed'), at: z.string(), by: z.string().nullable(), taskId: z.number(), title: z.string() }),
  z.object({ kind: z.literal('assignment'), at: z.string(), by: z.string().nullable(), owner: z.string().nullable(), assignees: z.array(z.string()) }),
  // The investment committee (decision 0060): who opened it, who voted (never how, so the timeline anchors nobody), memo saves.
  z.object({ kind: z.literal('committee_opened'), at: z.string(), by: z.string().nullable() }),
  z.object({ kind: z.literal('committee_vote'), at: z.string(), by: z.string().nullable(), changed: z.boolean() }),
  z.object({ kind: z.literal('committee_memo'), at: z.string(), by: z.string().nullable(), version: z.number().int() }),
]);

export type DealTimelineEvent = z.infer<typeof dealTimelineEventSchema>;
/** Newest first. */
export const dealTimelineSchema = z.array(dealTimelineEventSchema);
