import { activitySchema, dashboardStatsSchema } from './dashboard';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { dashboardMatchesSchema } from './insights-api';

/** The one error body every dashboard route documents: sign-in. */
const errors = { 401: apiErrorSchema };

/**
 * The dashboard's API: the server registers these routes and the web app calls them (decision 0018). The matches
 * are served by the insights module (they come from its matching service), the figures by the dashboard module.
 */
export const dashboardEndpoints = {
  stats: endpoint({ method: 'GET', path: '/api/dashboard/stats', responses: { 200: dashboardStatsSchema, ...errors } }),
  activity: endpoint({ method: 'GET', path: '/api/dashboard/activity', responses: { 200: activitySchema, ...errors } }),
  matches: endpoint({ method: 'GET', path: '/api/dashboard/matches', responses: { 200: dashboardMatchesSchema, ...errors } }),
};
