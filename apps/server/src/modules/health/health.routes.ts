import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema } from '@baobab/contracts/health';
import type { Database } from '../../db/client';
import type { Readiness } from '../../lib/readiness';
import type { StorageScope } from '../../integrations/storage';
import { checkReadiness, type ReadinessDependencies } from './readiness-checks';

/**
 * Liveness (`/api/health`: restart me if this fails) and readiness (`/api/health/ready`: send me
 * traffic only while this answers 200). Liveness runs no query: a database outage is not cured by
 * restarting the instance, and every instance would fail it at once. Readiness checks each
 * dependency by name (readiness-checks.ts) and turns 503 the moment shutdown begins, while
 * liveness keeps answering so the draining instance is not killed early.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  version: string;
  readiness: Readiness;
  storage: StorageScope;
  dependencies: ReadinessDependencies;
}> = async (app, options) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => {
    return { status: 'ok' as const, database: options.database.kind, version: options.version, storage: options.storage };
  });

  app.get('/api/health/ready', { schema: { tags: ['health'], response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } }, async (_request, reply) => {
    if (!options.readiness.isReady) return reply.code(503).send({ status: 'shutting_down' as const });
    const answer = await checkReadiness(options.database, options.dependencies);
    return reply.code(answer.status === 'unavailable' ? 503 : 200).send(answer);
  });
};
