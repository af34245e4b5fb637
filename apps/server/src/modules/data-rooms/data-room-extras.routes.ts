/**
 * Access requests, rename and delete and view durations: registered by
 * dataRoomsRoutes as a child plugin so it shares that plugin's multipart setup and options.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoomsEndpoints as endpoints } from '@baobab/contracts/data-rooms-endpoints';
import type { Db } from '../../db/client';
import { fromContract } from '../../lib/contract-route';
import type { Delivery } from '../../lib/delivery';
import { requireUser } from '../../plugins/auth';
import * as requests from './access-requests.service';
import * as manage from './document-management.service';
import * as views from './view-analytics.service';


/** Every route's method, path and schemas come from its contract in @baobab/contracts/data-rooms-endpoints. */
export const dataRoomExtrasRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: Delivery }> = async (app, { db, delivery }) => {
  // Access requests -----------------------------------------------------------------------
  app.route({
    ...fromContract(endpoints.startupAccess),
    handler: async (request) => requests.getStartupRoomAccess(db, await requireUser(request), request.params.id),
  });
  app.route({
    ...fromContract(endpoints.requestAccess),
    handler: async (request, reply) =>
      reply.status(201).send(await requests.requestAccess(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.body)),
  });
  app.route({
    ...fromContract(endpoints.accessRequests),
    handler: async (request) => requests.listAccessRequests(db, await requireUser(request), request.params.id),
  });
  app.route({
    ...fromContract(endpoints.approveRequest),
    handler: async (request, reply) => {
      const { id, requestId } = request.params;
      return reply.status(201).send(await requests.approveAccessRequest(db, delivery, await requireUser(request), { ip: request.ip }, id, requestId, request.body));
    },
  });
  app.route({
    ...fromContract(endpoints.declineRequest),
    handler: async (request, reply) => {
      await requests.declineAccessRequest(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.params.requestId);
      return reply.status(204).send(null);
    },
  });

  // Rename and delete ---------------------------------------------------------------------
  app.route({
    ...fromContract(endpoints.renameDocument),
    handler: async (request) =>
      manage.renameDocument(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.documentId, request.body.name),
  });
  app.route({
    ...fromContract(endpoints.deleteDocument),
    handler: async (request, reply) => {
      await manage.deleteDocument(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.documentId);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.renameFolder),
    handler: async (request) =>
      manage.renameFolder(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.folderId, request.body.name),
  });
  app.route({
    ...fromContract(endpoints.deleteFolder),
    handler: async (request, reply) => {
      await manage.deleteFolder(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.folderId);
      return reply.status(204).send(null);
    },
  });

  // View durations and per-document analytics ---------------------------------------------
  app.route({
    ...fromContract(endpoints.viewDuration),
    handler: async (request, reply) => {
      await views.reportViewDuration(db, await requireUser(request), request.params.id, request.params.viewId, request.body.seconds);
      return reply.status(204).send(null);
    },
  });
  app.route({
    ...fromContract(endpoints.documentAnalytics),
    handler: async (request) => views.getDocumentAnalytics(db, await requireUser(request), request.params.id, request.params.documentId),
  });
};
