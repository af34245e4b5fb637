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
import { adminRoutes } from './admin-routes';

/**
 * The admin console's own routes. Every /api/admin/* route answers 404 to anyone who is not an admin,
 * signed in or not, so the console's existence is not advertised; reading and accepting one's own
 * invitation (/api/admin-invitations/*) are for any signed-in person with the invited address. Verification and moderation add their admin
 * routes in their own endpoint files, under the same prefix and rule (decision 0018).
 */
export const adminEndpoints = {
  overview: endpoint({ ...adminRoutes.overview, operationId: 'adminGetOverview', summary: 'What waits for an admin: pending verifications, open reports, restricted accounts (admins only)', tags: ['admin'], responses: { 200: adminOverviewSchema } }),
  team: endpoint({ ...adminRoutes.team, operationId: 'adminGetTeam', summary: 'Admins and waiting admin invitations (admins only)', tags: ['admin'], responses: { 200: adminTeamSchema } }),
  invite: endpoint({ ...adminRoutes.invite, operationId: 'adminInvite', summary: 'Invite a person by e-mail to be an admin (admins only)', tags: ['admin'], body: inviteAdminInputSchema, responses: { 201: z.object({ id: z.number().int() }) } }),
  myInvitation: endpoint({ ...adminRoutes.myInvitation, operationId: 'adminGetMyInvitation', summary: 'The admin invitation waiting for your verified e-mail address', tags: ['admin'], responses: { 200: myAdminInvitationSchema } }),
  acceptInvitation: endpoint({ ...adminRoutes.acceptInvitation, operationId: 'adminAcceptInvitation', summary: 'Accept the admin invitation sent to your verified e-mail address', tags: ['admin'], params: idParamsSchema, responses: { 204: z.null() } }),
  revokeAdmin: endpoint({ ...adminRoutes.revokeAdmin, operationId: 'adminRevoke', summary: 'Remove an admin, never the last one (admins only)', tags: ['admin'], params: adminUserParamsSchema, body: adminReasonInputSchema, responses: { 204: z.null() } }),
  audit: endpoint({ ...adminRoutes.audit, operationId: 'adminListAudit', summary: 'The audit log of admin actions: who, what and why (admins only)', tags: ['admin'], query: adminAuditQuerySchema, responses: { 200: adminAuditPageSchema } }),
};
