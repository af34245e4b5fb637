import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import {
  founderProfileInputSchema,
  founderProfileSchema,
  investorOwnProfileSchema,
  investorProfileInputSchema,
  onboardingStatusSchema,
} from '@baobab/contracts/onboarding';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../integrations/change-feed';
import { requireUser } from '../../plugins/auth';
import * as onboarding from './onboarding.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** The spec's calls: POST /api/founders and /api/investors; PUT edits the same profile; GET /api/onboarding says which exist. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ db: Db; changes: ChangeFeed }> = async (app, { db, changes }) => {
  const tags = ['onboarding'];
  /** After a committed investor profile write: matching's investor index is rebuilt on every instance. */
  const announce = () => changes.publish('investors').catch((error: unknown) => app.log.error({ err: error }, 'investor change signal failed'));

  app.get('/api/onboarding', { schema: { tags, response: { 200: onboardingStatusSchema, 401: apiErrorSchema } } }, async (request) =>
    onboarding.getOnboardingStatus(db, await requireUser(request)),
  );

  app.post('/api/founders', { schema: { tags, body: founderProfileInputSchema, response: { 201: founderProfileSchema, ...errors } } }, async (request, reply) => {
    const profile = await onboarding.createFounderProfile(db, await requireUser(request), request.body);
    return reply.status(201).send(profile);
  });

  app.put('/api/founders', { schema: { tags, body: founderProfileInputSchema, response: { 200: founderProfileSchema, ...errors } } }, async (request) =>
    onboarding.updateFounderProfile(db, await requireUser(request), request.body),
  );

  app.post('/api/investors', { schema: { tags, body: investorProfileInputSchema, response: { 201: investorOwnProfileSchema, ...errors } } }, async (request, reply) => {
    const profile = await onboarding.createInvestorProfile(db, await requireUser(request), request.body);
    await announce();
    return reply.status(201).send(profile);
  });

  app.put('/api/investors', { schema: { tags, body: investorProfileInputSchema, response: { 200: investorOwnProfileSchema, ...errors } } }, async (request) => {
    const profile = await onboarding.updateInvestorProfile(db, await requireUser(request), request.body);
    await announce();
    return profile;
  });
};
