import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financialToolsEndpoints as endpoints } from '@baobab/contracts/financial-tools-endpoints';
import type { Db } from '../../../db/client';
import { fromContract } from '../../../lib/contract-route';
import { sendDownload } from '../../../lib/send-download';
import { requireUser } from '../../../plugins/auth';
import type { DocumentReader } from '../../insights/document-text/document-reader';
import { exportCapTable, exportLedger, exportWaterfall } from './cap-table-exports.service';
import { exportOcf, ocfMaxBytes } from './ocf.service';
import { importOcf } from './ocf-import.service';
import { toWire } from '@baobab/contracts/i18n/message-wire';


/** `documents`: the worker pool that unpacks OCF packages off the request thread. */
export const capTableExportRoutes: FastifyPluginAsyncZod<{ db: Db; documents: Pick<DocumentReader, 'unpack'> }> = async (app, { db, documents }) => {
  // An OCF package arrives as the .zip itself; this parser is scoped to these routes.
  app.addContentTypeParser(['application/zip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: ocfMaxBytes }, (_request, body, done) => done(null, body));

  app.route({
    ...fromContract(endpoints.capTableExport),
    handler: async (request, reply) => sendDownload(reply, await exportCapTable(db, await requireUser(request), request.params.id, request.query.format)),
  });
  app.route({
    ...fromContract(endpoints.waterfallExport),
    handler: async (request, reply) =>
      sendDownload(reply, await exportWaterfall(db, await requireUser(request), request.params.id, request.query.format, request.query.exitValue)),
  });
  app.route({
    ...fromContract(endpoints.ledgerExport),
    handler: async (request, reply) =>
      sendDownload(reply, await exportLedger(db, await requireUser(request), request.params.id, request.query.format, request.query.asOf)),
  });
  app.route({
    ...fromContract(endpoints.ocfExport),
    handler: async (request, reply) => sendDownload(reply, await exportOcf(db, await requireUser(request), request.params.id)),
  });
  // The body is the package's bytes (the parser above), so the contract has no body schema to check it against.
  app.route({
    ...fromContract(endpoints.ocfImport),
    handler: async (request) => toWire(await importOcf(db, documents, await requireUser(request), request.params.id, request.body)),
  });
};
