import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitiveAnalysisSchema, countryActivityListSchema, portfolioAnalyticsSchema } from '@baobab/contracts/analytics';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { ecosystemParamsSchema, ecosystemSchema, marketAnalysisParamsSchema, marketAnalysisSchema, marketIntelligenceSchema } from '@baobab/contracts/insights';
import { startupIdParamsSchema } from '@baobab/contracts/insights-api';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import { getCompetitiveAnalysis, getPortfolioAnalytics } from './analytics.service';
import { getEcosystem, getMarketAnalysis, getMarketIntelligence, listCountryActivity } from './market.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** Market analytics are public aggregates; competitive and portfolio analytics need sign-in. */
export const marketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['analytics'];

  app.get('/api/market-analysis/:sector/:country', { schema: { tags, params: marketAnalysisParamsSchema, response: { 200: marketAnalysisSchema, 400: apiErrorSchema } } }, async (request) =>
    getMarketAnalysis(db, request.params.sector, request.params.country),
  );

  app.get('/api/market-intelligence', { schema: { tags, response: { 200: marketIntelligenceSchema } } }, async () => getMarketIntelligence(db));

  app.get('/api/ecosystem/:country', { schema: { tags, params: ecosystemParamsSchema, response: { 200: ecosystemSchema, 400: apiErrorSchema } } }, async (request) =>
    getEcosystem(db, request.params.country),
  );

  app.get('/api/analytics/countries', { schema: { tags, response: { 200: countryActivityListSchema } } }, async () => listCountryActivity(db));

  app.get('/api/analytics/competitive/:startupId', { schema: { tags, params: startupIdParamsSchema, response: { 200: competitiveAnalysisSchema, ...errors } } }, async (request) =>
    getCompetitiveAnalysis(db, await currentUser(request), request.params.startupId),
  );

  app.get('/api/analytics/portfolio', { schema: { tags, response: { 200: portfolioAnalyticsSchema, 401: apiErrorSchema } } }, async (request) =>
    getPortfolioAnalytics(db, await currentUser(request)),
  );
};
