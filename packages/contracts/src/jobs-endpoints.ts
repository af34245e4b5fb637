import { z } from 'zod';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import { jobIdParamsSchema, jobInputSchema, jobSchema, listJobsQuerySchema } from './jobs';
import { jobsRoutes } from './jobs-routes';

/** The error bodies every jobs route documents (validation, sign-in, a job that is not there or not yours). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

/** The jobs board's API: the server registers these routes and the web app calls them (decision 0018). */
export const jobsEndpoints = {
  list: endpoint({ ...jobsRoutes.list, operationId: 'jobsList', summary: 'Jobs and co-founder posts', tags: ['jobs'], public: true, preloads: [{ route: '/jobs', for: 'public', query: { limit: 20, offset: 0 } }], query: listJobsQuerySchema, responses: { 200: z.array(jobSchema), ...errors } }),
  saved: endpoint({ ...jobsRoutes.saved, operationId: 'jobsListSaved', summary: 'Jobs you saved', tags: ['jobs'], responses: { 200: z.array(jobSchema), ...errors } }),
  create: endpoint({ ...jobsRoutes.create, operationId: 'jobsCreate', summary: 'Post a job', tags: ['jobs'], body: jobInputSchema, responses: { 201: jobSchema, ...errors } }),
  update: endpoint({
    ...jobsRoutes.update,
    operationId: 'jobsUpdate', summary: 'Update your job post', tags: ['jobs'],
    params: jobIdParamsSchema,
    body: jobInputSchema,
    responses: { 200: jobSchema, ...errors },
  }),
  close: endpoint({ ...jobsRoutes.close, operationId: 'jobsClose', summary: 'Close your job post', tags: ['jobs'], params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
  save: endpoint({ ...jobsRoutes.save, operationId: 'jobsSave', summary: 'Save a job', tags: ['jobs'], params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
  unsave: endpoint({ ...jobsRoutes.unsave, operationId: 'jobsUnsave', summary: 'Remove a saved job', tags: ['jobs'], params: jobIdParamsSchema, responses: { 204: z.null(), ...errors } }),
};
