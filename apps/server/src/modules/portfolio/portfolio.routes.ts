import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import {
  investmentSchema,
  portfolioCompaniesQuerySchema,
  portfolioCompaniesSchema,
  portfolioCompanyDetailSchema,
  portfolioOverviewSchema,
  portfolioPerformanceSchema,
  recordExitInputSchema,
  recordInvestmentInputSchema,
  decideInvestmentInputSchema,
  startupIdParamsSchema,
  startupInvestmentParamsSchema,
  startupInvestmentsSchema,
} from '@baobab/contracts/portfolio';
import { investorPortfolioCompaniesSchema } from '@baobab/contracts/investors';
import type { Db } from '../../db/client';
import { listInvestorConfirmedCompanies } from '../startup-facts/investments.facts';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import * as confirmations from './investment-confirmations.service';
import * as service from './portfolio.service';

const tags = ['portfolio'];
const noContent = { 204: z.null() };

export const portfolioRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  // Public, like the investor's profile: only rounds the founders confirmed count (decision 0005).
  app.get('/api/investors/:id/portfolio-companies', { schema: { tags: ['investors'], params: idParamsSchema, response: { 200: investorPortfolioCompaniesSchema } } }, async (request) =>
    listInvestorConfirmedCompanies(db, request.params.id),
  );

  app.post('/api/portfolio/investments', { schema: { tags, body: recordInvestmentInputSchema, response: { 201: investmentSchema } } }, async (request, reply) => {
    const investment = await service.recordInvestment(db, delivery, await requireUser(request), request.body);
    return reply.status(201).send(investment);
  });

  app.put('/api/portfolio/investments/:id', { schema: { tags, params: idParamsSchema, body: recordInvestmentInputSchema, response: { 200: investmentSchema } } }, async (request) =>
    service.updateInvestment(db, delivery, await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/portfolio/investments/:id', { schema: { tags, params: idParamsSchema, response: noContent } }, async (request, reply) => {
    await service.deleteInvestment(db, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/api/portfolio/overview', { schema: { tags, response: { 200: portfolioOverviewSchema } } }, async (request) =>
    service.getOverview(db, await requireUser(request)),
  );

  app.get('/api/portfolio/companies', { schema: { tags, querystring: portfolioCompaniesQuerySchema, response: { 200: portfolioCompaniesSchema } } }, async (request) =>
    service.listCompanies(db, await requireUser(request), request.query),
  );

  app.get('/api/portfolio/companies/:startupId', { schema: { tags, params: startupIdParamsSchema, response: { 200: portfolioCompanyDetailSchema } } }, async (request) =>
    service.getCompanyDetail(db, await requireUser(request), request.params.startupId),
  );

  app.put('/api/portfolio/companies/:startupId/exit', { schema: { tags, params: startupIdParamsSchema, body: recordExitInputSchema, response: noContent } }, async (request, reply) => {
    await service.recordExit(db, await requireUser(request), request.params.startupId, request.body);
    return reply.status(204).send(null);
  });

  app.delete('/api/portfolio/companies/:startupId/exit', { schema: { tags, params: startupIdParamsSchema, response: noContent } }, async (request, reply) => {
    await service.deleteExit(db, await requireUser(request), request.params.startupId);
    return reply.status(204).send(null);
  });

  app.get('/api/portfolio/performance', { schema: { tags, response: { 200: portfolioPerformanceSchema } } }, async (request) =>
    service.getPerformance(db, await requireUser(request)),
  );

  // The founder's side: review, confirm or decline the rounds investors recorded in their startup.
  app.get('/api/startups/:id/investments', { schema: { tags, params: idParamsSchema, response: { 200: startupInvestmentsSchema } } }, async (request) =>
    confirmations.listStartupInvestments(db, await requireUser(request), request.params.id),
  );
  for (const [verb, status] of [['confirm', 'confirmed'], ['decline', 'declined']] as const) {
    app.post(
      `/api/startups/:id/investments/:investmentId/${verb}`,
      { schema: { tags, params: startupInvestmentParamsSchema, body: decideInvestmentInputSchema, response: noContent } },
      async (request, reply) => {
        const { id, investmentId } = request.params;
        await confirmations.decideInvestment(db, delivery, await requireUser(request), { ip: request.ip }, id, investmentId, status, request.body);
        return reply.status(204).send(null);
      },
    );
  }
};
