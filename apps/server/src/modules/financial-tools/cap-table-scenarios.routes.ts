import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import { capTableScenarioSchema, capTableScenariosSchema, createCapTableScenarioInputSchema, scenarioParamsSchema } from '@baobab/contracts/financial-tools';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import * as service from './cap-table-scenarios.service';

const tags = ['financial-tools'];

/** A startup's saved cap-table scenarios: list (readers of the cap table), create and delete (the founder). */
export const capTableScenarioRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/startups/:id/cap-table/scenarios', { schema: { tags, params: idParamsSchema, response: { 200: capTableScenariosSchema } } }, async (request) =>
    service.listCapTableScenarios(db, await requireUser(request), request.params.id),
  );
  app.post(
    '/api/startups/:id/cap-table/scenarios',
    { schema: { tags, params: idParamsSchema, body: createCapTableScenarioInputSchema, response: { 201: capTableScenarioSchema } } },
    async (request, reply) => reply.status(201).send(await service.createCapTableScenario(db, await requireUser(request), request.params.id, request.body)),
  );
  app.delete(
    '/api/startups/:id/cap-table/scenarios/:scenarioId',
    { schema: { tags, params: scenarioParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteCapTableScenario(db, await requireUser(request), request.params.id, request.params.scenarioId);
      return reply.status(204).send(null);
    },
  );
};
