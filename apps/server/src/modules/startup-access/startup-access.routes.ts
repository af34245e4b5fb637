import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import { createFinancialsShareInputSchema, financialsShareParamsSchema, financialsShareSchema, financialsSharesSchema, sharedWithMeSchema } from '@baobab/contracts/startup-access';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import * as shares from './financials-shares.service';
import { listStartupsSharedWith } from './startup-access.service';

const tags = ['financial-tools'];

/** The founder's financials shares: list, share (or renew), revoke; and a reader's "Shared with you" badges. */
export const startupAccessRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  app.get('/api/startup-access/shared-with-me', { schema: { tags, response: { 200: sharedWithMeSchema } } }, async (request) =>
    listStartupsSharedWith(db, await requireUser(request)),
  );
  app.get('/api/startups/:id/financial-shares', { schema: { tags, params: idParamsSchema, response: { 200: financialsSharesSchema } } }, async (request) =>
    shares.listFinancialsShares(db, await requireUser(request), request.params.id),
  );
  app.post(
    '/api/startups/:id/financial-shares',
    { schema: { tags, params: idParamsSchema, body: createFinancialsShareInputSchema, response: { 201: financialsShareSchema } } },
    async (request, reply) =>
      reply.status(201).send(await shares.shareFinancials(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.body)),
  );
  app.delete(
    '/api/startups/:id/financial-shares/:shareId',
    { schema: { tags, params: financialsShareParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await shares.revokeFinancialsShare(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.shareId);
      return reply.status(204).send(null);
    },
  );
};
