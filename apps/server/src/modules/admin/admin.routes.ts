import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEndpoints as endpoints } from '@baobab/contracts/admin-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser } from '../../plugins/auth';
import { listAdminAudit } from './admin-audit.service';
import { requireAdmin } from './admin.policy';
import * as service from './admin.service';


/** The admin console's team, overview and audit log; every /api/admin/* route is 404 for non-admins (admin.policy.ts). */
export const adminRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery }> = async (app, { db, caches, delivery }) => {
  app.route({
    ...fromContract(endpoints.overview),
    handler: async (request) => service.getAdminOverview(db, requireAdmin(await currentUser(request))),
  });
  app.route({
    ...fromContract(endpoints.team),
    handler: async (request) => service.getAdminTeam(db, requireAdmin(await currentUser(request))),
  });
  app.route({
    ...fromContract(endpoints.invite),
    handler: async (request, reply) => reply.status(201).send(await service.inviteAdmin(db, requireAdmin(await currentUser(request)), request.body, delivery)),
  });
  app.route({
    ...fromContract(endpoints.revokeAdmin),
    handler: async (request, reply) => {
      await service.revokeAdmin({ db, caches }, requireAdmin(await currentUser(request)), request.params.userId, request.body.reason);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.audit),
    handler: async (request) => listAdminAudit(db, requireAdmin(await currentUser(request)), request.query.before),
  });
  app.route({
    ...fromContract(endpoints.myInvitation),
    handler: async (request) => service.getMyAdminInvitation(db, await requireUser(request)),
  });
  app.route({
    ...fromContract(endpoints.acceptInvitation),
    handler: async (request, reply) => {
      await service.acceptAdminInvitation({ db, caches }, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
