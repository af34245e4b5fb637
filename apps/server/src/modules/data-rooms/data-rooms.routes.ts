import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { dataRoomsEndpoints as endpoints } from '@baobab/contracts/data-rooms-endpoints';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import { fromContract } from '../../lib/contract-route';
import type { Delivery } from '../../lib/delivery';
import { guardedFileStream, readUploadPart } from '../../lib/multipart-upload';
import { requireUser } from '../../plugins/auth';
import { dataRoomExtrasRoutes } from './data-room-extras.routes';
import * as audit from './data-room-audit.service';
import * as files from './data-room-files.service';
import * as service from './data-rooms.service';
import { NOTHING_ALLOWED_CSP } from '../../plugins/security-headers';
import type { Unpacker } from './file-check';

/** File responses never run as a page: no sniffing, no scripts, styles or frames from them. */
const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': NOTHING_ALLOWED_CSP,
  'cache-control': 'private, no-store',
} as const;

/** Every route's method, path and schemas come from its contract in @baobab/contracts/data-rooms-endpoints. */
/**
 * `documents`: the worker pool that unpacks uploaded Office files off the request thread.
 * `refreshPublicScore`: a startup's public assessment reads whether it has a data room, so the
 * directory's score is stored again when one opens (app.ts passes startup-page's; this module may
 * not import insights, which reads data rooms).
 */
export const dataRoomsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  storage: FileStorage;
  maxUploadMb: number;
  delivery: Delivery;
  documents: Unpacker;
  refreshPublicScore: (startupId: number) => Promise<void>;
}> = async (app, { db, storage, maxUploadMb, delivery, documents, refreshPublicScore }) => {
  const deps: files.FilesDeps = { db, storage, maxUploadMb };
  // One file per request and no other parts; the service enforces the exact size limit itself.
  await app.register(multipart, { limits: { fileSize: maxUploadMb * 1024 * 1024 + 1, files: 1, fields: 0, parts: 1 } });
  await app.register(dataRoomExtrasRoutes, { db, delivery });

  app.route({
    ...fromContract(endpoints.list),
    handler: async (request) => service.listRooms(db, await requireUser(request)),
  });

  app.route({
    ...fromContract(endpoints.create),
    handler: async (request, reply) => {
      const room = await service.createRoom(db, await requireUser(request), request.body);
      await refreshPublicScore(request.body.startupId);
      return reply.status(201).send(room);
    },
  });

  app.route({
    ...fromContract(endpoints.get),
    handler: async (request) => service.getRoom(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.createFolder),
    handler: async (request, reply) => reply.status(201).send(await service.createFolder(db, await requireUser(request), request.params.id, request.body.name)),
  });

  // The body is multipart (one file part), read here rather than validated by a schema.
  app.route({
    ...fromContract(endpoints.upload),
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const part = await readUploadPart(request, dataRoomMessages.fileRequired);
      const document = await files.uploadDocument({ ...deps, delivery, documents }, user, { ip: request.ip }, request.params.id, request.query.folderId, {
        filename: part.filename,
        stream: guardedFileStream(part),
      });
      return reply.status(201).send(document);
    },
  });

  // No automatic HEAD route: a HEAD must not count as a view in the audit trail.
  app.route({
    ...fromContract(endpoints.content),
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const user = await requireUser(request);
      const content = await files.getDocumentContent(deps, user, { ip: request.ip }, request.params.id, request.params.documentId, request.query);
      if (content.viewId !== null) reply.header('x-view-id', String(content.viewId));
      return reply.headers(FILE_HEADERS).header('content-type', content.contentType).header('content-disposition', content.disposition).send(content.body);
    },
  });

  app.route({
    ...fromContract(endpoints.acceptNda),
    handler: async (request, reply) => {
      await service.acceptNda(db, await requireUser(request), { ip: request.ip }, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.grants),
    handler: async (request) => service.listGrants(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.createGrant),
    handler: async (request, reply) =>
      reply.status(201).send(await service.createGrant(db, delivery, await requireUser(request), { ip: request.ip }, request.params.id, request.body)),
  });

  // Revoking keeps the grant row (revoked_at) so the owner's list and the audit trail still show it.
  app.route({
    ...fromContract(endpoints.revokeGrant),
    handler: async (request, reply) => {
      await service.revokeGrant(db, await requireUser(request), { ip: request.ip }, request.params.id, request.params.grantId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...fromContract(endpoints.activity),
    handler: async (request) => audit.getActivity(db, await requireUser(request), request.params.id),
  });

  app.route({
    ...fromContract(endpoints.activityCsv),
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const { filename, csv } = await audit.exportActivityCsv(db, await requireUser(request), request.params.id);
      return reply
        .headers(FILE_HEADERS)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  });
};
