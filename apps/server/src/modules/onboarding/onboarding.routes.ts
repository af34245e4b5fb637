import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onboardingEndpoints as endpoints } from '@baobab/contracts/onboarding-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { fromContract } from '../../lib/contract-route';
import { requireUser } from '../../plugins/auth';
import * as onboarding from './onboarding.service';

/**
 * The spec's calls: POST /api/founders and /api/investors; PUT edits the same profile; GET /api/onboarding says
 * which exist. Every route's method, path and schemas come from its contract in @baobab/contracts/onboarding-endpoints.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;

  app.route({
    ...fromContract(endpoints.status),
    handler: async (request) => onboarding.getOnboardingStatus(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.createFounder),
    handler: async (request, reply) => {
      const profile = await onboarding.createFounderProfile(cached, await requireUser(request), request.body);
      return reply.status(201).send(profile);
    },
  });

  app.route({
    ...fromContract(endpoints.updateFounder),
    handler: async (request) => onboarding.updateFounderProfile(db, await requireUser(request), request.body),
  });

  app.route({
    ...fromContract(endpoints.createInvestor),
    handler: async (request, reply) => {
      const profile = await onboarding.createInvestorProfile(cached, await requireUser(request), request.body);
      return reply.status(201).send(profile);
    },
  });

  app.route({
    ...fromContract(endpoints.updateInvestor),
    handler: async (request) => onboarding.updateInvestorProfile(cached, await requireUser(request), request.body),
  });
};
