import { competitiveAnalysisSchema, countryActivityListSchema, portfolioAnalyticsSchema } from './analytics';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { ecosystemParamsSchema, ecosystemSchema, marketAnalysisParamsSchema, marketAnalysisSchema, marketIntelligenceSchema } from './insights';
import { startupIdParamsSchema } from './insights-api';
import { analyticsRoutes } from './analytics-routes';

/** The error bodies a signed-in analytics route documents (validation, sign-in, a startup that is not there). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/**
 * The market and analytics API (the server's analytics module, analytics.routes.ts): the server registers these
 * routes and the web app calls them (decision 0018). Market figures are public aggregates; the competitive and
 * portfolio analytics need sign-in. The AI insights screen's market analysis is here too, beside its siblings.
 */
export const analyticsEndpoints = {
  marketAnalysis: endpoint({
    ...analyticsRoutes.marketAnalysis,
    operationId: 'analyticsGetMarketAnalysis', summary: 'Market analysis of a sector in a country', tags: ['analytics'], public: true,
    params: marketAnalysisParamsSchema,
    responses: { 200: marketAnalysisSchema, 400: apiErrorSchema },
  }),
  marketIntelligence: endpoint({ ...analyticsRoutes.marketIntelligence, operationId: 'analyticsGetMarketIntelligence', summary: 'Market intelligence', tags: ['analytics'], public: true,
    // The screen's first tab: every visitor of /analytics asks for it on the first render.
    preloads: [{ route: '/analytics', for: 'public' }, { route: '/advanced-analytics', for: 'public' }],
    responses: { 200: marketIntelligenceSchema } }),
  ecosystem: endpoint({
    ...analyticsRoutes.ecosystem,
    operationId: 'analyticsGetEcosystem', summary: "A country's startup ecosystem", tags: ['analytics'], public: true,
    params: ecosystemParamsSchema,
    responses: { 200: ecosystemSchema, 400: apiErrorSchema },
  }),
  countries: endpoint({ ...analyticsRoutes.countries, operationId: 'analyticsListCountries', summary: 'Countries with data', tags: ['analytics'], public: true, responses: { 200: countryActivityListSchema } }),
  competitive: endpoint({
    ...analyticsRoutes.competitive,
    operationId: 'analyticsGetCompetitive', summary: 'Competitive analysis of a startup', tags: ['analytics'],
    params: startupIdParamsSchema,
    responses: { 200: competitiveAnalysisSchema, ...errors },
  }),
  portfolio: endpoint({ ...analyticsRoutes.portfolio, operationId: 'analyticsGetPortfolio', summary: 'Portfolio analytics', tags: ['analytics'], responses: { 200: portfolioAnalyticsSchema, 401: apiErrorSchema } }),
};
