import { z } from 'zod';
import {
  adminAuditPageSchema,
  adminAuditQuerySchema,
  adminOverviewSchema,
  adminReasonInputSchema,
  adminTeamSchema,
  adminUserParamsSchema,
  inviteAdminInputSchema,
  myAdminInvitationSchema,
} from './admin';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';

/**
 * The admin console's own routes. Every /api/admin/* route answers 404 to anyone who is not an admin,
 * signed in or not, so the console's existence is not advertised; reading and accepting one's own
 * invitation (/api/admin-invitations/*) are for any signed-in person with the invited address. Verification and moderation add their admin
 * routes in their own endpoint files, under the same prefix and rule (decision 0018).
 */
export const adminEndpoints = {
  overview: endpoint({ method: 'GET', path: '/api/admin/overview', responses: { 200: adminOverviewSchema } }),
  team: endpoint({ method: 'GET', path: '/api/admin/admins', responses: { 200: adminTeamSchema } }),
  invite: endpoint({ method: 'POST', path: '/api/admin/invitations', body: inviteAdminInputSchema, responses: { 201: z.object({ id: z.number().int() }) } }),
  myInvitation: endpoint({ method: 'GET', path: '/api/admin-invitations/mine', responses: { 200: myAdminInvitationSchema } }),
  acceptInvitation: endpoint({ method: 'POST', path: '/api/admin-invitations/:id/accept', params: idParamsSchema, responses: { 204: z.null() } }),
  revokeAdmin: endpoint({ method: 'POST', path: '/api/admin/admins/:userId/revoke', params: adminUserParamsSchema, body: adminReasonInputSchema, responses: { 204: z.null() } }),
  audit: endpoint({ method: 'GET', path: '/api/admin/audit', query: adminAuditQuerySchema, responses: { 200: adminAuditPageSchema } }),
};
