/**
 * Checked by `npm run typecheck` (tsc), never run: an AI insights route registered from its contract cannot
 * answer with anything but the contract's response, nor read a request field the contract does not have
 * (decision 0018). Each `@ts-expect-error` fails typecheck on the day the drift it stands for stops being an error.
 */
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoint } from '@baobab/contracts/endpoint';
import { dueDiligenceReportSchema } from '@baobab/contracts/insights-api';
import { insightsEndpoints } from '@baobab/contracts/insights-endpoints';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { Narrator } from '../../integrations/llm';
import type { SessionUser } from '../../lib/session-user';
import { toWire } from '@baobab/contracts/i18n/message-wire';
import { fromContract } from '../../lib/contract-route';
import { analyzeStartupDocument, listStartupDocumentAnalyses, type DocumentAnalyser } from './documents.service';
import { generateDueDiligence } from './due-diligence.service';

declare const db: Db;
declare const cached: CachedDb;
declare const narrator: Narrator;
declare const user: SessionUser;
declare const analyser: DocumentAnalyser;
const app = Fastify().withTypeProvider<ZodTypeProvider>();

/** The due-diligence contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedDueDiligence = endpoint({
  ...insightsEndpoints.dueDiligence,
  responses: { 200: dueDiligenceReportSchema.omit({ documentsUsed: true }).extend({ documentCount: z.number() }) },
});

// The real contracts: the services' answers are exactly their responses.
app.route({
  ...fromContract(insightsEndpoints.dueDiligence),
  handler: async (request) => toWire(await generateDueDiligence(cached, narrator, user, request.params.id)),
});
app.route({
  ...fromContract(insightsEndpoints.documentAnalyses),
  handler: async (request) => toWire(await listStartupDocumentAnalyses(db, user, request.params.id)),
});

app.route({
  ...fromContract(renamedDueDiligence),
  // @ts-expect-error the service still answers with documentsUsed, which the renamed contract no longer allows
  handler: async (request) => toWire(await generateDueDiligence(cached, narrator, user, request.params.id)),
});

app.route({
  ...fromContract(insightsEndpoints.analyzeDocument),
  handler: async (request) => {
    // @ts-expect-error the analyze contract's params are { id }, so a route cannot read a startupId it does not declare
    void request.params.startupId;
    // @ts-expect-error the analyze body has documentType and text, not a file name
    void request.body.fileName;
    return toWire(await analyzeStartupDocument(db, analyser, user, request.params.id, request.body));
  },
});

app.route({
  ...fromContract(insightsEndpoints.analyzeRoomDocument),
  handler: async (_request, reply) => {
    // @ts-expect-error a started room analysis answers 201 or 202, so a 200 is not in its contract
    return reply.code(200).send(null);
  },
});
