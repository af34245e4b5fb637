import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountLimitsConfig } from '../account-limits/account-limits.service';
import { jobsEndpoints as endpoints } from '@baobab/contracts/jobs-endpoints';
import type { CachedDb } from '../../lib/cache-registry';
import { sendEncodedJson } from '../../lib/encoded-body';
import { fromContract } from '../../lib/contract-route';
import { requireUser, viewerIfAny } from '../../plugins/auth';
import { closeJob, createJob, listJobBoard, listSavedJobs, saveJob, unsaveJob, updateJob } from './jobs.service';


/**
 * The jobs and opportunities board (/jobs): list, post, edit, close, save. Every route's method, path and
 * schemas come from its contract in @baobab/contracts/jobs-endpoints.
 */
export const jobsRoutes: FastifyPluginAsyncZod<CachedDb & { limits: AccountLimitsConfig }> = async (app, { limits, ...cached }) => {
  const { db } = cached;
  app.route({
    ...fromContract(endpoints.list),
    // Already JSON of the response schema's shape (jobsFor), sent as it is: shared answers are cached.
    handler: async (request, reply) => {
      const board = await listJobBoard(cached, await viewerIfAny(request), request.query);
      return sendEncodedJson(request, reply, board.body, { fresh: board.fresh });
    },
  });

  app.route({
    ...fromContract(endpoints.saved),
    handler: async (request) => listSavedJobs(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(await createJob(cached, await requireUser(request), request.body, limits)),
  });

  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => updateJob(cached, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.close),
    handler: async (request, reply) => {
      await closeJob(cached, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.save),
    handler: async (request, reply) => {
      await saveJob(cached, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.unsave),
    handler: async (request, reply) => {
      await unsaveJob(cached, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
