import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { capTableRoundsEndpoints as endpoints } from '@baobab/contracts/cap-table-rounds-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './cap-table-rounds.service';
import { toWire } from '@baobab/contracts/i18n/message-wire';

/**
 * A startup's rounds as a dated sequence: listed by readers of the cap table, changed and closed by the founder; a round's
 * problem travels as a message (toWire). `termsChanged` tells what sells a round's terms (a raise) that they changed; the
 * cap table knows nothing of raises.
 */
export const capTableRoundRoutes: FastifyPluginAsyncZod<{ db: Db; termsChanged?: service.RoundTermsChanged }> = async (app, { db, termsChanged }) => {
  app.route({ ...fromContract(endpoints.rounds), handler: async (request) => toWire(await service.listCapTableRounds(db, await requireUser(request), request.params.id)) });
  app.route({
    ...fromContract(endpoints.addRound),
    handler: async (request, reply) => reply.status(201).send(toWire(await service.addCapTableRound(db, await requireUser(request), request.params.id, request.body))),
  });
  app.route({
    ...fromContract(endpoints.updateRound),
    handler: async (request) => toWire(await service.updateCapTableRound(db, await requireUser(request), request.params.id, request.params.roundId, request.body, termsChanged)),
  });
  app.route({
    ...fromContract(endpoints.deleteRound),
    handler: async (request, reply) => {
      await service.deleteCapTableRound(db, await requireUser(request), request.params.id, request.params.roundId, termsChanged);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.closeRound),
    handler: async (request) => toWire(await service.closeCapTableRound(db, await requireUser(request), request.params.id, request.params.roundId)),
  });
};
