import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDealInputSchema,
  createDealNoteInputSchema,
  dealAnalyticsSchema,
  dealNoteSchema,
  dealNotesSchema,
  dealSchema,
  dealsQuerySchema,
  dealsSchema,
  updateDealInputSchema,
} from '@baobab/contracts/deals';
import { idParamsSchema } from '@baobab/contracts/common';
import { startupIdParamsSchema } from '@baobab/contracts/portfolio';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { getDealSummaryPdf } from './deal-summary.service';
import * as service from './deals.service';

const tags = ['deals'];

export const dealsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/portfolio/deal-flow', { schema: { tags, querystring: dealsQuerySchema, response: { 200: dealsSchema } } }, async (request) =>
    service.listDeals(db, await requireUser(request), request.query),
  );

  app.post('/api/portfolio/deal-flow', { schema: { tags, body: createDealInputSchema, response: { 201: dealSchema } } }, async (request, reply) => {
    const deal = await service.createDeal(db, await requireUser(request), request.body);
    return reply.status(201).send(deal);
  });

  app.get('/api/portfolio/deal-flow/analytics', { schema: { tags, response: { 200: dealAnalyticsSchema } } }, async (request) =>
    service.getAnalytics(db, await requireUser(request)),
  );

  app.get(
    '/api/portfolio/deal-flow/by-startup/:startupId',
    { schema: { tags, params: startupIdParamsSchema, response: { 200: z.object({ deal: dealSchema.nullable() }) } } },
    async (request) => ({ deal: await service.findDealForStartup(db, await requireUser(request), request.params.startupId) }),
  );

  app.put('/api/portfolio/deal-flow/:id', { schema: { tags, params: idParamsSchema, body: updateDealInputSchema, response: { 200: dealSchema } } }, async (request) =>
    service.updateDeal(db, await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/portfolio/deal-flow/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await service.deleteDeal(db, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/api/portfolio/deal-flow/:id/notes', { schema: { tags, params: idParamsSchema, response: { 200: dealNotesSchema } } }, async (request) =>
    service.listNotes(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/portfolio/deal-flow/:id/notes',
    { schema: { tags, params: idParamsSchema, body: createDealNoteInputSchema, response: { 201: dealNoteSchema } } },
    async (request, reply) => {
      const note = await service.addNote(db, await requireUser(request), request.params.id, request.body.body);
      return reply.status(201).send(note);
    },
  );

  app.get('/api/startups/:id/deal-summary.pdf', { schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    const { filename, pdf } = await getDealSummaryPdf(db, await requireUser(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};
