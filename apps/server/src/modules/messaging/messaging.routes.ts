import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
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
} from '@baobab/contracts/messaging';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import { registerMessageStream } from './messaging.stream';
import { countUnreadMessages, getThreadPage, listThreads, markThreadRead, sendDirectMessage, sendMessage } from './messaging.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ['messaging'];

/** The inbox, threads between accepted connections, and the live stream. */
export const messagingRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.get(
    '/api/messages/threads',
    { schema: { tags, querystring: listThreadsQuerySchema, response: { 200: z.array(threadSchema), ...errors } } },
    async (request) => listThreads(db, await requireUser(request), request.query),
  );

  app.get(
    '/api/messages/threads/:id',
    { schema: { tags, params: threadParamsSchema, querystring: listMessagesQuerySchema, response: { 200: threadPageSchema, ...errors } } },
    async (request) => getThreadPage(db, await requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/api/messages/threads/:id/messages',
    { schema: { tags, params: threadParamsSchema, body: sendMessageInputSchema, response: { 201: messageSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await sendMessage(db, await requireUser(request), request.params.id, request.body, delivery)),
  );

  app.post(
    '/api/messages',
    { schema: { tags, body: sendDirectMessageInputSchema, response: { 201: messageSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await sendDirectMessage(db, await requireUser(request), request.body, delivery)),
  );

  app.post(
    '/api/messages/threads/:id/read',
    { schema: { tags, params: threadParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await markThreadRead(db, await requireUser(request), request.params.id, delivery);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/messages/unread-count', { schema: { tags, response: { 200: unreadCountSchema, ...errors } } }, async (request) => ({
    count: await countUnreadMessages(db, await requireUser(request)),
  }));

  registerMessageStream(app, db, delivery.realtime);
};
