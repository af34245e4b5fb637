import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organisationEndpoints as endpoints } from '@baobab/contracts/organisations-endpoints';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './organisations.service';

/** Every route's method, path and schemas come from its contract in @baobab/contracts/organisations-endpoints. */
export const organisationsRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.route({ ...fromContract(endpoints.mine), handler: async (request) => service.listMyOrganisations(db, await requireUser(request)) });

  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(await service.createOrganisation(db, await requireUser(request), request.body)),
  });

  app.route({ ...fromContract(endpoints.directory), handler: async (request) => service.listDirectory(db, request.query) });
  app.route({ ...fromContract(endpoints.publicProfile), handler: async (request) => service.getPublicProfile(db, request.params.slug) });

  app.route({ ...fromContract(endpoints.myInvitations), handler: async (request) => service.listMyInvitations(db, await requireUser(request)) });

  app.route({
    ...fromContract(endpoints.acceptInvitation),
    handler: async (request) => service.acceptInvitation(db, await requireUser(request), request.params.invitationId),
  });

  app.route({ ...fromContract(endpoints.get), handler: async (request) => service.getOrganisation(db, await requireUser(request), request.params.id) });

  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => service.updateOrganisation(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.invite),
    handler: async (request, reply) => reply.status(201).send(await service.inviteMember(db, await requireUser(request), request.params.id, request.body, delivery)),
  });

  app.route({
    ...fromContract(endpoints.withdrawInvitation),
    handler: async (request, reply) => {
      await service.withdrawInvitation(db, await requireUser(request), request.params.id, request.params.invitationId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.setRole),
    handler: async (request, reply) => {
      await service.setMemberRole(db, await requireUser(request), request.params.id, request.params.userId, request.body.role);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.removeMember),
    handler: async (request, reply) => {
      await service.removeMember(db, await requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  });
};
