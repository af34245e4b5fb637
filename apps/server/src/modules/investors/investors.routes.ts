import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investorsEndpoints as endpoints } from '@baobab/contracts/investors-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { currentUser } from '../../plugins/auth';
import { sendEncodedJson } from '../../lib/encoded-body';
import * as investors from './investors.service';


/**
 * Every route's method, path and schemas come from its contract in @baobab/contracts/investors-endpoints
 * (the public portfolio companies route is the portfolio module's). `caches` holds the directory's pages and stat tiles, emptied on every
 * instance when investors or their names change.
 */
export const investorsRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;

  app.route({
    ...fromContract(endpoints.list),
    // Already JSON of the response schema's shape (toInvestor), cached and sent as it is; a visitor's
    // is sent again before routing while it is fresh (plugins/visitor-answers.ts).
    handler: async (request, reply) => {
      const page = await investors.listInvestorPage(cached, request.query);
      return sendEncodedJson(request, reply, page.body, { fresh: page.fresh });
    },
  });

  app.route({
    ...fromContract(endpoints.stats),
    handler: async (request) => investors.getInvestorStats(cached, request.query),
  });

  app.route({
    ...fromContract(endpoints.detail),
    handler: async (request) => investors.getInvestor(db, await currentUser(request), request.params.id),
  });
};
