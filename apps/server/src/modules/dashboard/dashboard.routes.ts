import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECENT_ACTIVITY_LIMIT } from '@baobab/contracts/dashboard';
import { dashboardEndpoints as endpoints } from '@baobab/contracts/dashboard-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { getDashboardStats, getRecentActivity } from './dashboard.service';

const tags = ['dashboard'];

/** Every route's method, path and schemas come from its contract in @baobab/contracts/dashboard-endpoints. */
export const dashboardRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;
  app.route({
    ...fromContract(endpoints.stats, tags),
    handler: async (request) => getDashboardStats(cached, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.activity, tags),
    handler: async (request) => getRecentActivity(db, await requireUser(request), RECENT_ACTIVITY_LIMIT),
  });
};
