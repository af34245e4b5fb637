import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountLimitsConfig } from '../account-limits/account-limits.service';
import { jobsEndpoints as endpoints } from '@baobab/contracts/jobs-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import { currentUser, requireUser } from '../../plugins/auth';
import { closeJob, createJob, listJobs, listSavedJobs, saveJob, unsaveJob, updateJob } from './jobs.service';


/**
 * The jobs and opportunities board (/jobs): list, post, edit, close, save. Every route's method, path and
 * schemas come from its contract in @baobab/contracts/jobs-endpoints.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; limits: AccountLimitsConfig }> = async (app, { db, limits }) => {
  app.route({
    ...fromContract(endpoints.list),
    handler: async (request) => listJobs(db, await currentUser(request), request.query),
  });

  app.route({
    ...fromContract(endpoints.saved),
    handler: async (request) => listSavedJobs(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => reply.status(201).send(await createJob(db, await requireUser(request), request.body, limits)),
  });

  app.route({
    ...fromContract(endpoints.update),
    handler: async (request) => updateJob(db, await requireUser(request), request.params.id, request.body),
  });

  app.route({
    ...fromContract(endpoints.close),
    handler: async (request, reply) => {
      await closeJob(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.save),
    handler: async (request, reply) => {
      await saveJob(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.unsave),
    handler: async (request, reply) => {
      await unsaveJob(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
