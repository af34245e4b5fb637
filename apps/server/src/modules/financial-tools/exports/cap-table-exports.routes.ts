import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { idParamsSchema } from '@baobab/contracts/common';
import { capTableExportQuerySchema, ledgerExportQuerySchema, waterfallExportQuerySchema } from '@baobab/contracts/cap-table-exports';
import { capTableResultSchema } from '@baobab/contracts/financial-tools';
import type { Db } from '../../../db/client';
import { requireUser } from '../../../plugins/auth';
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

export const capTableExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // An OCF package arrives as the .zip itself; this parser is scoped to these routes.
  app.addContentTypeParser(['application/zip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: ocfMaxBytes }, (_request, body, done) => done(null, body));

  app.get('/api/startups/:id/cap-table/export', { schema: { tags, params: idParamsSchema, querystring: capTableExportQuerySchema } }, async (request, reply) =>
    sendDownload(reply, await exportCapTable(db, await requireUser(request), request.params.id, request.query.format)),
  );
  app.get('/api/startups/:id/cap-table/waterfall/export', { schema: { tags, params: idParamsSchema, querystring: waterfallExportQuerySchema } }, async (request, reply) =>
    sendDownload(reply, await exportWaterfall(db, await requireUser(request), request.params.id, request.query.format, request.query.exitValue)),
  );
  app.get('/api/startups/:id/cap-table/ledger/export', { schema: { tags, params: idParamsSchema, querystring: ledgerExportQuerySchema } }, async (request, reply) =>
    sendDownload(reply, await exportLedger(db, await requireUser(request), request.params.id, request.query.format, request.query.asOf)),
  );
  app.get('/api/startups/:id/cap-table/ocf', { schema: { tags, params: idParamsSchema } }, async (request, reply) =>
    sendDownload(reply, await exportOcf(db, await requireUser(request), request.params.id)),
  );
  app.post('/api/startups/:id/cap-table/ocf', { schema: { tags, params: idParamsSchema, response: { 200: capTableResultSchema } } }, async (request) =>
    importOcf(db, await requireUser(request), request.params.id, request.body as Buffer),
  );
};
