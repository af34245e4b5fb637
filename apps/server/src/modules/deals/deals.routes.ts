import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealsEndpoints as endpoints } from '@baobab/contracts/deals-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { getDealSummaryPdf } from './deal-summary.service';
import * as service from './deals.service';

const tags = ['deals'];

/** Every route's method, path and schemas come from its contract in @baobab/contracts/deals-endpoints. */
export const dealsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.list, tags),
    handler: async (request) => service.listDeals(db, await requireUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.create, tags),
    handler: async (request, reply) => {
      const deal = await service.createDeal(db, await requireUser(request), request.body);
      return reply.status(201).send(deal);
    },
  });

  app.route({
    ...fromContract(endpoints.analytics, tags),
    handler: async (request) => service.getAnalytics(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.byStartup, tags),
    handler: async (request) => ({ deal: await service.findDealForStartup(db, await requireUser(request), request.params.startupId) }),
  });

  app.route({
    ...fromContract(endpoints.update, tags),
    handler: async (request) => service.updateDeal(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.remove, tags),
    handler: async (request, reply) => {
      await service.deleteDeal(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.notes, tags),
    handler: async (request) => service.listNotes(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.addNote, tags),
    handler: async (request, reply) => {
      const note = await service.addNote(db, await requireUser(request), request.params.id, request.body.body);
      return reply.status(201).send(note);
    },
  });

  app.route({
    ...fromContract(endpoints.summaryPdf, tags),
    handler: async (request, reply) => {
      const { filename, pdf } = await getDealSummaryPdf(db, await requireUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};
