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
import { moderationRoutes } from './moderation-routes';

/**
 * Reports (any signed-in person) and the admin's moderation routes. Every /api/admin/* route answers 404
 * to anyone who is not an admin (modules/admin/admin.policy.ts). Reporting the same thing again while the
 * first report is open answers 200 with the same report; a new report is 201 (decision 0018).
 */
export const moderationEndpoints = {
  report: endpoint({ ...moderationRoutes.report, operationId: 'moderationReport', summary: 'Report a profile, startup, job, message or data-room access request to the admins', tags: ['moderation'], body: createReportInputSchema, responses: { 200: createReportResultSchema, 201: createReportResultSchema } }),
  queue: endpoint({ ...moderationRoutes.queue, operationId: 'moderationListReports', summary: 'Open reports, oldest first, with the reported account and content (admins only)', tags: ['moderation'], responses: { 200: reportQueueSchema } }),
  dismiss: endpoint({ ...moderationRoutes.dismiss, operationId: 'moderationDismissReport', summary: 'Dismiss a report: no action; the reporter is told (admins only)', tags: ['moderation'], params: reportParamsSchema, body: dismissReportInputSchema, responses: { 204: z.null() } }),
  hide: endpoint({ ...moderationRoutes.hide, operationId: 'moderationHideContent', summary: 'Hide a startup, job, message or profile from everyone (admins only)', tags: ['moderation'], body: contentActionInputSchema, responses: { 204: z.null() } }),
  unhide: endpoint({ ...moderationRoutes.unhide, operationId: 'moderationUnhideContent', summary: 'Show hidden content again (admins only)', tags: ['moderation'], body: contentActionInputSchema, responses: { 204: z.null() } }),
  searchAccounts: endpoint({ ...moderationRoutes.searchAccounts, operationId: 'moderationSearchAccounts', summary: 'Search accounts by name or e-mail (admins only)', tags: ['moderation'], query: accountSearchQuerySchema, responses: { 200: accountSearchResultSchema } }),
  account: endpoint({ ...moderationRoutes.account, operationId: 'moderationGetAccount', summary: 'An account with its status and moderation history (admins only)', tags: ['moderation'], params: accountParamsSchema, responses: { 200: moderatedAccountSchema } }),
  actOnAccount: endpoint({ ...moderationRoutes.actOnAccount, operationId: 'moderationActOnAccount', summary: 'Warn, suspend, ban, or lift a suspension or ban (admins only)', tags: ['moderation'], params: accountParamsSchema, body: accountActionInputSchema, responses: { 204: z.null() } }),
};
