import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profilesEndpoints as endpoints } from '@baobab/contracts/profiles-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { fromContract } from '../../lib/contract-route';
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

const tags = ['profiles'];

/**
 * The professional profile (/profile): the profile itself, experience and recommendations. Every route's method,
 * path and schemas come from its contract in @baobab/contracts/profiles-endpoints.
 */
export const profilesRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery }> = async (app, { db, caches, delivery }) => {
  const cached: CachedDb = { db, caches };
  app.route({
    ...fromContract(endpoints.profile, tags),
    handler: async (request) => getOwnProfile(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.updateProfile, tags),
    handler: async (request) => updateOwnProfile(cached, await requireUser(request), request.body),
  });

  app.route({
    ...fromContract(endpoints.experiences, tags),
    handler: async (request) => listOwnExperiences(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.createExperience, tags),
    handler: async (request, reply) => reply.status(201).send(await createExperience(db, await requireUser(request), request.body)),
  });

  app.route({
    ...fromContract(endpoints.updateExperience, tags),
    handler: async (request) => updateExperience(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.deleteExperience, tags),
    handler: async (request, reply) => {
      await deleteExperience(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.recommendations, tags),
    handler: async (request) => listOwnRecommendations(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.recommendationRequests, tags),
    handler: async (request) => listOwnRecommendationRequests(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.requestRecommendation, tags),
    handler: async (request, reply) => {
      await requestRecommendation(db, await requireUser(request), request.body, delivery);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.writeRecommendation, tags),
    handler: async (request, reply) => {
      await writeRecommendation(db, await requireUser(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.declineRecommendation, tags),
    handler: async (request, reply) => {
      await declineRecommendation(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.matches, tags),
    handler: async (request) => listOwnMatches(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.generateMatches, tags),
    handler: async (request) => {
      const matches = await generateOwnMatches(cached, await requireUser(request));
      return { count: matches.length, matches };
    },
  });
};
