import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountLimitsConfig } from '../account-limits/account-limits.service';
import { networkEndpoints as endpoints } from '@baobab/contracts/network-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { respondToConnection, sendConnectionRequest, withdrawConnectionRequest } from './connection-requests.service';
import { getConnectionStatuses, getNetworkStats, listOwnConnections, listOwnInvitations, searchPeopleFor, type ReadUserCounts } from './network.service';


/**
 * People search, connections and intro requests (the spec's /network screen and its calls; decisions 0003 and
 * 0008). Every route's method, path and schemas come from its contract in @baobab/contracts/network-endpoints.
 */
export const networkRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery; limits: AccountLimitsConfig; readUserCounts: ReadUserCounts }> = async (app, { db, caches, delivery, limits, readUserCounts }) => {
  app.route({
    ...fromContract(endpoints.searchPeople),
    handler: async (request) => searchPeopleFor(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.connections),
    handler: async (request) => listOwnConnections(db, await requireUser(request)),
  });

  // Cards and profiles show Connect, Pending, Respond or Message from this (where the viewer stands with them).
  app.route({
    ...fromContract(endpoints.connectionStatus),
    handler: async (request) => getConnectionStatuses(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.invitations),
    handler: async (request) => listOwnInvitations(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.sendConnection),
    handler: async (request, reply) => reply.status(201).send(await sendConnectionRequest(db, await requireUser(request), request.body, delivery, limits)),
  });

  app.route({
    ...fromContract(endpoints.accept),
    handler: async (request, reply) => {
      await respondToConnection(db, await requireUser(request), request.params.id, { accept: true }, delivery);
      return reply.status(204).send(null);
    },
  });

  // The note is optional, and so is the body: older clients post nothing.
  app.route({
    ...fromContract(endpoints.decline),
    handler: async (request, reply) => {
      await respondToConnection(db, await requireUser(request), request.params.id, { accept: false, ...(request.body ?? {}) }, delivery);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.withdraw),
    handler: async (request, reply) => {
      await withdrawConnectionRequest(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.stats),
    handler: async (request) => getNetworkStats({ db, caches }, await requireUser(request), readUserCounts),
  });
};
