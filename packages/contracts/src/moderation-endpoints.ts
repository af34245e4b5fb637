import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  accountActionInputSchema,
  accountParamsSchema,
  accountSearchQuerySchema,
  accountSearchResultSchema,
  contentActionInputSchema,
  createReportInputSchema,
  createReportResultSchema,
  dismissReportInputSchema,
  moderatedAccountSchema,
  reportParamsSchema,
  reportQueueSchema,
} from './moderation';

/**
 * Reports (any signed-in person) and the admin's moderation routes. Every /api/admin/* route answers 404
 * to anyone who is not an admin (modules/admin/admin.policy.ts). Reporting the same thing again while the
 * first report is open answers 200 with the same report; a new report is 201 (decision 0018).
 */
export const moderationEndpoints = {
  report: endpoint({ method: 'POST', path: '/api/reports', body: createReportInputSchema, responses: { 200: createReportResultSchema, 201: createReportResultSchema } }),
  queue: endpoint({ method: 'GET', path: '/api/admin/reports', responses: { 200: reportQueueSchema } }),
  dismiss: endpoint({ method: 'POST', path: '/api/admin/reports/:id/dismiss', params: reportParamsSchema, body: dismissReportInputSchema, responses: { 204: z.null() } }),
  hide: endpoint({ method: 'POST', path: '/api/admin/reports/hide', body: contentActionInputSchema, responses: { 204: z.null() } }),
  unhide: endpoint({ method: 'POST', path: '/api/admin/reports/unhide', body: contentActionInputSchema, responses: { 204: z.null() } }),
  searchAccounts: endpoint({ method: 'GET', path: '/api/admin/accounts', query: accountSearchQuerySchema, responses: { 200: accountSearchResultSchema } }),
  account: endpoint({ method: 'GET', path: '/api/admin/accounts/:userId', params: accountParamsSchema, responses: { 200: moderatedAccountSchema } }),
  actOnAccount: endpoint({ method: 'POST', path: '/api/admin/accounts/:userId/actions', params: accountParamsSchema, body: accountActionInputSchema, responses: { 204: z.null() } }),
};
