import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * The OpenAPI document exactly as /api/docs serves it, from buildApp on an unmigrated in-memory
 * database (building the app runs no query on the schema), with no server listening.
 */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: ':memory:' });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://baobab.example' }, { dataDir: ':memory:' });
  const app = await buildApp({ config, database, mailer: { send: async () => undefined } });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
  }
}
