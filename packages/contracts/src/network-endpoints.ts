import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import {
  connectionSchema,
  connectionStatuses,
  connectionStatusQuerySchema,
  declineConnectionInputSchema,
  invitationsSchema,
  networkStatsSchema,
  personCardSchema,
  searchPeopleQuerySchema,
  sendConnectionInputSchema,
  viewerConnectionsSchema,
} from './network';
import { idParamsSchema } from './common';
import { networkRoutes } from './network-routes';

/** The error bodies every network route documents (validation, sign-in, not a fund's writer, not found, conflict, the intro limits). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * People search, connections and intro requests (the /network screen, Connect buttons and intro forms): the
 * server registers these routes and the web app calls them (decision 0018).
 */
export const networkEndpoints = {
  searchPeople: endpoint({ ...networkRoutes.searchPeople, operationId: 'networkSearchPeople', summary: 'Search people', tags: ['network'], preloads: [{ route: '/network', for: 'signedIn', query: { limit: 20, offset: 0 } }], query: searchPeopleQuerySchema, responses: { 200: z.array(personCardSchema), ...errors } }),
  connections: endpoint({ ...networkRoutes.connections, operationId: 'networkListConnections', summary: 'Your accepted connections', tags: ['network'], preloads: [{ route: '/profile', for: 'signedIn' }], responses: { 200: z.array(connectionSchema), ...errors } }),
  /** Where the viewer stands with people, startups and investors: cards show Connect, Pending, Respond or Message. */
  connectionStatus: endpoint({
    ...networkRoutes.connectionStatus,
    operationId: 'networkGetConnectionStatus', summary: 'Connection status with given people', tags: ['network'],
    query: connectionStatusQuerySchema,
    responses: { 200: viewerConnectionsSchema, ...errors },
  }),
  invitations: endpoint({ ...networkRoutes.invitations, operationId: 'networkListInvitations', summary: 'Connection requests sent and received', tags: ['network'], responses: { 200: invitationsSchema, ...errors } }),
  sendConnection: endpoint({
    ...networkRoutes.sendConnection,
    operationId: 'networkRequestConnection', summary: 'Send a connection or intro request', tags: ['network'],
    body: sendConnectionInputSchema,
    responses: { 201: z.object({ id: z.number().int(), status: z.enum(connectionStatuses) }), ...errors },
  }),
  accept: endpoint({ ...networkRoutes.accept, operationId: 'networkAcceptConnection', summary: 'Accept a connection request', tags: ['network'], params: idParamsSchema, responses: { 204: z.null(), ...errors } }),
  /** The note is optional, and so is the body: older clients post nothing. */
  decline: endpoint({
    ...networkRoutes.decline,
    operationId: 'networkDeclineConnection', summary: 'Decline a connection request', tags: ['network'],
    params: idParamsSchema,
    body: declineConnectionInputSchema.nullish(),
    responses: { 204: z.null(), ...errors },
  }),
  withdraw: endpoint({ ...networkRoutes.withdraw, operationId: 'networkWithdrawConnection', summary: 'Withdraw a connection request you sent', tags: ['network'], params: idParamsSchema, responses: { 204: z.null(), ...errors } }),
  stats: endpoint({ ...networkRoutes.stats, operationId: 'networkGetStats', summary: 'Your network analytics', tags: ['network'], preloads: [{ route: '/network', for: 'signedIn' }], responses: { 200: networkStatsSchema, ...errors } }),
};
