import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import {
  notificationKindLabels,
  notificationMessages,
  oneClickUnsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeQuestionTemplate,
  unsubscribeResultSchema,
  type NotificationKind,
} from '@baobab/contracts/notifications';
import { message as messageOf } from '@baobab/contracts/i18n/message';
import { notificationsEndpoints as endpoints } from '@baobab/contracts/notifications-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/auth';
import { translatorFor, type Translator } from '../../lib/i18n';
import { acceptUnsubscribeForms, renderUnsubscribePage, sendUnsubscribePage } from '../../lib/unsubscribe-page';
import {
  countUnreadNotifications,
  getPreferences,
  getUnsubscribeKind,
  listNotifications,
  markNotificationsRead,
  unsubscribeWithToken,
  updatePreferences,
} from './notifications.service';

const tags = ['notifications'];

/** The page an unsubscribe link opens: it asks about one kind of e-mail, and leads to all the others. */
function unsubscribePage(kind: NotificationKind, actionPath: string, { locale, message }: Translator): string {
  return renderUnsubscribePage({
    locale,
    question: message(messageOf(unsubscribeQuestionTemplate, { label: messageOf(notificationKindLabels[kind]) })),
    button: message(notificationMessages.unsubscribeButton),
    actionPath,
    manage: { href: '/notifications', label: message(notificationMessages.unsubscribeManage) },
  });
}

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
  acceptUnsubscribeForms(app);

  // The link opened in a browser: a page that asks, and changes nothing (scanners open links too).
  app.get('/api/notifications/unsubscribe', { schema: { tags, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    try {
      const { kind, locale } = await getUnsubscribeKind(db, secret, request.query.token);
      const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return sendUnsubscribePage(reply, unsubscribePage(kind, action, translatorFor(locale)));
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
