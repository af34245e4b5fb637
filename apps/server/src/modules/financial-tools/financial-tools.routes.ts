import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './financial-tools.service';
import * as tracker from './funding-tracker.service';
import { toWire } from '@baobab/contracts/i18n/message-wire';


/**
 * The spec's financial-tools calls; a GET of a result not generated yet answers null. Every route's method, path
 * and schemas come from its contract in @baobab/contracts/financial-tools-endpoints.
 */
export const financialToolsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.startups),
    handler: async (request) => service.listFinancialToolsStartups(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.generateCapTable),
    handler: async (request) => service.createCapTable(db, await requireUser(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(endpoints.savedCapTable),
    handler: async (request) => service.getCapTable(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.generateFinancialModel),
    handler: async (request) => toWire(await service.createFinancialModel(db, await requireUser(request), request.params.id, request.body.assumptions)),
  });
  app.route({
    ...fromContract(endpoints.savedFinancialModel),
    handler: async (request) => toWire(await service.getFinancialModel(db, await requireUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(endpoints.calculateValuation),
    handler: async (request) => toWire(await service.createValuation(db, await requireUser(request), request.params.id)),
  });
  app.route({
    ...fromContract(endpoints.savedValuation),
    handler: async (request) => toWire(await service.getValuation(db, await requireUser(request), request.params.id)),
  });

  app.route({
    ...fromContract(endpoints.fundingTracker),
    handler: async (request) => tracker.getFundingTracker(db, await requireUser(request), request.params.id),
  });
  app.route({
    ...fromContract(endpoints.setFundingTarget),
    handler: async (request) => tracker.setFundingTarget(db, await requireUser(request), request.params.id, request.body),
  });
  app.route({
    ...fromContract(endpoints.addMilestone),
    handler: async (request, reply) => reply.status(201).send(await tracker.createMilestone(db, await requireUser(request), request.params.id, request.body)),
  });
  app.route({
    ...fromContract(endpoints.updateMilestone),
    handler: async (request) => tracker.updateMilestone(db, await requireUser(request), request.params.id, request.params.milestoneId, request.body),
  });
  app.route({
    ...fromContract(endpoints.deleteMilestone),
    handler: async (request, reply) => {
      await tracker.deleteMilestone(db, await requireUser(request), request.params.id, request.params.milestoneId);
      return reply.status(204).send(null);
    },
  });
};
