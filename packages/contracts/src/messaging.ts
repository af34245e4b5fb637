import { z } from 'zod';
import { rowIdTextSchema } from './common';
import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, THREAD_PAGE_SIZE, messagingMessages } from './messaging-texts';

// The zod-free part (strings, labels, limits) is in messaging-texts.ts; importing it from here works too.
export * from './messaging-texts';

const contentSchema = z
  .string({ error: messagingMessages.empty })
  .trim()
  .min(1, messagingMessages.empty)
  .max(MESSAGE_MAX_LENGTH, messagingMessages.tooLong);

/** POST /api/messages/threads/:id/messages. */
export const sendMessageInputSchema = z.strictObject({ content: contentSchema });

export type SendMessageInput = z.infer<typeof sendMessageInputSchema>;

/** POST /api/messages: to a person by id, for clients that know the person but not the thread. */
export const sendDirectMessageInputSchema = z.strictObject({ recipientId: z.string().min(1).max(64), content: contentSchema });

export type SendDirectMessageInput = z.infer<typeof sendDirectMessageInputSchema>;

export const threadParamsSchema = z.object({ id: rowIdTextSchema });

export const listThreadsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE_SIZE).default(THREAD_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** Older messages are fetched with `before` = the oldest id shown. */
export const listMessagesQuerySchema = z.object({
  before: rowIdTextSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
});

export const messageSchema = z.object({
  id: z.number().int(),
  threadId: z.number().int(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** Hidden by a moderator: `content` is then the removal notice, not the text. */
  isRemoved: z.boolean().optional(),
});

export type Message = z.infer<typeof messageSchema>;

const participantSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  headline: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});

/** A thread is an accepted connection: its id is the connection's id. */
export const threadSchema = z.object({
  id: z.number().int(),
  otherUser: participantSchema,
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int(),
  connectedAt: z.string(),
});

export type Thread = z.infer<typeof threadSchema>;

export const threadPageSchema = z.object({ thread: threadSchema, messages: z.array(messageSchema), hasOlder: z.boolean() });

export type ThreadPage = z.infer<typeof threadPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** What GET /api/messages/stream sends, one JSON object per Server-Sent Event. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('notification'), notificationId: z.number().int() }),
  z.object({ type: z.literal('read'), threadId: z.number().int() }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
