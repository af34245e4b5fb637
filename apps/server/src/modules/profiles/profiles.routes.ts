import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profilesEndpoints as endpoints } from '@baobab/contracts/profiles-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { toWire } from '@baobab/contracts/i18n/message-wire';
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


/**
 * The professional profile (/profile): the profile itself, experience and recommendations. Every route's method,
 * path and schemas come from its contract in @baobab/contracts/profiles-endpoints.
 */
export const profilesRoutes: FastifyPluginAsyncZod<CachedDb & { delivery: Delivery }> = async (app, { db, caches, delivery }) => {
  const cached: CachedDb = { db, caches };
  app.route({
    ...fromContract(endpoints.profile),
    handler: async (request) => getOwnProfile(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.updateProfile),
    handler: async (request) => updateOwnProfile(cached, await requireUser(request), request.body),
  });

  app.route({
    ...fromContract(endpoints.experiences),
    handler: async (request) => listOwnExperiences(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.createExperience),
    handler: async (request, reply) => reply.status(201).send(await createExperience(db, await requireUser(request), request.body)),
  });

  app.route({
    ...fromContract(endpoints.updateExperience),
    handler: async (request) => updateExperience(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.deleteExperience),
    handler: async (request, reply) => {
      await deleteExperience(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.recommendations),
    handler: async (request) => listOwnRecommendations(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.recommendationRequests),
    handler: async (request) => listOwnRecommendationRequests(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.requestRecommendation),
    handler: async (request, reply) => {
      await requestRecommendation(db, await requireUser(request), request.body, delivery);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.writeRecommendation),
    handler: async (request, reply) => {
      await writeRecommendation(db, await requireUser(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.declineRecommendation),
    handler: async (request, reply) => {
      await declineRecommendation(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.matches),
    handler: async (request) => listOwnMatches(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.generateMatches),
    handler: async (request) => {
      const matches = await generateOwnMatches(cached, await requireUser(request));
      return toWire({ count: matches.length, matches });
    },
  });
};
