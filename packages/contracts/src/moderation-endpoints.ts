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
  report: endpoint({ method: 'POST', path: '/api/reports', operationId: 'moderationReport', summary: 'Report a profile, startup, job, message or data-room access request to the admins', tags: ['moderation'], body: createReportInputSchema, responses: { 200: createReportResultSchema, 201: createReportResultSchema } }),
  queue: endpoint({ method: 'GET', path: '/api/admin/reports', operationId: 'moderationListReports', summary: 'Open reports, oldest first, with the reported account and content (admins only)', tags: ['moderation'], responses: { 200: reportQueueSchema } }),
  dismiss: endpoint({ method: 'POST', path: '/api/admin/reports/:id/dismiss', operationId: 'moderationDismissReport', summary: 'Dismiss a report: no action; the reporter is told (admins only)', tags: ['moderation'], params: reportParamsSchema, body: dismissReportInputSchema, responses: { 204: z.null() } }),
  hide: endpoint({ method: 'POST', path: '/api/admin/reports/hide', operationId: 'moderationHideContent', summary: 'Hide a startup, job, message or profile from everyone (admins only)', tags: ['moderation'], body: contentActionInputSchema, responses: { 204: z.null() } }),
  unhide: endpoint({ method: 'POST', path: '/api/admin/reports/unhide', operationId: 'moderationUnhideContent', summary: 'Show hidden content again (admins only)', tags: ['moderation'], body: contentActionInputSchema, responses: { 204: z.null() } }),
  searchAccounts: endpoint({ method: 'GET', path: '/api/admin/accounts', operationId: 'moderationSearchAccounts', summary: 'Search accounts by name or e-mail (admins only)', tags: ['moderation'], query: accountSearchQuerySchema, responses: { 200: accountSearchResultSchema } }),
  account: endpoint({ method: 'GET', path: '/api/admin/accounts/:userId', operationId: 'moderationGetAccount', summary: 'An account with its status and moderation history (admins only)', tags: ['moderation'], params: accountParamsSchema, responses: { 200: moderatedAccountSchema } }),
  actOnAccount: endpoint({ method: 'POST', path: '/api/admin/accounts/:userId/actions', operationId: 'moderationActOnAccount', summary: 'Warn, suspend, ban, or lift a suspension or ban (admins only)', tags: ['moderation'], params: accountParamsSchema, body: accountActionInputSchema, responses: { 204: z.null() } }),
};
