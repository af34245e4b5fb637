import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { jobIdParamsSchema, jobInputSchema, jobSchema, listJobsQuerySchema } from './jobs';

/** The error bodies every jobs route documents (validation, sign-in, a job that is not there or not yours). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The jobs board's API: the server registers these routes and the web app calls them (decision 0018). */
export const jobsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/jobs', query: listJobsQuerySchema, responses: { 200: z.array(jobSchema), ...errors } }),
  saved: endpoint({ method: 'GET', path: '/api/jobs/saved', responses: { 200: z.array(jobSchema), ...errors } }),
  create: endpoint({ method: 'POST', path: '/api/jobs', body: jobInputSchema, responses: { 201: jobSchema, ...errors } }),
  update: endpoint({
    method: 'PUT',
    path: '/api/jobs/:id',
    params: jobIdParamsSchema,
    body: jobInputSchema,
    responses: { 200: jobSchema, ...errors },
  }),
  close: endpoint({ method: 'POST', path: '/api/jobs/:id/close', params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
  save: endpoint({ method: 'POST', path: '/api/jobs/:id/save', params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
  unsave: endpoint({ method: 'DELETE', path: '/api/jobs/:id/save', params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
};
