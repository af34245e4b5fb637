import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsEndpoints as endpoints } from '@baobab/contracts/metrics-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './metrics.service';


/** A startup's company metrics, its founder's only: every route's method, path and schemas come from @baobab/contracts/metrics-endpoints. */
export const metricsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.list),
    handler: async (request) => service.listMetrics(db, await requireUser(request), request.params.id),
  });
  app.route({
    ...fromContract(endpoints.define),
    handler: async (request, reply) => reply.status(201).send(await service.defineMetric(db, await requireUser(request), request.params.id, request.body)),
  });
  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => service.updateMetric(db, await requireUser(request), request.params.id, request.params.metricId, request.body),
  });
  app.route({
    ...fromContract(endpoints.remove),
    handler: async (request, reply) => {
      await service.deleteMetric(db, await requireUser(request), request.params.id, request.params.metricId);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.recordValues),
    handler: async (request) => service.recordValues(db, await requireUser(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(endpoints.import),
    handler: async (request) => toWire(await service.importMetrics(db, await requireUser(request), request.params.id, request.body)),
  });
};
