import { z } from 'zod';
import { rowIdSchema } from './common';
import { notificationFrequencies, notificationKinds, notificationKindsWithoutDigest, notificationMessages, NOTIFICATION_PAGE_SIZE, type NotificationKind } from './notifications-texts';

// The zod-free part (strings, labels, limits) is in notifications-texts.ts; importing it from here works too.
export * from './notifications-texts';

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** Where in the app the notification leads (a path such as /messages?thread=4). */
  href: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const notificationPageSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() });

export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /api/notifications/read: the given ids, or every unread one when ids is omitted. */
export const markReadInputSchema = z.strictObject({ ids: z.array(rowIdSchema).max(100).optional() });

export type MarkReadInput = z.infer<typeof markReadInputSchema>;

/** `email` on or off for the kind, and while on, `frequency`: at once or a daily or weekly digest (decision 0064). */
export const notificationPreferenceSchema = z.object({ kind: z.enum(notificationKinds), email: z.boolean(), frequency: z.enum(notificationFrequencies) });

export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);

export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const updatePreferencesInputSchema = z.strictObject({
  // Without `frequency` the kind's stays as it was (the spec's switch sends `email` alone).
  preferences: z
    .array(
      z
        .strictObject({ kind: z.enum(notificationKinds), email: z.boolean(), frequency: z.enum(notificationFrequencies).optional() })
        .refine((p) => p.frequency === undefined || p.frequency === 'immediate' || !(notificationKindsWithoutDigest as readonly NotificationKind[]).includes(p.kind), {
          message: notificationMessages.noDigestForKind,
          path: ['frequency'],
        }),
    )
    .min(1)
    .max(notificationKinds.length),
});

export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInputSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });

/** RFC 8058 one-click body: the mail provider's POST sends `List-Unsubscribe=One-Click`. */
export const oneClickUnsubscribeBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() }).optional();

export const unsubscribeResultSchema = z.object({ kind: z.enum(notificationKinds) });
