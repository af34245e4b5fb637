import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
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
} from '@baobab/contracts/network';
import { idParamsSchema } from '@baobab/contracts/profiles';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import { respondToConnection, sendConnectionRequest, withdrawConnectionRequest } from './connection-requests.service';
import { getConnectionStatuses, getNetworkStats, listOwnConnections, listOwnInvitations, searchPeopleFor } from './network.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

/** People search, connections and intro requests (the spec's /network screen and its calls; decisions 0003 and 0008). */
export const networkRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.get(
    '/api/users/search',
    { schema: { tags: ['network'], querystring: searchPeopleQuerySchema, response: { 200: z.array(personCardSchema), ...errors } } },
    async (request) => searchPeopleFor(db, await requireUser(request), request.query),
  );

  app.get(
    '/api/users/connections',
    { schema: { tags: ['network'], response: { 200: z.array(connectionSchema), ...errors } } },
    async (request) => listOwnConnections(db, await requireUser(request)),
  );

  // Cards and profiles show Connect, Pending, Respond or Message from this (where the viewer stands with them).
  app.get(
    '/api/users/connections/status',
    { schema: { tags: ['network'], querystring: connectionStatusQuerySchema, response: { 200: viewerConnectionsSchema, ...errors } } },
    async (request) => getConnectionStatuses(db, await requireUser(request), request.query),
  );

  app.get(
    '/api/users/connections/invitations',
    { schema: { tags: ['network'], response: { 200: invitationsSchema, ...errors } } },
    async (request) => listOwnInvitations(db, await requireUser(request)),
  );

  app.post(
    '/api/users/connections',
    {
      schema: {
        tags: ['network'],
        body: sendConnectionInputSchema,
        response: { 201: z.object({ id: z.number().int(), status: z.enum(connectionStatuses) }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await sendConnectionRequest(db, await requireUser(request), request.body, delivery)),
  );

  app.post(
    '/api/users/connections/:id/accept',
    { schema: { tags: ['network'], params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await respondToConnection(db, await requireUser(request), request.params.id, { accept: true }, delivery);
      return reply.status(204).send(null);
    },
  );

  // The note is optional, and so is the body: older clients post nothing.
  app.post(
    '/api/users/connections/:id/decline',
    { schema: { tags: ['network'], params: idParamsSchema, body: declineConnectionInputSchema.nullish(), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await respondToConnection(db, await requireUser(request), request.params.id, { accept: false, ...(request.body ?? {}) }, delivery);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/connections/:id/withdraw',
    { schema: { tags: ['network'], params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await withdrawConnectionRequest(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/network-stats',
    { schema: { tags: ['network'], response: { 200: networkStatsSchema, ...errors } } },
    async (request) => getNetworkStats(db, await requireUser(request)),
  );
};
