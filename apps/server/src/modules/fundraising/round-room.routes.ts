import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { roundRoomEndpoints as endpoints } from '@baobab/contracts/round-room-endpoints';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './round-room.service';

/** The round room, an invited investor's side of a raise (decision 0058): 404 for anyone not invited now. */
export const roundRoomRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.route({ ...fromContract(endpoints.list), handler: async (request) => service.listRoundRooms(db, await requireUser(request)) });
  app.route({ ...fromContract(endpoints.get), handler: async (request) => toWire(await service.getRoundRoom(db, await requireUser(request), request.params.raiseId)) });
  app.route({
    ...fromContract(endpoints.proForma),
    handler: async (request) => toWire(await service.roundRoomProForma(db, await requireUser(request), request.params.raiseId, request.query.cheque)),
  });
  app.route({
    ...fromContract(endpoints.ask),
    handler: async (request, reply) => reply.status(201).send(toWire(await service.askQuestion(db, delivery, await requireUser(request), request.params.raiseId, request.body))),
  });
  app.route({
    ...fromContract(endpoints.act),
    handler: async (request) => toWire(await service.actOnCommitment(db, delivery, await requireUser(request), request.params.raiseId, request.body)),
  });
};
