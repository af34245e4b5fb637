import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portfolioEndpoints as endpoints } from '@baobab/contracts/portfolio-endpoints';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import { listInvestorConfirmedCompanies } from '../startup-facts/investments.facts';
import * as confirmations from './investment-confirmations.service';
import * as monitoring from './monitoring.service';
import * as service from './portfolio.service';

/** Every route's method, path and schemas come from its contract in @baobab/contracts/portfolio-endpoints. */
/** readAssessment: the company's assessment as the investor sees it (app.ts injects insights' reader, see portfolio.service.ts). */
export const portfolioRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery; readAssessment: service.ReadAssessmentRisk }> = async (app, { db, caches, delivery, readAssessment }) => {
  // Public, like the investor's profile: only rounds the founders confirmed count (decision 0005).
  app.route({
    ...fromContract(endpoints.investorCompanies),
    handler: async (request) => listInvestorConfirmedCompanies(db, request.params.id),
  });

  app.route({
    ...fromContract(endpoints.recordInvestment),
    handler: async (request, reply) => {
      const investment = await service.recordInvestment(db, delivery, await requireUser(request), request.body);
      return reply.status(201).send(investment);
    },
  });

  app.route({
    ...fromContract(endpoints.updateInvestment),
    handler: async (request) => service.updateInvestment(db, delivery, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.deleteInvestment),
    handler: async (request, reply) => {
      await service.deleteInvestment(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.overview),
    handler: async (request) => service.getOverview({ db, caches }, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.companies),
    handler: async (request) => toWire(await service.listCompanies({ db, caches }, await requireUser(request), request.query, readAssessment)),
  });

  app.route({
    ...fromContract(endpoints.company),
    handler: async (request) => toWire(await service.getCompanyDetail({ db, caches }, await requireUser(request), request.params.startupId, readAssessment)),
  });

  app.route({
    ...fromContract(endpoints.recordExit),
    handler: async (request, reply) => {
      await service.recordExit(db, await requireUser(request), request.params.startupId, request.body);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.deleteExit),
    handler: async (request, reply) => {
      await service.deleteExit(db, await requireUser(request), request.params.startupId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.performance),
    handler: async (request) => service.getPerformance({ db, caches }, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.monitoring),
    handler: async (request) => monitoring.getMonitoring(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.updateAlertSettings),
    handler: async (request) => monitoring.updateAlertSettings(db, await requireUser(request), request.body),
  });

  // The founder's side: review, confirm or decline the rounds investors recorded in their startup.
  app.route({
    ...fromContract(endpoints.startupInvestments),
    handler: async (request) => confirmations.listStartupInvestments(db, await requireUser(request), request.params.id),
  });
  for (const [contract, status] of [
    [endpoints.confirmInvestment, 'confirmed'],
    [endpoints.declineInvestment, 'declined'],
  ] as const) {
    app.route({
      ...fromContract(contract),
      handler: async (request, reply) => {
        const { id, investmentId } = request.params;
        await confirmations.decideInvestment(db, delivery, await requireUser(request), { ip: request.ip }, id, investmentId, status, request.body);
        return reply.status(204).send(null);
      },
    });
  }
};
