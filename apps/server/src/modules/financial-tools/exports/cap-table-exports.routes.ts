import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import type { Db } from '../../../db/client';
import { fromContract } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/auth';
import type { DocumentReader } from '../../insights/document-text/document-reader';
import { type DownloadFile, exportCapTable, exportLedger, exportWaterfall } from './cap-table-exports.service';
import { exportOcf, importOcf, ocfMaxBytes } from './ocf.service';

const tags = ['financial-tools'];

/** Downloads are never cached or sniffed (the same headers as data-room files). */
export const sendDownload = (reply: FastifyReply, file: DownloadFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.body);

/** `documents`: the worker pool that unpacks OCF packages off the request thread. */
export const capTableExportRoutes: FastifyPluginAsyncZod<{ db: Db; documents: Pick<DocumentReader, 'unpack'> }> = async (app, { db, documents }) => {
  // An OCF package arrives as the .zip itself; this parser is scoped to these routes.
  app.addContentTypeParser(['application/zip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: ocfMaxBytes }, (_request, body, done) => done(null, body));

  app.route({
    ...fromContract(endpoints.capTableExport, tags),
    handler: async (request, reply) => sendDownload(reply, await exportCapTable(db, await requireUser(request), request.params.id, request.query.format)),
  });
  app.route({
    ...fromContract(endpoints.waterfallExport, tags),
    handler: async (request, reply) =>
      sendDownload(reply, await exportWaterfall(db, await requireUser(request), request.params.id, request.query.format, request.query.exitValue)),
  });
  app.route({
    ...fromContract(endpoints.ledgerExport, tags),
    handler: async (request, reply) =>
      sendDownload(reply, await exportLedger(db, await requireUser(request), request.params.id, request.query.format, request.query.asOf)),
  });
  app.route({
    ...fromContract(endpoints.ocfExport, tags),
    handler: async (request, reply) => sendDownload(reply, await exportOcf(db, await requireUser(request), request.params.id)),
  });
  // The body is the package's bytes (the parser above), so the contract has no body schema to check it against.
  app.route({
    ...fromContract(endpoints.ocfImport, tags),
    handler: async (request) => importOcf(db, documents, await requireUser(request), request.params.id, request.body),
  });
};
