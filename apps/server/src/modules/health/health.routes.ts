import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '@baobab/contracts/health';
import type { Database } from '../../db/client';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (app, options) => {
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: healthResponseSchema } } }, async () => {
    await options.database.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: options.database.kind, version: options.version };
  });
};
