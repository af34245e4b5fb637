import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as service from './cap-table-scenarios.service';


/** A startup's saved cap-table scenarios: list (readers of the cap table), create and delete (the founder). */
export const capTableScenarioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.scenarios),
    handler: async (request) => service.listCapTableScenarios(db, await requireUser(request), request.params.id),
  });
  app.route({
    ...fromContract(endpoints.saveScenario),
    handler: async (request, reply) => reply.status(201).send(await service.createCapTableScenario(db, await requireUser(request), request.params.id, request.body)),
  });
  app.route({
    ...fromContract(endpoints.deleteScenario),
    handler: async (request, reply) => {
      await service.deleteCapTableScenario(db, await requireUser(request), request.params.id, request.params.scenarioId);
      return reply.status(204).send(null);
    },
  });
};
