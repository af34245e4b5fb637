import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { startupAccessEndpoints as endpoints } from '@baobab/contracts/startup-access-endpoints';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as shares from './financials-shares.service';
import { listShareableOrganisations } from './fund-audience.service';
import { listStartupsSharedWith } from './startup-access.service';


/**
 * The founder's financials shares: list, share (or renew) with a person or a fund, revoke, the funds to pick from; and a reader's "Shared with you" badges.
 * Every route's method, path and schemas come from its contract in @baobab/contracts/startup-access-endpoints.
 */
export const startupAccessRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.route({
    ...fromContract(endpoints.sharedWithMe),
    handler: async (request) => listStartupsSharedWith(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.shareableOrganisations),
    handler: async (request) => listShareableOrganisations(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.financialsShares),
    handler: async (request) => shares.listFinancialsShares(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.shareFinancials),
    handler: async (request, reply) =>
      reply.status(201).send(await shares.shareFinancials(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.body)),
  });

  app.route({
    ...fromContract(endpoints.revokeFinancialsShare),
    handler: async (request, reply) => {
      await shares.revokeFinancialsShare(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.shareId);
      return reply.status(204).send(null);
    },
  });
};
