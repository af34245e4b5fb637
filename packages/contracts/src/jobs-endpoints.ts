import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { jobIdParamsSchema, jobInputSchema, jobSchema, listJobsQuerySchema } from './jobs';

/** The error bodies every jobs route documents (validation, sign-in, a job that is not there or not yours). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The jobs board's API: the server registers these routes and the web app calls them (decision 0018). */
export const jobsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/jobs', operationId: 'jobsList', summary: 'Jobs and co-founder posts', tags: ['jobs'], public: true, preloads: [{ route: '/jobs', for: 'public', query: { limit: 20, offset: 0 } }], query: listJobsQuerySchema, responses: { 200: z.array(jobSchema), ...errors } }),
  saved: endpoint({ method: 'GET', path: '/api/jobs/saved', operationId: 'jobsListSaved', summary: 'Jobs you saved', tags: ['jobs'], responses: { 200: z.array(jobSchema), ...errors } }),
  create: endpoint({ method: 'POST', path: '/api/jobs', operationId: 'jobsCreate', summary: 'Post a job', tags: ['jobs'], body: jobInputSchema, responses: { 201: jobSchema, ...errors } }),
  update: endpoint({
    method: 'PUT',
    path: '/api/jobs/:id',
    operationId: 'jobsUpdate', summary: 'Update your job post', tags: ['jobs'],
    params: jobIdParamsSchema,
    body: jobInputSchema,
    responses: { 200: jobSchema, ...errors },
  }),
  close: endpoint({ method: 'POST', path: '/api/jobs/:id/close', operationId: 'jobsClose', summary: 'Close your job post', tags: ['jobs'], params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
  save: endpoint({ method: 'POST', path: '/api/jobs/:id/save', operationId: 'jobsSave', summary: 'Save a job', tags: ['jobs'], params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
  unsave: endpoint({ method: 'DELETE', path: '/api/jobs/:id/save', operationId: 'jobsUnsave', summary: 'Remove a saved job', tags: ['jobs'], params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
};
