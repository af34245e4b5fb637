import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECENT_ACTIVITY_LIMIT } from '@baobab/contracts/dashboard';
import { dashboardEndpoints as endpoints } from '@baobab/contracts/dashboard-endpoints';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { getDashboardStats, getRecentActivity } from './dashboard.service';


/** Every route's method, path and schemas come from its contract in @baobab/contracts/dashboard-endpoints. */
export const dashboardRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;
  app.route({
    ...fromContract(endpoints.stats),
    // The notes go out in English with their messages beside (decision 0046).
    handler: async (request) => toWire(await getDashboardStats(cached, await requireUser(request))),
  });

  app.route({
    ...fromContract(endpoints.activity),
    // An event's content is its notification's title message, sent as its English (decision 0046).
    handler: async (request) => toWire(await getRecentActivity(db, await requireUser(request), RECENT_ACTIVITY_LIMIT)),
  });
};
