import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import {
  listNotificationsQuerySchema,
  markReadInputSchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unsubscribeQuerySchema,
  updatePreferencesInputSchema,
} from '@baobab/contracts/notifications';
import { unreadCountSchema } from '@baobab/contracts/messaging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import {
  countUnreadNotifications,
  getPreferences,
  listNotifications,
  markNotificationsRead,
  unsubscribeWithToken,
  updatePreferences,
} from './notifications.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const tags = ['notifications'];

/** The bell, the notifications page and its e-mail preferences, and e-mail unsubscribe links. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  app.get(
    '/api/notifications',
    { schema: { tags, querystring: listNotificationsQuerySchema, response: { 200: notificationPageSchema, ...errors } } },
    async (request) => listNotifications(db, await requireUser(request), request.query),
  );

  app.get('/api/notifications/unread-count', { schema: { tags, response: { 200: unreadCountSchema, ...errors } } }, async (request) => ({
    count: await countUnreadNotifications(db, await requireUser(request)),
  }));

  app.post(
    '/api/notifications/read',
    { schema: { tags, body: markReadInputSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await markNotificationsRead(db, await requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/notifications/preferences', { schema: { tags, response: { 200: notificationPreferencesSchema, ...errors } } }, async (request) =>
    getPreferences(db, await requireUser(request)),
  );

  app.put(
    '/api/notifications/preferences',
    { schema: { tags, body: updatePreferencesInputSchema, response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => updatePreferences(db, await requireUser(request), request.body),
  );

  // A link in an e-mail, opened in a browser: answer with a page, not JSON.
  app.get('/api/notifications/unsubscribe', { schema: { tags, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    try {
      const kind = await unsubscribeWithToken(db, secret, request.query.token);
      return reply.redirect(`/notifications?unsubscribed=${kind}`, 303);
    } catch (error) {
      if (error instanceof AppError) return reply.redirect('/notifications?unsubscribed=invalid', 303);
      throw error;
    }
  });
};
