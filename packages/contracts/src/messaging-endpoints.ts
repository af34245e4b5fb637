import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import {
  listMessagesQuerySchema,
  listThreadsQuerySchema,
  messageSchema,
  sendDirectMessageInputSchema,
  sendMessageInputSchema,
  threadPageSchema,
  threadParamsSchema,
  threadSchema,
  unreadCountSchema,
} from './messaging';
import { messagingRoutes } from './messaging-routes';

/** The error bodies every messaging route documents (validation, sign-in, not a participant, no such thread). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The inbox and its threads between accepted connections: the server registers these routes and the web app calls them (decision 0018). */
export const messagingEndpoints = {
  threads: endpoint({ ...messagingRoutes.threads, operationId: 'messagingListThreads', summary: 'Your message threads', tags: ['messaging'], preloads: [{ route: '/messages', for: 'signedIn' }], query: listThreadsQuerySchema, responses: { 200: z.array(threadSchema), ...errors } }),
  thread: endpoint({
    ...messagingRoutes.thread,
    operationId: 'messagingGetThread', summary: 'One thread and its messages', tags: ['messaging'],
    params: threadParamsSchema,
    query: listMessagesQuerySchema,
    responses: { 200: threadPageSchema, ...errors },
  }),
  send: endpoint({
    ...messagingRoutes.send,
    operationId: 'messagingReply', summary: 'Reply in a thread', tags: ['messaging'],
    params: threadParamsSchema,
    body: sendMessageInputSchema,
    responses: { 201: messageSchema, ...errors },
  }),
  /** To a person by id, for clients that know the person but not the thread. */
  sendDirect: endpoint({ ...messagingRoutes.sendDirect, operationId: 'messagingSend', summary: 'Send a message to a connection', tags: ['messaging'], body: sendDirectMessageInputSchema, responses: { 201: messageSchema, ...errors } }),
  markRead: endpoint({ ...messagingRoutes.markRead, operationId: 'messagingMarkThreadRead', summary: 'Mark a thread read', tags: ['messaging'], params: threadParamsSchema, responses: { 204: z.null(), ...errors } }),
  unreadCount: endpoint({ ...messagingRoutes.unreadCount, operationId: 'messagingCountUnread', summary: 'Unread messages', tags: ['messaging'], responses: { 200: unreadCountSchema, ...errors } }),
  /**
   * The live stream (Server-Sent Events, one per tab, opened by an EventSource rather than fetched as JSON): no
   * response schema, and hidden from the OpenAPI document.
   */
  stream: endpoint({ ...messagingRoutes.stream, operationId: 'messagingStream', summary: 'Live message events (Server-Sent Events)', tags: ['messaging'], responses: {} }),
};
