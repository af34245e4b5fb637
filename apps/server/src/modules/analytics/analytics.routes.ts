import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEndpoints as endpoints } from '@baobab/contracts/analytics-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { fromContract } from '../../lib/contract-route';
import { currentUser } from '../../plugins/auth';
import { getCompetitiveAnalysis, getPortfolioAnalytics } from './analytics.service';
import { getEcosystem, getMarketAnalysis, getMarketIntelligence, listCountryActivity } from './market.service';


/**
 * Market analytics are public aggregates; competitive and portfolio analytics need sign-in. Every route's
 * method, path and schemas come from its contract in @baobab/contracts/analytics-endpoints.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;
  app.route({
    ...fromContract(endpoints.marketAnalysis),
    handler: async (request) => toWire(await getMarketAnalysis(cached, request.params.sector, request.params.country)),
  });

  app.route({ ...fromContract(endpoints.marketIntelligence), handler: async () => toWire(await getMarketIntelligence(cached)) });

  app.route({
    ...fromContract(endpoints.ecosystem),
    handler: async (request) => toWire(await getEcosystem(cached, request.params.country)),
  });

  app.route({ ...fromContract(endpoints.countries), handler: async () => listCountryActivity(cached) });

  app.route({
    ...fromContract(endpoints.competitive),
    handler: async (request) => toWire(await getCompetitiveAnalysis(db, await currentUser(request), request.params.startupId)),
  });

  app.route({
    ...fromContract(endpoints.portfolio),
    handler: async (request) => toWire(await getPortfolioAnalytics(db, await currentUser(request))),
  });
};
