import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { createMemoryMailer } from '../integrations/email';
import { rememberMailer } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

export type TwoInstances = { shared: TestDatabase; a: FastifyInstance; b: FastifyInstance; config: Config; close(): Promise<void> };

/**
 * The scale path (docs/architecture.md): two instances of the app on one PostgreSQL database, each with its own
 * connection pool, like two processes behind a load balancer. Needs TEST_DATABASE_URL. Instance A's e-mail is
 * remembered for `verificationLinkFor`, so factories sign people up through A.
 */
export async function startTwoInstances(overrides: Partial<Config> = {}): Promise<TwoInstances> {
  const shared = await createTestDatabase();
  const secondDatabase = await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: ':memory:' });
  // One secret for both, as for instances behind one balancer: a session cookie works on either.
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { dataDir: ':memory:', databaseUrl: shared.databaseUrl, rateLimitPerMinute: 100_000, authSecret: 'two-instances-share-this-secret-0123456789', ...overrides },
  );
  const mailer = createMemoryMailer();
  const a = await buildApp({ config, database: shared.database, mailer });
  rememberMailer(a, mailer);
  const b = await buildApp({ config, database: secondDatabase, mailer: createMemoryMailer() });
  await Promise.all([a.ready(), b.ready()]);
  return {
    shared,
    a,
    b,
    config,
    async close() {
      await a.close();
      await b.close();
      await secondDatabase.close();
      await shared.destroy();
    },
  };
}
