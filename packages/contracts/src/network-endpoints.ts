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

/** The error bodies every network route documents (validation, sign-in, not found, conflict, the intro limits). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/**
 * People search, connections and intro requests (the /network screen, Connect buttons and intro forms): the
 * server registers these routes and the web app calls them (decision 0018).
 */
export const networkEndpoints = {
  searchPeople: endpoint({ method: 'GET', path: '/api/users/search', query: searchPeopleQuerySchema, responses: { 200: z.array(personCardSchema), ...errors } }),
  connections: endpoint({ method: 'GET', path: '/api/users/connections', responses: { 200: z.array(connectionSchema), ...errors } }),
  /** Where the viewer stands with people, startups and investors: cards show Connect, Pending, Respond or Message. */
  connectionStatus: endpoint({
    method: 'GET',
    path: '/api/users/connections/status',
    query: connectionStatusQuerySchema,
    responses: { 200: viewerConnectionsSchema, ...errors },
  }),
  invitations: endpoint({ method: 'GET', path: '/api/users/connections/invitations', responses: { 200: invitationsSchema, ...errors } }),
  sendConnection: endpoint({
    method: 'POST',
    path: '/api/users/connections',
    body: sendConnectionInputSchema,
    responses: { 201: z.object({ id: z.number().int(), status: z.enum(connectionStatuses) }), ...errors },
  }),
  accept: endpoint({ method: 'POST', path: '/api/users/connections/:id/accept', params: idParamsSchema, responses: { 204: z.null(), ...errors } }),
  /** The note is optional, and so is the body: older clients post nothing. */
  decline: endpoint({
    method: 'POST',
    path: '/api/users/connections/:id/decline',
    params: idParamsSchema,
    body: declineConnectionInputSchema.nullish(),
    responses: { 204: z.null(), ...errors },
  }),
  withdraw: endpoint({ method: 'POST', path: '/api/users/connections/:id/withdraw', params: idParamsSchema, responses: { 204: z.null(), ...errors } }),
  stats: endpoint({ method: 'GET', path: '/api/users/network-stats', responses: { 200: networkStatsSchema, ...errors } }),
};
