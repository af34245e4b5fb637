import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { investorsEndpoints as endpoints } from '@baobab/contracts/investors-endpoints';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../integrations/change-feed';
import { fromContract } from '../../lib/contract-route';
import { currentUser } from '../../plugins/auth';
import * as investors from './investors.service';

const tags = ['investors'];

/**
 * Every route's method, path and schemas come from its contract in @baobab/contracts/investors-endpoints
 * (the public portfolio companies route is the portfolio module's). `changes` empties the cached stat tiles and
 * link previews on every instance when investors or their names change.
 */
export const investorsRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (app, { db, changes }) => {
  const unsubscribe = changes.subscribe('investors', () => investors.forgetInvestorCaches(db));
  app.addHook('onClose', async () => unsubscribe());

  app.route({
    ...fromContract(endpoints.list, tags),
    handler: async (request) => investors.listInvestors(db, request.query),
  });

  app.route({
    ...fromContract(endpoints.stats, tags),
    handler: async (request) => investors.getInvestorStats(db, request.query),
  });

  app.route({
    ...fromContract(endpoints.detail, tags),
    handler: async (request) => investors.getInvestor(db, await currentUser(request), request.params.id),
  });
};
