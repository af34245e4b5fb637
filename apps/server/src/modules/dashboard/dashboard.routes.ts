import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitySchema, dashboardStatsSchema, RECENT_ACTIVITY_LIMIT } from '@baobab/contracts/dashboard';
import { apiErrorSchema } from '@baobab/contracts/errors';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { getDashboardStats, getRecentActivity } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/dashboard/stats', { schema: { tags: ['dashboard'], response: { 200: dashboardStatsSchema, 401: apiErrorSchema } } }, async (request) =>
    getDashboardStats(db, await requireUser(request)),
  );

  app.get('/api/dashboard/activity', { schema: { tags: ['dashboard'], response: { 200: activitySchema, 401: apiErrorSchema } } }, async (request) =>
    getRecentActivity(db, await requireUser(request), RECENT_ACTIVITY_LIMIT),
  );
};
