import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesEndpoints as endpoints } from '@baobab/contracts/preferences-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './preferences.service';


/** PUT /api/account/preferences: the caller's language and display currency. */
export const preferencesRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  app.route({
    ...fromContract(endpoints.updatePreferences),
    handler: async (request) => service.updatePreferences(cached, await requireUser(request), request.body),
  });
};
