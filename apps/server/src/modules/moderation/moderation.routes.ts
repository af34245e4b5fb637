import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderationEndpoints as endpoints } from '@baobab/contracts/moderation-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser } from '../../plugins/auth';
import { requireAdmin } from '../admin/admin.policy';
import * as moderation from './moderation.service';
import * as reports from './reports.service';


/** Reports from any signed-in person; the admin's queue and actions (404 for everyone but an admin). */
export const moderationRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery }> = async (app, deps) => {
  const { db } = deps;
  app.route({
    ...fromContract(endpoints.report),
    handler: async (request, reply) => {
      const { id, created } = await reports.createReport(db, await requireUser(request), request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  });
  app.route({
    ...fromContract(endpoints.queue),
    handler: async (request) => reports.listReportQueue(db, requireAdmin(await currentUser(request))),
  });
  app.route({
    ...fromContract(endpoints.dismiss),
    handler: async (request, reply) => {
      await moderation.dismissReport(deps, requireAdmin(await currentUser(request)), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.hide),
    handler: async (request, reply) => {
      await moderation.setContentHidden(deps, requireAdmin(await currentUser(request)), request.body, true);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.unhide),
    handler: async (request, reply) => {
      await moderation.setContentHidden(deps, requireAdmin(await currentUser(request)), request.body, false);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.searchAccounts),
    handler: async (request) => moderation.searchAccounts(db, requireAdmin(await currentUser(request)), request.query.q),
  });
  app.route({
    ...fromContract(endpoints.account),
    handler: async (request) => moderation.getModeratedAccount(db, requireAdmin(await currentUser(request)), request.params.userId),
  });
  app.route({
    ...fromContract(endpoints.actOnAccount),
    handler: async (request, reply) => {
      await moderation.actOnAccount(deps, requireAdmin(await currentUser(request)), request.params.userId, request.body);
      return reply.status(204).send(null);
    },
  });
};
