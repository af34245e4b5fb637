import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { oneClickUnsubscribeBodySchema, unsubscribeQuerySchema, unsubscribeResultSchema } from '@baobab/contracts/notifications';
import { notificationsEndpoints as endpoints } from '@baobab/contracts/notifications-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { translatorFor } from '../../lib/i18n';
import {
  countUnreadNotifications,
  getPreferences,
  getUnsubscribeKind,
  listNotifications,
  markNotificationsRead,
  unsubscribeWithToken,
  updatePreferences,
} from './notifications.service';
import { renderUnsubscribePage } from './unsubscribe-page';

const tags = ['notifications'];

/**
 * The bell, the notifications page and its e-mail preferences (routes from their contracts in
 * @baobab/contracts/notifications-endpoints), and e-mail unsubscribe links.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  app.route({
    ...fromContract(endpoints.list),
    // The titles and bodies go out in English with their messages beside (decision 0046).
    handler: async (request) => toWire(await listNotifications(db, await requireUser(request), request.query)),
  });

  app.route({
    ...fromContract(endpoints.unreadCount),
    handler: async (request) => ({ count: await countUnreadNotifications(db, await requireUser(request)) }),
  });

  app.route({
    ...fromContract(endpoints.markRead),
    handler: async (request, reply) => {
      await markNotificationsRead(db, await requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.preferences),
    handler: async (request) => getPreferences(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.updatePreferences),
    handler: async (request) => updatePreferences(db, await requireUser(request), request.body),
  });

  // The unsubscribe routes below stay hand-registered: they serve a page or a redirect and accept form bodies.
  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form, and the
  // confirmation page's button posts the same form. Only this plugin's routes accept form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // The same field may come as multipart/form-data; the signed token is all that matters, so the body is not read.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  // The link opened in a browser: a page that asks, and changes nothing (scanners open links too).
  app.get('/api/notifications/unsubscribe', { schema: { tags, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    try {
      const { kind, locale } = await getUnsubscribeKind(db, secret, request.query.token);
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderUnsubscribePage(kind, action, translatorFor(locale)));
    } catch (error) {
      if (error instanceof AppError) return reply.redirect('/notifications?unsubscribed=invalid', 303);
      throw error;
    }
  });

  // The one-click POST, without a session: the token is the permission. A browser (the page's
  // button) is sent on to the notifications page; a mail provider gets the JSON answer.
  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeQuerySchema,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: oneClickUnsubscribeBodySchema,
        response: { 200: unsubscribeResultSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const isBrowser = request.headers.accept?.includes('text/html') ?? false;
      try {
        const kind = await unsubscribeWithToken(db, secret, request.query.token);
        return isBrowser ? reply.redirect(`/notifications?unsubscribed=${kind}`, 303) : { kind };
      } catch (error) {
        if (isBrowser && error instanceof AppError) return reply.redirect('/notifications?unsubscribed=invalid', 303);
        throw error;
      }
    },
  );
};
