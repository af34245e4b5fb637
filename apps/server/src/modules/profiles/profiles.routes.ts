import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import {
  experienceInputSchema,
  experienceSchema,
  idParamsSchema,
  profileSchema,
  recommendationRequestSchema,
  recommendationSchema,
  requestRecommendationInputSchema,
  updateProfileInputSchema,
  userMatchSchema,
  generateMatchesResponseSchema,
  writeRecommendationInputSchema,
} from '@baobab/contracts/profiles';
import type { Db } from '../../db/client';
import type { ChangeFeed } from '../../integrations/change-feed';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import { generateOwnMatches, listOwnMatches } from './matches.service';
import { createExperience, deleteExperience, listOwnExperiences, updateExperience } from './experiences.service';
import { getOwnProfile, updateOwnProfile } from './profiles.service';
import {
  declineRecommendation,
  listOwnRecommendationRequests,
  listOwnRecommendations,
  requestRecommendation,
  writeRecommendation,
} from './recommendations.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['profiles'];

/** The professional profile (/profile): the profile itself, experience and recommendations. */
export const profilesRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery; changes: ChangeFeed }> = async (app, { db, delivery, changes }) => {
  app.get('/api/users/profile', { schema: { tags, response: { 200: profileSchema, ...errors } } }, async (request) =>
    getOwnProfile(db, await requireUser(request)),
  );

  app.put(
    '/api/users/profile',
    { schema: { tags, body: updateProfileInputSchema, response: { 200: profileSchema, ...errors } } },
    async (request) => {
      const profile = await updateOwnProfile(db, await requireUser(request), request.body);
      // The name may have changed, and investors are matched and listed by name.
      await changes.publish('investors').catch((error: unknown) => app.log.error({ err: error }, 'investor change signal failed'));
      return profile;
    },
  );

  app.get('/api/users/experiences', { schema: { tags, response: { 200: z.array(experienceSchema), ...errors } } }, async (request) =>
    listOwnExperiences(db, await requireUser(request)),
  );

  app.post(
    '/api/users/experiences',
    { schema: { tags, body: experienceInputSchema, response: { 201: experienceSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createExperience(db, await requireUser(request), request.body)),
  );

  app.put(
    '/api/users/experiences/:id',
    { schema: { tags, params: idParamsSchema, body: experienceInputSchema, response: { 200: experienceSchema, ...errors } } },
    async (request) => updateExperience(db, await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/users/experiences/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await deleteExperience(db, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/api/users/recommendations',
    { schema: { tags, response: { 200: z.array(recommendationSchema), ...errors } } },
    async (request) => listOwnRecommendations(db, await requireUser(request)),
  );

  app.get(
    '/api/users/recommendations/requests',
    { schema: { tags, response: { 200: z.array(recommendationRequestSchema), ...errors } } },
    async (request) => listOwnRecommendationRequests(db, await requireUser(request)),
  );

  app.post(
    '/api/users/recommendations/requests',
    { schema: { tags, body: requestRecommendationInputSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await requestRecommendation(db, await requireUser(request), request.body, delivery);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/recommendations/:id/write',
    { schema: { tags, params: idParamsSchema, body: writeRecommendationInputSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await writeRecommendation(db, await requireUser(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/recommendations/:id/decline',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await declineRecommendation(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/api/users/matches', { schema: { tags, response: { 200: z.array(userMatchSchema), ...errors } } }, async (request) =>
    listOwnMatches(db, await requireUser(request)),
  );

  app.post('/api/users/generate-matches', { schema: { tags, response: { 200: generateMatchesResponseSchema, ...errors } } }, async (request) => {
    const matches = await generateOwnMatches(db, await requireUser(request));
    return { count: matches.length, matches };
  });
};
