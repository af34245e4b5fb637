import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { calendarDateSchema } from './dates';
import { dealStages } from './enums';
import { dealTaskMessages as m } from './deal-tasks-texts';
import { committeeDecisions } from './deal-committee';
import { commitmentStates } from './round-room-texts';

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

/** A meeting logged on a deal (decision 0054): the day it took place, who attended as written, and the notes as written. */
export const createDealMeetingInputSchema = z.strictObject({
  heldOn: calendarDateSchema(m.meetingDate),
  attendees: z
    .string()
    .trim()
    .max(500, m.attendeesTooLong)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  notes: z.string({ error: m.meetingNotesRequired }).trim().min(1, m.meetingNotesRequired).max(10_000, m.meetingNotesTooLong),
});

export type CreateDealMeetingInput = z.infer<typeof createDealMeetingInputSchema>;
export type CreateDealMeetingFormValues = z.input<typeof createDealMeetingInputSchema>;

export const dealMeetingSchema = z.object({
  id: z.number(),
  dealId: z.number(),
  heldOn: z.string(),
  attendees: z.string().nullable(),
  notes: z.string(),
  loggedAt: z.string(),
  loggedBy: z.string().nullable(),
});

export type DealMeeting = z.infer<typeof dealMeetingSchema>;

const stage = z.enum(dealStages);
const commitmentState = z.enum(commitmentStates);
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
  z.object({ kind: z.literal('committee_decision'), at: z.string(), by: z.string().nullable(), outcome: z.enum(committeeDecisions) }),
  // A meeting a member logged: attendees and notes are their words, shown as written.
  z.object({ kind: z.literal('meeting'), at: z.string(), by: z.string().nullable(), meetingId: z.number(), heldOn: z.string(), attendees: z.string().nullable(), notes: z.string() }),
  // The facts below live with the startup; each shows only what every reader of the timeline may read elsewhere (decision 0054).
  /** A current member (`by`) opened a document of a room the fund holds a live grant to, covering that document. */
  z.object({ kind: z.literal('room_view'), at: z.string(), by: z.string().nullable(), room: z.string(), document: z.string() }),
  /** The startup's founder (`by`) sent an investor update for a month that reached these current members: the fact, never its text. */
  z.object({ kind: z.literal('update_received'), at: z.string(), by: z.string().nullable(), period: z.string(), recipients: z.array(z.string()) }),
  /** A current member (`by`) and the startup's founder exchanged messages on this UTC day (`at`: the day's last one); never their content. */
  z.object({ kind: z.literal('messages'), at: z.string(), by: z.string().nullable() }),
  /** A current member (`by`) invited to the startup's round room; the round's name only to that member. */
  z.object({ kind: z.literal('round_invited'), at: z.string(), by: z.string().nullable(), round: z.string().nullable() }),
  /** A current member's (`by`) commitment as it now stands; the round's name and the amount only to that member. */
  z.object({
    kind: z.literal('commitment'),
    at: z.string(),
    by: z.string().nullable(),
    state: commitmentState,
    round: z.string().nullable(),
    amount: z.object({ amountMinor: z.string(), currency: z.string() }).nullable(),
  }),
]);

export type DealTimelineEvent = z.infer<typeof dealTimelineEventSchema>;
/** Newest first. */
export const dealTimelineSchema = z.array(dealTimelineEventSchema);
