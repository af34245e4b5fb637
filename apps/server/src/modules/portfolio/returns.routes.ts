import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioReturnsEndpoints as endpoints } from '@baobab/contracts/portfolio-returns-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import { returnsCsv, returnsXlsx } from './returns-files';
import * as service from './returns.service';


const contentTypes = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** Every route's method, path and schemas come from its contract in @baobab/contracts/portfolio-returns-endpoints. */
export const portfolioReturnsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.returns),
    handler: async (request) => service.getReturns(db, await requireUser(request), request.query),
  });

  // Downloads are never cached or sniffed (the same headers as the cap table's files).
  app.route({
    ...fromContract(endpoints.exportReturns),
    handler: async (request, reply) => {
      const { owner, companies, result } = await service.computeReturns(db, await requireUser(request), request.query);
      const { format } = request.query;
      const organisation = await service.ownerOrganisation(db, owner);
      const body = format === 'csv' ? returnsCsv(companies, result, organisation) : await returnsXlsx(companies, result, organisation);
      return reply
        .header('content-type', contentTypes[format])
        .header('content-disposition', `attachment; filename="portfolio-returns-${result.asOf}.${format}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  });

  app.route({
    ...fromContract(endpoints.recordFlow),
    handler: async (request, reply) => reply.status(201).send(await service.recordFlow(db, await requireUser(request), request.body)),
  });

  app.route({
    ...fromContract(endpoints.deleteFlow),
    handler: async (request, reply) => {
      await service.deleteFlow(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.recordMark),
    handler: async (request, reply) => reply.status(201).send(await service.recordMark(db, await requireUser(request), request.body)),
  });

  app.route({
    ...fromContract(endpoints.deleteMark),
    handler: async (request, reply) => {
      await service.deleteMark(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
