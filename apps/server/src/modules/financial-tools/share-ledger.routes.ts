import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import { ledgerEntriesSchema, ledgerEntryInputSchema, ledgerEntryParamsSchema, ledgerEntrySchema, ledgerHoldingsQuerySchema, ledgerHoldingsSchema } from '@baobab/contracts/financial-tools';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import * as service from './share-ledger.service';

const tags = ['financial-tools'];

/** A startup's share ledger: entries and holdings on a date (readers of the cap table), add and delete (the founder). */
export const shareLedgerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/startups/:id/cap-table/ledger', { schema: { tags, params: idParamsSchema, response: { 200: ledgerEntriesSchema } } }, async (request) =>
    service.listLedger(db, await requireUser(request), request.params.id),
  );
  app.get(
    '/api/startups/:id/cap-table/ledger/holdings',
    { schema: { tags, params: idParamsSchema, querystring: ledgerHoldingsQuerySchema, response: { 200: ledgerHoldingsSchema } } },
    async (request) => service.ledgerHoldings(db, await requireUser(request), request.params.id, request.query.asOf),
  );
  app.post(
    '/api/startups/:id/cap-table/ledger',
    { schema: { tags, params: idParamsSchema, body: ledgerEntryInputSchema, response: { 201: ledgerEntrySchema } } },
    async (request, reply) => reply.status(201).send(await service.addLedgerEntry(db, await requireUser(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/startups/:id/cap-table/ledger/:entryId',
    { schema: { tags, params: ledgerEntryParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteLedgerEntry(db, await requireUser(request), request.params.id, request.params.entryId);
      return reply.status(204).send(null);
    },
  );
};
