import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startupsEndpoints as endpoints } from '@baobab/contracts/startups-endpoints';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { currentUser } from '../../plugins/auth';
import { getStartupPage } from './startup-page.service';

/** GET /api/startups/:id: public, with the viewer's assessment of the startup (decision 0042). */
export const startupPageRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  app.route({
    ...fromContract(endpoints.detail),
    handler: async (request) => toWire(await getStartupPage(cached, await currentUser(request), request.params.id)),
  });
};
