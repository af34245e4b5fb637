import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './share-ledger.service';


/** A startup's share ledger: entries and holdings on a date (readers of the cap table), add and delete (the founder). */
export const shareLedgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.ledger),
    handler: async (request) => service.listLedger(db, await requireUser(request), request.params.id),
  });
  app.route({
    ...fromContract(endpoints.ledgerHoldings),
    handler: async (request) => service.ledgerHoldings(db, await requireUser(request), request.params.id, request.query.asOf),
  });
  app.route({
    ...fromContract(endpoints.addLedgerEntry),
    handler: async (request, reply) => reply.status(201).send(await service.addLedgerEntry(db, await requireUser(request), request.params.id, request.body)),
  });
  app.route({
    ...fromContract(endpoints.deleteLedgerEntry),
    handler: async (request, reply) => {
      await service.deleteLedgerEntry(db, await requireUser(request), request.params.id, request.params.entryId);
      return reply.status(204).send(null);
    },
  });
};
