import { activitySchema, dashboardStatsSchema } from './dashboard';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { dashboardMatchesSchema } from './insights-api';
import { dashboardRoutes } from './dashboard-routes';

/** The one error body every dashboard route documents: sign-in. */
const errors = { 401: apiErrorSchema };

/**
 * The dashboard's API: the server registers these routes and the web app calls them (decision 0018). The matches
 * are served by the insights module (they come from its matching service), the figures by the dashboard module.
 */
export const dashboardEndpoints = {
  stats: endpoint({ ...dashboardRoutes.stats, operationId: 'dashboardGetStats', summary: 'Dashboard figures', tags: ['dashboard'], preloads: [{ route: '/dashboard', for: 'signedIn' }], responses: { 200: dashboardStatsSchema, ...errors } }),
  activity: endpoint({ ...dashboardRoutes.activity, operationId: 'dashboardListActivity', summary: 'Recent activity', tags: ['dashboard'], preloads: [{ route: '/dashboard', for: 'signedIn' }], responses: { 200: activitySchema, ...errors } }),
  matches: endpoint({ ...dashboardRoutes.matches, operationId: 'dashboardListMatches', summary: 'Matched investors or startups', tags: ['dashboard'], preloads: [{ route: '/dashboard', for: 'signedIn' }], responses: { 200: dashboardMatchesSchema, ...errors } }),
};
