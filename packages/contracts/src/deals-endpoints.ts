import { z } from 'zod';
import { idParamsSchema } from './common';
import {
  createDealInputSchema,
  createDealNoteInputSchema,
  dealAnalyticsSchema,
  dealNoteSchema,
  dealNotesSchema,
  dealSchema,
  dealsQuerySchema,
  dealsSchema,
  updateDealInputSchema,
} from './deals';
import { endpoint } from './endpoint';
import { startupIdParamsSchema } from './portfolio';

/** The deal-flow API: the server registers these routes and the web app calls them (decision 0018). */
export const dealsEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow', query: dealsQuerySchema, responses: { 200: dealsSchema } }),
  create: endpoint({ method: 'POST', path: '/api/portfolio/deal-flow', body: createDealInputSchema, responses: { 201: dealSchema } }),
  analytics: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/analytics', responses: { 200: dealAnalyticsSchema } }),
  byStartup: endpoint({
    method: 'GET',
    path: '/api/portfolio/deal-flow/by-startup/:startupId',
    params: startupIdParamsSchema,
    responses: { 200: z.object({ deal: dealSchema.nullable() }) },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/portfolio/deal-flow/:id',
    params: idParamsSchema,
    body: updateDealInputSchema,
    responses: { 200: dealSchema },
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/portfolio/deal-flow/:id', params: idParamsSchema, responses: { 204: z.null() } }),
  notes: endpoint({ method: 'GET', path: '/api/portfolio/deal-flow/:id/notes', params: idParamsSchema, responses: { 200: dealNotesSchema } }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/portfolio/deal-flow/:id/notes',
    params: idParamsSchema,
    body: createDealNoteInputSchema,
    responses: { 201: dealNoteSchema },
  }),
  /** A PDF download, opened as a link rather than fetched as JSON. */
  summaryPdf: endpoint({ method: 'GET', path: '/api/startups/:id/deal-summary.pdf', params: idParamsSchema, responses: {} }),
};
