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
import type { Db } from '../../db/client';
import { currentUser, requireUser } from '../../plugins/auth';
import * as startups from './startups.service';

const idResponse = z.object({ id: z.number() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const startupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['startups'];

  app.get('/api/startups', { schema: { tags, querystring: listStartupsQuerySchema, response: { 200: z.array(startupSummarySchema), 400: apiErrorSchema } } }, async (request) =>
    startups.listStartups(db, request.query),
  );

  app.get('/api/startups/stats', { schema: { tags, querystring: startupStatsQuerySchema, response: { 200: startupStatsSchema, 400: apiErrorSchema } } }, async (request) =>
    startups.getStartupStats(db, request.query),
  );

  app.get('/api/startups/:id', { schema: { tags, params: idParamsSchema, response: { 200: startupDetailSchema, 404: apiErrorSchema } } }, async (request) =>
    startups.getStartupDetail(db, await currentUser(request), request.params.id),
  );

  app.post('/api/startups', { schema: { tags, body: startupInputSchema, response: { 201: idResponse, ...errors } } }, async (request, reply) => {
    const created = await startups.createStartup(db, await requireUser(request), request.body);
    return reply.status(201).send(created);
  });

  app.put('/api/startups/:id', { schema: { tags, params: idParamsSchema, body: startupInputSchema, response: { 200: idResponse, ...errors } } }, async (request) =>
    startups.updateStartup(db, await requireUser(request), request.params.id, request.body),
  );

  app.get('/api/profile', { schema: { tags, response: { 200: profileResponseSchema, 401: apiErrorSchema } } }, async (request) =>
    startups.getMyProfile(db, await currentUser(request)),
  );
};
