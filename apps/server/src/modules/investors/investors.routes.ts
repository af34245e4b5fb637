import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { investorDetailSchema, investorSchema, investorStatsSchema, listInvestorsQuerySchema } from '@baobab/contracts/investors';
import type { CachedDb } from '../../lib/cache-registry';
import { currentUser } from '../../plugins/auth';
import * as investors from './investors.service';

const statsQuerySchema = listInvestorsQuerySchema.omit({ limit: true, offset: true });

/** `caches` holds the stat tiles, emptied on every instance when investors or their names change. */
export const investorsRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;
  const tags = ['investors'];

  app.get('/api/investors', { schema: { tags, querystring: listInvestorsQuerySchema, response: { 200: z.array(investorSchema), 400: apiErrorSchema } } }, async (request) =>
    investors.listInvestors(db, request.query),
  );

  app.get('/api/investors/stats', { schema: { tags, querystring: statsQuerySchema, response: { 200: investorStatsSchema, 400: apiErrorSchema } } }, async (request) =>
    investors.getInvestorStats(cached, request.query),
  );

  app.get('/api/investors/:id', { schema: { tags, params: idParamsSchema, response: { 200: investorDetailSchema, 404: apiErrorSchema } } }, async (request) =>
    investors.getInvestor(db, await currentUser(request), request.params.id),
  );
};
