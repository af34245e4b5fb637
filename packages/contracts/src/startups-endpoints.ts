import { z } from 'zod';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { apiErrorSchema } from './errors';
import {
  listStartupsQuerySchema,
  myStartupsResponseSchema,
  startupDetailSchema,
  startupInputSchema,
  startupStatsQuerySchema,
  startupStatsSchema,
  startupSummarySchema,
} from './startups';
import { startupRequestSettingsInputSchema, startupRequestSettingsSchema } from './startup-trust';
import { startupsRoutes } from './startups-routes';

/** What a create or an edit answers: the startup's id. */
const idResponse = z.object({ id: z.number() });
/** The error bodies the create and edit routes document (validation, sign-in, not yours, not there). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The startup directory's API and the signed-in person's own startups: the server registers these routes and the
 * web app calls them (decision 0018). A newest-first list page carries the next page's cursor in a response
 * header (`NEXT_CURSOR_HEADER` from ./paging), which the route documents and the client reads.
 */
export const startupsEndpoints = {
  list: endpoint({
    ...startupsRoutes.list,
    operationId: 'startupsList', summary: 'Startup directory with search and filters', tags: ['startups'], public: true, preloads: [{ route: '/startups', for: 'public', query: { limit: 20, offset: 0 } }],
    query: listStartupsQuerySchema,
    responses: { 200: z.array(startupSummarySchema), 400: apiErrorSchema },
  }),
  stats: endpoint({ ...startupsRoutes.stats, operationId: 'startupsGetStats', summary: 'Startup directory figures', tags: ['startups'], public: true, preloads: [{ route: '/startups', for: 'public' }], query: startupStatsQuerySchema, responses: { 200: startupStatsSchema, 400: apiErrorSchema } }),
  detail: endpoint({ ...startupsRoutes.detail, operationId: 'startupsGet', summary: 'One startup profile with its assessment for the viewer', tags: ['startups'], public: true, preloads: [{ route: '/startups/:id', for: 'public' }], params: idParamsSchema, responses: { 200: startupDetailSchema, 404: apiErrorSchema } }),
  create: endpoint({ ...startupsRoutes.create, operationId: 'startupsCreate', summary: 'Create a startup profile', tags: ['startups'], body: startupInputSchema, responses: { 201: idResponse, ...errors } }),
  update: endpoint({
    ...startupsRoutes.update,
    operationId: 'startupsUpdate', summary: 'Update your startup profile', tags: ['startups'],
    params: idParamsSchema,
    body: startupInputSchema,
    responses: { 200: idResponse, ...errors },
  }),
  /** The owner's "verified investors only" switch; anyone else gets 404 like a missing startup. */
  requestSettings: endpoint({
    ...startupsRoutes.requestSettings,
    operationId: 'startupsSetRequestSettings', summary: 'Accept intro and data-room requests from verified investors only, or from anyone', tags: ['startups'],
    params: idParamsSchema,
    body: startupRequestSettingsInputSchema,
    responses: { 200: startupRequestSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
  }),
  /**
   * GET /api/profile (the spec's name): the signed-in founder's own startups, read by the dashboard, the pickers
   * and the intro and data-room forms through the one query in apps/web/src/lib/my-startups.ts.
   */
  myStartups: endpoint({ ...startupsRoutes.myStartups, operationId: 'startupsGetOwnProfile', summary: 'Your startup or investor profile', tags: ['startups'], preloads: [{ route: '/ai-insights', for: 'signedIn' }, { route: '/updates', for: 'signedIn' }, { route: '/company-metrics', for: 'signedIn' }], responses: { 200: myStartupsResponseSchema, 401: apiErrorSchema } }),
};
