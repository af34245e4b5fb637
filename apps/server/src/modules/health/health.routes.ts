import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema, readinessResponseSchema } from '@baobab/contracts/health';
import type { Database } from '../../db/client';
import type { Readiness } from '../../lib/readiness';
import type { StorageScope } from '../../integrations/storage';

/**
 * Liveness (`/api/health`: restart me if this fails) and readiness (`/api/health/ready`: send me
 * traffic only while this answers 200). Readiness turns 503 the moment shutdown begins, while
 * liveness keeps answering so the draining instance is not killed early.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string; readiness: Readiness; storage: StorageScope }> = async (app, options) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => {
    await options.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: options.database.kind, version: options.version, storage: options.storage };
  });

  app.get('/api/health/ready', { schema: { tags: ['health'], response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } }, async (_request, reply) => {
    if (!options.readiness.isReady) return reply.code(503).send({ status: 'shutting_down' as const });
    await options.database.db.execute(sql`select 1`);
    return { status: 'ready' as const };
  });
};
