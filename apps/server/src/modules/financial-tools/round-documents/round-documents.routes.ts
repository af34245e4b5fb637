import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roundDocumentsEndpoints as endpoints } from '@baobab/contracts/round-documents-endpoints';
import type { Db } from '../../../db/client';
import { fromContract } from '../../../lib/contract-route';
import { sendDownload } from '../../../lib/send-download';
import { requireUser } from '../../../plugins/auth';
import { proFormaFile, termSheetFile } from './round-documents.service';

/** A saved scenario's round documents: the term-sheet summary and the pro-forma cap table, PDF or Excel. */
export const roundDocumentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...fromContract(endpoints.termSheet),
    handler: async (request, reply) => sendDownload(reply, await termSheetFile(db, await requireUser(request), request.params.id, request.params.scenarioId, request.query.format)),
  });
  app.route({
    ...fromContract(endpoints.proForma),
    handler: async (request, reply) => sendDownload(reply, await proFormaFile(db, await requireUser(request), request.params.id, request.params.scenarioId, request.query.format)),
  });
};
