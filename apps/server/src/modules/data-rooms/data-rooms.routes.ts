import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentQuerySchema,
  createDataRoomInputSchema,
  createFolderInputSchema,
  createGrantInputSchema,
  dataRoomActivitySchema,
  dataRoomDetailSchema,
  dataRoomDocumentSchema,
  dataRoomFolderSchema,
  dataRoomGrantSchema,
  dataRoomListSchema,
  dataRoomMessages,
  documentParamsSchema,
  grantParamsSchema,
  roomParamsSchema,
  uploadQuerySchema,
} from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import type { Delivery } from '../../lib/delivery';
import { guardedFileStream, readUploadPart } from '../../lib/multipart-upload';
import { requireUser } from '../../plugins/auth';
import { dataRoomExtrasRoutes } from './data-room-extras.routes';
import * as audit from './data-room-audit.service';
import * as files from './data-room-files.service';
import * as service from './data-rooms.service';

const tags = ['data-rooms'];

/** File responses never run as a page: no sniffing, no scripts, styles or frames from them. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'private, no-store',
} as const;

export const dataRoomsRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage; maxUploadMb: number; delivery: Delivery }> = async (
  app,
  { db, storage, maxUploadMb, delivery },
) => {
  const deps: files.FilesDeps = { db, storage, maxUploadMb };
  // One file per request and no other parts; the service enforces the exact size limit itself.
  await app.register(multipart, { limits: { fileSize: maxUploadMb * 1024 * 1024 + 1, files: 1, fields: 0, parts: 1 } });
  await app.register(dataRoomExtrasRoutes, { db, delivery });

  app.get('/api/data-rooms', { schema: { tags, response: { 200: dataRoomListSchema } } }, async (request) => service.listRooms(db, await requireUser(request)));

  app.post('/api/data-rooms', { schema: { tags, body: createDataRoomInputSchema, response: { 201: dataRoomDetailSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.createRoom(db, await requireUser(request), request.body)),
  );

  app.get('/api/data-rooms/:id', { schema: { tags, params: roomParamsSchema, response: { 200: dataRoomDetailSchema } } }, async (request) =>
    service.getRoom(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/data-rooms/:id/folders',
    { schema: { tags, params: roomParamsSchema, body: createFolderInputSchema, response: { 201: dataRoomFolderSchema } } },
    async (request, reply) => reply.status(201).send(await service.createFolder(db, await requireUser(request), request.params.id, request.body.name)),
  );

  app.post(
    '/api/data-rooms/:id/documents',
    { schema: { tags, params: roomParamsSchema, querystring: uploadQuerySchema, response: { 201: dataRoomDocumentSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const part = await readUploadPart(request, dataRoomMessages.fileRequired);
      const document = await files.uploadDocument({ ...deps, delivery }, user, { ip: request.ip }, request.params.id, request.query.folderId, {
        filename: part.filename,
        stream: guardedFileStream(part),
      });
      return reply.status(201).send(document);
    },
  );

  // No automatic HEAD route: a HEAD must not count as a view in the audit trail.
  app.get(
    '/api/data-rooms/:id/documents/:documentId/content',
    { exposeHeadRoute: false, schema: { tags, params: documentParamsSchema, querystring: contentQuerySchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      const content = await files.getDocumentContent(deps, user, { ip: request.ip }, request.params.id, request.params.documentId, request.query);
      if (content.viewId !== null) reply.header('x-view-id', String(content.viewId));
      return reply.headers(FILE_HEADERS).header('content-type', content.contentType).header('content-disposition', content.disposition).send(content.body);
    },
  );

  app.post('/api/data-rooms/:id/nda-acceptance', { schema: { tags, params: roomParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await service.acceptNda(db, await requireUser(request), { ip: request.ip }, request.params.id);
    return reply.status(204).send(null);
  });

  app.get('/api/data-rooms/:id/grants', { schema: { tags, params: roomParamsSchema, response: { 200: z.array(dataRoomGrantSchema) } } }, async (request) =>
    service.listGrants(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/data-rooms/:id/grants',
    { schema: { tags, params: roomParamsSchema, body: createGrantInputSchema, response: { 201: dataRoomGrantSchema } } },
    async (request, reply) =>
      reply.status(201).send(await service.createGrant(db, await requireUser(request), { ip: request.ip }, request.params.id, request.body)),
  );

  // Revoking keeps the grant row (revoked_at) so the owner's list and the audit trail still show it.
  app.delete('/api/data-rooms/:id/grants/:grantId', { schema: { tags, params: grantParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
    await service.revokeGrant(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.grantId);
    return reply.status(204).send(null);
  });

  app.get('/api/data-rooms/:id/activity', { schema: { tags, params: roomParamsSchema, response: { 200: dataRoomActivitySchema } } }, async (request) =>
    audit.getActivity(db, await requireUser(request), request.params.id),
  );

  app.get('/api/data-rooms/:id/activity.csv', { exposeHeadRoute: false, schema: { tags, params: roomParamsSchema } }, async (request, reply) => {
    const { filename, csv } = await audit.exportActivityCsv(db, await requireUser(request), request.params.id);
    return reply
      .headers(FILE_HEADERS)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(csv);
  });
};
