/**
 * Access requests, rename and delete and view durations: registered by
 * dataRoomsRoutes as a child plugin so it shares that plugin's multipart setup and options.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessRequestSchema,
  approveAccessRequestInputSchema,
  createAccessRequestInputSchema,
  createFolderInputSchema,
  dataRoomFolderSchema,
  dataRoomGrantSchema,
  documentAnalyticsSchema,
  documentParamsSchema,
  folderParamsSchema,
  renameInputSchema,
  requestParamsSchema,
  roomParamsSchema,
  startupParamsSchema,
  startupRoomAccessSchema,
  viewDurationInputSchema,
  viewParamsSchema,
} from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import * as requests from './access-requests.service';
import * as manage from './document-management.service';
import * as views from './view-analytics.service';

const tags = ['data-rooms'];

export const dataRoomExtrasRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {

  // Access requests -----------------------------------------------------------------------
  app.get(
    '/api/startups/:id/data-room-access',
    { schema: { tags, params: startupParamsSchema, response: { 200: z.array(startupRoomAccessSchema) } } },
    async (request) => requests.getStartupRoomAccess(db, await requireUser(request), request.params.id),
  );
  app.post(
    '/api/data-rooms/:id/access-requests',
    { schema: { tags, params: roomParamsSchema, body: createAccessRequestInputSchema, response: { 201: startupRoomAccessSchema } } },
    async (request, reply) =>
      reply.status(201).send(await requests.requestAccess(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.body)),
  );
  app.get('/api/data-rooms/:id/access-requests', { schema: { tags, params: roomParamsSchema, response: { 200: z.array(accessRequestSchema) } } }, async (request) =>
    requests.listAccessRequests(db, await requireUser(request), request.params.id),
  );
  app.post(
    '/api/data-rooms/:id/access-requests/:requestId/approve',
    { schema: { tags, params: requestParamsSchema, body: approveAccessRequestInputSchema, response: { 201: dataRoomGrantSchema } } },
    async (request, reply) => {
      const { id, requestId } = request.params;
      return reply.status(201).send(await requests.approveAccessRequest(db, delivery, await requireUser(request), { ip: request.ip }, id, requestId, request.body));
    },
  );
  app.post('/api/data-rooms/:id/access-requests/:requestId/decline', { schema: { tags, params: requestParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await requests.declineAccessRequest(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.params.requestId);
    return reply.status(204).send(null);
  });

  // Rename and delete ---------------------------------------------------------------------
  app.patch(
    '/api/data-rooms/:id/documents/:documentId',
    { schema: { tags, params: documentParamsSchema, body: renameInputSchema, response: { 200: z.object({ id: z.number().int(), name: z.string() }) } } },
    async (request) => manage.renameDocument(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.documentId, request.body.name),
  );
  app.delete('/api/data-rooms/:id/documents/:documentId', { schema: { tags, params: documentParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await manage.deleteDocument(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.documentId);
    return reply.status(204).send(null);
  });
  app.patch(
    '/api/data-rooms/:id/folders/:folderId',
    { schema: { tags, params: folderParamsSchema, body: createFolderInputSchema, response: { 200: dataRoomFolderSchema } } },
    async (request) => manage.renameFolder(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.folderId, request.body.name),
  );
  app.delete('/api/data-rooms/:id/folders/:folderId', { schema: { tags, params: folderParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await manage.deleteFolder(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.folderId);
    return reply.status(204).send(null);
  });

  // View durations and per-document analytics ---------------------------------------------
  app.post(
    '/api/data-rooms/:id/views/:viewId/duration',
    { schema: { tags, params: viewParamsSchema, body: viewDurationInputSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await views.reportViewDuration(db, await requireUser(request), request.params.id, request.params.viewId, request.body.seconds);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/data-rooms/:id/documents/:documentId/analytics',
    { schema: { tags, params: documentParamsSchema, response: { 200: documentAnalyticsSchema } } },
    async (request) => views.getDocumentAnalytics(db, await requireUser(request), request.params.id, request.params.documentId),
  );
};
