import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fundraisingEndpoints as endpoints } from '@baobab/contracts/fundraising-endpoints';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './fundraising.service';
import * as closing from './raise-closing.service';
import * as room from './raise-room.service';

/**
 * A startup's rounds being raised and the founder's board of investors for each: the founder's alone (decision 0057),
 * with the founder's side of the round room (decision 0058). Every change answers the whole raise.
 */
export const fundraisingRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.route({ ...fromContract(endpoints.list), handler: async (request) => service.listRaises(db, await requireUser(request), request.params.id) });
  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(await service.createRaise(db, await requireUser(request), request.params.id, request.body)),
  });
  app.route({ ...fromContract(endpoints.get), handler: async (request) => service.getRaise(db, await requireUser(request), request.params.id, request.params.raiseId) });
  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => service.updateRaise(db, delivery, await requireUser(request), request.params.id, request.params.raiseId, request.body),
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
  app.route({
    ...fromContract(endpoints.invite),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      await room.inviteToRoom(db, delivery, user, request.params.id, request.params.raiseId, request.params.entryId);
      return reply.status(201).send(await service.getRaise(db, user, request.params.id, request.params.raiseId));
    },
  });
  app.route({
    ...fromContract(endpoints.revokeInvitation),
    handler: async (request) => {
      const user = await requireUser(request);
      await room.revokeInvitation(db, user, request.params.id, request.params.raiseId, request.params.entryId);
      return service.getRaise(db, user, request.params.id, request.params.raiseId);
    },
  });
  app.route({
    ...fromContract(endpoints.answerQuestion),
    handler: async (request) => {
      const user = await requireUser(request);
      await room.answerQuestion(db, delivery, user, request.params.id, request.params.raiseId, request.params.questionId, request.body);
      return service.getRaise(db, user, request.params.id, request.params.raiseId);
    },
  });
  app.route({
    ...fromContract(endpoints.decideCommitment),
    handler: async (request) => {
      const user = await requireUser(request);
      await room.decideCommitment(db, delivery, user, request.params.id, request.params.raiseId, request.params.commitmentId, request.body);
      return service.getRaise(db, user, request.params.id, request.params.raiseId);
    },
  });
  app.route({
    ...fromContract(endpoints.close),
    handler: async (request) => {
      const user = await requireUser(request);
      await closing.closeCommitments(db, delivery, user, request.params.id, request.params.raiseId, request.body);
      return service.getRaise(db, user, request.params.id, request.params.raiseId);
    },
  });
};
