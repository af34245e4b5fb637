import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundraisingEndpoints as endpoints } from '@baobab/contracts/fundraising-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './fundraising.service';

/** A startup's rounds being raised and the founder's board of investors for each: the founder's alone (decision 0057). */
export const fundraisingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({ ...fromContract(endpoints.list), handler: async (request) => service.listRaises(db, await requireUser(request), request.params.id) });
  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(await service.createRaise(db, await requireUser(request), request.params.id, request.body)),
  });
  app.route({ ...fromContract(endpoints.get), handler: async (request) => service.getRaise(db, await requireUser(request), request.params.id, request.params.raiseId) });
  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => service.updateRaise(db, await requireUser(request), request.params.id, request.params.raiseId, request.body),
  });
  app.route({
    ...fromContract(endpoints.move),
    handler: async (request) => service.moveRaise(db, await requireUser(request), request.params.id, request.params.raiseId, request.body),
  });
  app.route({
    ...fromContract(endpoints.addInvestor),
    handler: async (request, reply) => reply.status(201).send(await service.addRaiseInvestor(db, await requireUser(request), request.params.id, request.params.raiseId, request.body)),
  });
  app.route({
    ...fromContract(endpoints.updateInvestor),
    handler: async (request) => service.updateRaiseInvestor(db, await requireUser(request), request.params.id, request.params.raiseId, request.params.entryId, request.body),
  });
  app.route({
    ...fromContract(endpoints.removeInvestor),
    handler: async (request, reply) => {
      await service.removeRaiseInvestor(db, await requireUser(request), request.params.id, request.params.raiseId, request.params.entryId);
      return reply.status(204).send(null);
    },
  });
};
