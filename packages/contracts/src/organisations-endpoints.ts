import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  inviteMemberInputSchema,
  memberRoleInputSchema,
  myOrganisationInvitationsSchema,
  organisationInputSchema,
  organisationInvitationParamsSchema,
  organisationInvitationSchema,
  organisationMemberParamsSchema,
  organisationParamsSchema,
  organisationDirectoryQuerySchema,
  organisationDirectorySchema,
  organisationSchema,
  organisationSlugParamsSchema,
  organisationSummarySchema,
  publicOrganisationSchema,
} from './organisations';
import { organisationRoutes } from './organisations-routes';

const noContent = { 204: z.null() };

/**
 * Organisations: funds, angel networks and syndicates whose members act for them (the server's
 * organisations module). A non-member is told the organisation does not exist.
 */
export const organisationEndpoints = {
  mine: endpoint({ ...organisationRoutes.mine, operationId: 'organisationsListMine', summary: 'The organisations you belong to, with your role in each', tags: ['organisations'], responses: { 200: z.array(organisationSummarySchema) } }),
  create: endpoint({ ...organisationRoutes.create, operationId: 'organisationsCreate', summary: 'Create a fund, angel network or syndicate; you are its first admin', tags: ['organisations'], body: organisationInputSchema, responses: { 201: organisationSchema } }),
  get: endpoint({ ...organisationRoutes.get, operationId: 'organisationsGet', summary: 'An organisation you belong to: its profile, members and (for admins) open invitations', tags: ['organisations'], params: organisationParamsSchema, responses: { 200: organisationSchema } }),
  update: endpoint({ ...organisationRoutes.update, operationId: 'organisationsUpdate', summary: 'Change the organisation’s profile (admins)', tags: ['organisations'], params: organisationParamsSchema, body: organisationInputSchema, responses: { 200: organisationSchema } }),
  invite: endpoint({ ...organisationRoutes.invite, operationId: 'organisationsInvite', summary: 'Invite someone by e-mail with a role (admins)', tags: ['organisations'], params: organisationParamsSchema, body: inviteMemberInputSchema, responses: { 201: organisationInvitationSchema } }),
  withdrawInvitation: endpoint({ ...organisationRoutes.withdrawInvitation, operationId: 'organisationsWithdrawInvitation', summary: 'Withdraw an open invitation (admins)', tags: ['organisations'], params: organisationInvitationParamsSchema, responses: noContent }),
  myInvitations: endpoint({ ...organisationRoutes.myInvitations, operationId: 'organisationsMyInvitations', summary: 'Invitations waiting for your verified e-mail address', tags: ['organisations'], responses: { 200: myOrganisationInvitationsSchema } }),
  acceptInvitation: endpoint({ ...organisationRoutes.acceptInvitation, operationId: 'organisationsAcceptInvitation', summary: 'Join an organisation that invited your verified address', tags: ['organisations'], params: z.strictObject({ invitationId: organisationInvitationParamsSchema.shape.invitationId }), responses: { 200: organisationSummarySchema } }),
  setRole: endpoint({ ...organisationRoutes.setRole, operationId: 'organisationsSetMemberRole', summary: 'Change a member’s role (admins); an organisation always keeps an admin', tags: ['organisations'], params: organisationMemberParamsSchema, body: memberRoleInputSchema, responses: noContent }),
  directory: endpoint({ ...organisationRoutes.directory, operationId: 'organisationsDirectory', summary: 'Funds, angel networks and syndicates that chose to be listed, filtered, 20 a page', tags: ['organisations'], public: true, query: organisationDirectoryQuerySchema, responses: { 200: organisationDirectorySchema } }),
  publicProfile: endpoint({ ...organisationRoutes.publicProfile, operationId: 'organisationsPublicProfile', summary: 'A listed organisation’s public profile', tags: ['organisations'], public: true, params: organisationSlugParamsSchema, responses: { 200: publicOrganisationSchema } }),
  removeMember: endpoint({ ...organisationRoutes.removeMember, operationId: 'organisationsRemoveMember', summary: 'Remove a member (admins) or leave (yourself); access ends at once', tags: ['organisations'], params: organisationMemberParamsSchema, responses: noContent }),
};
