import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@baobab/contracts/errors';
import { jobIdParamsSchema, jobInputSchema, jobSchema, listJobsQuerySchema } from '@baobab/contracts/jobs';
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import { closeJob, createJob, listJobs, listSavedJobs, saveJob, unsaveJob, updateJob } from './jobs.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const tags = ['jobs'];

/** The jobs and opportunities board (/jobs): list, post, edit, close, save. */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/jobs',
    { schema: { tags, querystring: listJobsQuerySchema, response: { 200: z.array(jobSchema), ...errors } } },
    async (request) => listJobs(db, await currentUser(request), request.query),
  );

  app.get('/api/jobs/saved', { schema: { tags, response: { 200: z.array(jobSchema), ...errors } } }, async (request) =>
    listSavedJobs(db, await requireUser(request)),
  );

  app.post(
    '/api/jobs',
    { schema: { tags, body: jobInputSchema, response: { 201: jobSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createJob(db, await requireUser(request), request.body)),
  );

  app.put(
    '/api/jobs/:id',
    { schema: { tags, params: jobIdParamsSchema, body: jobInputSchema, response: { 200: jobSchema, ...errors } } },
    async (request) => updateJob(db, await requireUser(request), request.params.id, request.body),
  );

  app.post('/api/jobs/:id/close', { schema: { tags, params: jobIdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await closeJob(db, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/api/jobs/:id/save', { schema: { tags, params: jobIdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await saveJob(db, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });

  app.delete('/api/jobs/:id/save', { schema: { tags, params: jobIdParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await unsaveJob(db, await requireUser(request), request.params.id);
    return reply.status(204).send(null);
  });
};
