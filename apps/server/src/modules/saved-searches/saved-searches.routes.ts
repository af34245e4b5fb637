import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { notificationMessages, oneClickUnsubscribeBodySchema, unsubscribeQuerySchema } from '@baobab/contracts/notifications';
import { savedSearchEmail } from '@baobab/contracts/saved-searches';
import { savedSearchesEndpoints as endpoints } from '@baobab/contracts/saved-searches-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { AppError } from '../../lib/errors';
import { translatorFor, type Translator } from '../../lib/i18n';
import { acceptUnsubscribeForms, renderUnsubscribePage, sendUnsubscribePage } from '../../lib/unsubscribe-page';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { requireUser } from '../../plugins/auth';
import * as service from './saved-searches.service';

const tags = ['saved-searches'];
const invalidLink = '/saved-searches?unsubscribed=invalid';

/** The page a digest's unsubscribe link opens: it asks about that one search, by its name. */
function unsubscribePage(name: string, actionPath: string, { locale, t, message }: Translator): string {
  return renderUnsubscribePage({ locale, question: t(savedSearchEmail.unsubscribeQuestion, { name }), button: message(notificationMessages.unsubscribeButton), actionPath });
}

/** Every route's method, path and schemas come from @baobab/contracts/saved-searches-endpoints, but the unsubscribe link's. */
export const savedSearchesRoutes: FastifyPluginAsyncZod<{ db: Db; secret: string }> = async (app, { db, secret }) => {
  app.route({ ...fromContract(endpoints.list), handler: async (request) => toWire(await service.listSavedSearches(db, await requireUser(request))) });
  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(toWire(await service.createSavedSearch(db, await requireUser(request), request.body))),
  });
  app.route({ ...fromContract(endpoints.inbox), handler: async (request) => toWire(await service.getInbox(db, await requireUser(request), request.params.id)) });
  app.route({
    ...fromContract(endpoints.setFrequency),
    handler: async (request) => toWire(await service.setFrequency(db, await requireUser(request), request.params.id, request.body.frequency)),
  });
  app.route({
    ...fromContract(endpoints.markSeen),
    handler: async (request, reply) => {
      await service.markSeen(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.remove),
    handler: async (request, reply) => {
      await service.deleteSavedSearch(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  // The digest's unsubscribe link, hand-registered as the notifications' is: a page, a redirect, form bodies (RFC 8058).
  acceptUnsubscribeForms(app);

  app.get('/api/saved-searches/unsubscribe', { schema: { tags, querystring: unsubscribeQuerySchema } }, async (request, reply) => {
    try {
      const { name, locale } = await service.getUnsubscribeTarget(db, secret, request.query.token);
      const action = `/api/saved-searches/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return sendUnsubscribePage(reply, unsubscribePage(name, action, translatorFor(locale)));
    } catch (error) {
      if (error instanceof AppError) return reply.redirect(invalidLink, 303);
      throw error;
    }
  });

  app.post(
    '/api/saved-searches/unsubscribe',
    {
      schema: {
        tags,
        querystring: unsubscribeQuerySchema,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'],
        body: oneClickUnsubscribeBodySchema,
        response: { 200: z.object({ searchId: z.number() }), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const isBrowser = request.headers.accept?.includes('text/html') ?? false;
      try {
        const searchId = await service.unsubscribeWithToken(db, secret, request.query.token);
        return isBrowser ? reply.redirect(`/saved-searches?search=${searchId}&unsubscribed=1`, 303) : { searchId };
      } catch (error) {
        if (isBrowser && error instanceof AppError) return reply.redirect(invalidLink, 303);
        throw error;
      }
    },
  );
};
