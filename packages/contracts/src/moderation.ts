import { z } from 'zod';
import { rowIdSchema, rowIdTextSchema } from './common';
import { adminReasonSchema } from './admin';
import { refusalError } from './refusal-schema';
import { REPORT_DETAILS_MAX, reportTargetTypes, reportReasons, moderationMessages, accountStatuses, reportStatuses } from './moderation-texts';

// The zod-free part (strings, labels, limits) is in moderation-texts.ts; importing it from here works too.
export * from './moderation-texts';

export const createReportInputSchema = z
  .strictObject({
    targetType: z.enum(reportTargetTypes),
    targetId: z.string().trim().min(1).max(100),
    reason: z.enum(reportReasons, { error: moderationMessages.reasonRequired }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, refusalError(moderationMessages.detailsTooLong)).default(''),
  })
  .refine((input) => input.reason !== 'other' || input.details.length > 0, { message: moderationMessages.detailsRequired, path: ['details'] });

export type CreateReportInput = z.input<typeof createReportInputSchema>;

export const createReportResultSchema = z.object({ id: z.number().int() });

const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
});

export const reportedAccountSchema = personSchema.extend({
  status: z.enum(accountStatuses),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  reportCount: z.number().int(),
});

export type ReportedAccount = z.infer<typeof reportedAccountSchema>;

/** The reported content as the admin reads it; null when it was deleted since. */
export const reportContentSchema = z.object({
  /** A title line: the startup's or job's name, the profile's person, the room's name. */
  title: z.string(),
  /** The text itself: the message, a description, the profile's headline and bio, the request's note. */
  text: z.string(),
  /** Who else is involved: a message thread's two people. */
  participants: z.array(z.string()),
  isHidden: z.boolean(),
});

export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.string(),
  reason: z.enum(reportReasons),
  details: z.string(),
  status: z.enum(reportStatuses),
  createdAt: z.string(),
  reporter: personSchema,
  account: reportedAccountSchema,
  content: reportContentSchema.nullable(),
  /** Other open reports of the same content, by other people. */
  otherOpenReports: z.number().int(),
});

export type Report = z.infer<typeof reportSchema>;

export const reportQueueSchema = z.object({ items: z.array(reportSchema) });

export type ReportQueue = z.infer<typeof reportQueueSchema>;

export const reportParamsSchema = z.strictObject({ id: rowIdTextSchema });

export const dismissReportInputSchema = z.strictObject({ reason: adminReasonSchema, resolveRelated: z.boolean().default(false) });

export type DismissReportInput = z.input<typeof dismissReportInputSchema>;

/** Hide or unhide one piece of content (not an access request: it has no public face). */
export const contentActionInputSchema = z.strictObject({
  targetType: z.enum(['profile', 'startup', 'job', 'message']),
  targetId: z.string().trim().min(1).max(100),
  reason: adminReasonSchema,
  reportId: rowIdSchema.optional(),
  resolveRelated: z.boolean().default(false),
});

export type ContentActionInput = z.input<typeof contentActionInputSchema>;

/** Warn, suspend or ban an account; `reportId` resolves that report (and, with resolveRelated, the others on its content). */
export const accountActionInputSchema = z.strictObject({
  action: z.enum(['warn', 'suspend', 'ban', 'unsuspend', 'unban']),
  reason: adminReasonSchema,
  reportId: rowIdSchema.optional(),
  resolveRelated: z.boolean().default(false),
});

export type AccountActionInput = z.input<typeof accountActionInputSchema>;

export const accountParamsSchema = z.strictObject({ userId: z.string().min(1).max(100) });

export const accountSearchQuerySchema = z.object({ q: z.string().trim().min(2).max(100) });

export const moderationHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string(),
  admin: z.string().nullable(),
  createdAt: z.string(),
  reversedAt: z.string().nullable(),
  reverseReason: z.string().nullable(),
});

export type ModerationHistoryEntry = z.infer<typeof moderationHistoryEntrySchema>;

export const moderatedAccountSchema = reportedAccountSchema.extend({ history: z.array(moderationHistoryEntrySchema) });

export type ModeratedAccount = z.infer<typeof moderatedAccountSchema>;

export const accountSearchResultSchema = z.object({ items: z.array(reportedAccountSchema) });
