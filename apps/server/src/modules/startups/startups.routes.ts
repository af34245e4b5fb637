import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@baobab/contracts/common';
import { apiErrorSchema } from '@baobab/contracts/errors';
import {
  listStartupsQuerySchema,
  profileResponseSchema,
  startupDetailSchema,
  startupInputSchema,
  startupStatsQuerySchema,
  startupStatsSchema,
  startupSummarySchema,
} from '@baobab/contracts/startups';
import { NEXT_CURSOR_HEADER } from '@baobab/contracts/paging';
import type { CachedDb } from '../../lib/cache-registry';
import { currentUser, requireUser } from '../../plugins/auth';
import { sendEncodedJson } from '../../lib/encoded-body';
import * as startups from './startups.service';

const idResponse = z.object({ id: z.number() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** `caches` holds the directory's cached pages, which the startups service empties after each write. */
export const startupsRoutes: FastifyPluginAsyncZod<CachedDb> = async (app, cached) => {
  const { db } = cached;
  const tags = ['startups'];

  app.get(
    '/api/startups',
    {
      schema: {
        tags,
        querystring: listStartupsQuerySchema,
        response: { 200: z.array(startupSummarySchema), 400: apiErrorSchema },
        description: `Newest-first pages carry the next page's cursor in the ${NEXT_CURSOR_HEADER} header when full; pass it back as cursor.`,
      },
    },
    async (request, reply) => {
      const page = await startups.listStartupPage(cached, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      // Already JSON of the response schema's shape (toSummary), sent as it is: a cached page
      // costs no serialisation and, once per encoding, no compression.
      return sendEncodedJson(request, reply, page.body);
    },
  );

  app.get('/api/startups/stats', { schema: { tags, querystring: startupStatsQuerySchema, response: { 200: startupStatsSchema, 400: apiErrorSchema } } }, async (request) =>
    startups.getStartupStats(cached, request.query),
  );

  app.get('/api/startups/:id', { schema: { tags, params: idParamsSchema, response: { 200: startupDetailSchema, 404: apiErrorSchema } } }, async (request) =>
    startups.getStartupDetail(db, await currentUser(request), request.params.id),
  );

  app.post('/api/startups', { schema: { tags, body: startupInputSchema, response: { 201: idResponse, ...errors } } }, async (request, reply) => {
    const created = await startups.createStartup(cached, await requireUser(request), request.body);
    return reply.status(201).send(created);
  });

  app.put('/api/startups/:id', { schema: { tags, params: idParamsSchema, body: startupInputSchema, response: { 200: idResponse, ...errors } } }, async (request) => {
    return startups.updateStartup(cached, await requireUser(request), request.params.id, request.body);
  });

  app.get('/api/profile', { schema: { tags, response: { 200: profileResponseSchema, 401: apiErrorSchema } } }, async (request) =>
    startups.getMyProfile(db, await currentUser(request)),
  );
};
