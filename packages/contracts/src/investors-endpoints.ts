import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { investorDetailSchema, investorSchema, investorStatsSchema, listInvestorsQuerySchema } from './investors';
import { investorsRoutes } from './investors-routes';

/** The stat tiles take the list's filters, without its paging. */
const statsQuerySchema = listInvestorsQuerySchema.omit({ limit: true, offset: true });

/** The investor directory's API: the server registers these routes and the web app calls them (decision 0018). */
export const investorsEndpoints = {
  list: endpoint({ ...investorsRoutes.list, operationId: 'investorsList', summary: 'Investor directory', tags: ['investors'], public: true, preloads: [{ route: '/investors', for: 'public', query: { limit: 20, offset: 0 } }], query: listInvestorsQuerySchema, responses: { 200: z.array(investorSchema), 400: apiErrorSchema } }),
  stats: endpoint({ ...investorsRoutes.stats, operationId: 'investorsGetStats', summary: 'Investor directory figures', tags: ['investors'], public: true, preloads: [{ route: '/investors', for: 'public' }], query: statsQuerySchema, responses: { 200: investorStatsSchema, 400: apiErrorSchema } }),
  detail: endpoint({ ...investorsRoutes.detail, operationId: 'investorsGet', summary: 'One investor profile', tags: ['investors'], public: true, preloads: [{ route: '/investors/:id', for: 'public' }], params: idParamsSchema, responses: { 200: investorDetailSchema, 404: apiErrorSchema } }),
};
