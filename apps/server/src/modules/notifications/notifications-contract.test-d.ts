/**
 * Checked by `npm run typecheck` (tsc), never run: a notifications route registered from its contract cannot
 * answer with anything but the contract's response, nor read a request field the contract does not have
 * (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { notificationPageSchema } from '@baobab/contracts/notifications';
import { notificationsEndpoints } from '@baobab/contracts/notifications-endpoints';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { fromContract } from '../../lib/contract-route';
import * as service from './notifications.service';

declare const db: Db;
declare const user: SessionUser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The list contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedList = endpoint({
  ...notificationsEndpoints.list,
  responses: { 200: notificationPageSchema.omit({ unreadCount: true }).extend({ unread: z.number() }) },
});

// The real contract: the service's page is exactly its response.
app.route({ ...fromContract(notificationsEndpoints.list), handler: async (request) => toWire(await service.listNotifications(db, user, request.query)) });

app.route({
  ...fromContract(renamedList),
  // @ts-expect-error the service still answers with unreadCount, which the renamed contract no longer allows
  handler: async (request) => toWire(await service.listNotifications(db, user, request.query)),
});

app.route({
  ...fromContract(notificationsEndpoints.markRead),
  handler: async (request, reply) => {
    // @ts-expect-error the mark-read body is { ids }, so a route cannot read a field it does not declare
    void request.body.notificationIds;
    await service.markNotificationsRead(db, user, request.body);
    return reply.status(204).send(null);
  },
});
