import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountLimitsConfig } from '../account-limits/account-limits.service';
import { messagingEndpoints as endpoints } from '@baobab/contracts/messaging-endpoints';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { registerMessageStream } from './messaging.stream';
import { countUnreadMessages, getThreadPage, listThreads, markThreadRead, sendDirectMessage, sendMessage } from './messaging.service';


/**
 * The inbox, threads between accepted connections, and the live stream. Every route's method, path and schemas
 * come from its contract in @baobab/contracts/messaging-endpoints.
 */
export const messagingRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery; limits: AccountLimitsConfig }> = async (app, { db, delivery, limits }) => {
  app.route({
    ...fromContract(endpoints.threads),
    handler: async (request) => listThreads(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.thread),
    handler: async (request) => getThreadPage(db, await requireUser(request), request.params.id, request.query),
  });

  app.route({
    ...fromContract(endpoints.send),
    handler: async (request, reply) => reply.status(201).send(await sendMessage(db, await requireUser(request), request.params.id, request.body, delivery, limits)),
  });

  app.route({
    ...fromContract(endpoints.sendDirect),
    handler: async (request, reply) => reply.status(201).send(await sendDirectMessage(db, await requireUser(request), request.body, delivery, limits)),
  });

  app.route({
    ...fromContract(endpoints.markRead),
    handler: async (request, reply) => {
      await markThreadRead(db, await requireUser(request), request.params.id, delivery);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.unreadCount),
    handler: async (request) => ({ count: await countUnreadMessages(db, await requireUser(request)) }),
  });

  registerMessageStream(app, db, delivery.realtime);
};
