import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import {
  capTableResultSchema,
  createCapTableInputSchema,
  createFinancialModelInputSchema,
  createMilestoneInputSchema,
  financialModelResultSchema,
  updateMilestoneInputSchema,
  valuationResultSchema,
} from '@baobab/contracts/financial-tools';
import {
  financialToolsStartupsSchema,
  fundingMilestoneSchema,
  fundingTrackerViewSchema,
  milestoneParamsSchema,
  savedCapTableSchema,
  savedFinancialModelSchema,
  savedValuationSchema,
  setFundingTargetInputSchema,
} from '@baobab/contracts/financial-tools-api';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import * as service from './financial-tools.service';
import * as tracker from './funding-tracker.service';

const tags = ['financial-tools'];
const params = idParamsSchema;

/** The spec's financial-tools calls; a GET of a result not generated yet answers null. */
export const financialToolsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/financial-tools/startups', { schema: { tags, response: { 200: financialToolsStartupsSchema } } }, async (request) =>
    service.listFinancialToolsStartups(db, await requireUser(request)),
  );

  app.post('/api/startups/:id/cap-table', { schema: { tags, params, body: createCapTableInputSchema, response: { 200: capTableResultSchema } } }, async (request) =>
    service.createCapTable(db, await requireUser(request), request.params.id, request.body),
  );
  app.get('/api/startups/:id/cap-table', { schema: { tags, params, response: { 200: savedCapTableSchema.nullable() } } }, async (request) =>
    service.getCapTable(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/startups/:id/financial-model',
    { schema: { tags, params, body: createFinancialModelInputSchema, response: { 200: financialModelResultSchema } } },
    async (request) => service.createFinancialModel(db, await requireUser(request), request.params.id, request.body.assumptions),
  );
  app.get('/api/startups/:id/financial-model', { schema: { tags, params, response: { 200: savedFinancialModelSchema.nullable() } } }, async (request) =>
    service.getFinancialModel(db, await requireUser(request), request.params.id),
  );

  app.post('/api/startups/:id/valuation', { schema: { tags, params, response: { 200: valuationResultSchema } } }, async (request) =>
    service.createValuation(db, await requireUser(request), request.params.id),
  );
  app.get('/api/startups/:id/valuation', { schema: { tags, params, response: { 200: savedValuationSchema.nullable() } } }, async (request) =>
    service.getValuation(db, await requireUser(request), request.params.id),
  );

  app.get('/api/startups/:id/funding-tracker', { schema: { tags, params, response: { 200: fundingTrackerViewSchema } } }, async (request) =>
    tracker.getFundingTracker(db, await requireUser(request), request.params.id),
  );
  app.put(
    '/api/startups/:id/funding-tracker',
    { schema: { tags, params, body: setFundingTargetInputSchema, response: { 200: fundingTrackerViewSchema } } },
    async (request) => tracker.setFundingTarget(db, await requireUser(request), request.params.id, request.body),
  );
  app.post(
    '/api/startups/:id/funding-tracker/milestones',
    { schema: { tags, params, body: createMilestoneInputSchema, response: { 201: fundingMilestoneSchema } } },
    async (request, reply) => reply.status(201).send(await tracker.createMilestone(db, await requireUser(request), request.params.id, request.body)),
  );
  app.patch(
    '/api/startups/:id/funding-tracker/milestones/:milestoneId',
    { schema: { tags, params: milestoneParamsSchema, body: updateMilestoneInputSchema, response: { 200: fundingMilestoneSchema } } },
    async (request) => tracker.updateMilestone(db, await requireUser(request), request.params.id, request.params.milestoneId, request.body),
  );
  app.delete(
    '/api/startups/:id/funding-tracker/milestones/:milestoneId',
    { schema: { tags, params: milestoneParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await tracker.deleteMilestone(db, await requireUser(request), request.params.id, request.params.milestoneId);
      return reply.status(204).send(null);
    },
  );
};
