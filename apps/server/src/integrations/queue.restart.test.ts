import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { message } from '@baobab/contracts/i18n/message';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { recordNotification } from '../modules/notifications/notifications.service';
import { rememberMailer, signUpUser } from '../test/test-app';
import { waitForTasks } from '../test/tasks';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createMemoryMailer } from './email';
import { createQueue, type QueueDatabase } from './queue';

/**
 * The run's database as successive processes open it: PostgreSQL (TEST_DATABASE_URL) through a
 * new pool each time, or PGlite in a data folder, closed and opened again as after a restart.
 */
type RestartableDatabase = { databaseUrl: string | undefined; open(): Promise<Database>; destroy(): Promise<void> };

async function restartableDatabase(): Promise<RestartableDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const server: TestDatabase = await createTestDatabase();
    return {
      databaseUrl: server.databaseUrl,
      open: () => openDatabase({ databaseUrl: server.databaseUrl, dataDir: ':memory:' }),
      destroy: () => server.destroy(),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'baobab-queue-restart-'));
  return {
    databaseUrl: undefined,
    async open() {
      const database = await openDatabase({ databaseUrl: undefined, dataDir });
      await runMigrations(database);
      return database;
    },
    destroy: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function queueDatabaseOf(database: Database, databaseUrl: string | undefined): QueueDatabase {
  return database.pglite ? { kind: 'pglite', client: database.pglite } : { kind: 'postgres', connectionString: databaseUrl! };
}

async function startApp(database: Database, databaseUrl: string | undefined) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { dataDir: ':memory:', databaseUrl, rateLimitPerMinute: 100_000 });
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer });
  rememberMailer(app, mailer);
  await app.ready();
  return { app, mailer };
}

let restartable: RestartableDatabase;
beforeAll(async () => {
  restartable = await restartableDatabase();
});
afterAll(async () => {
  await restartable?.destroy();
});

describe('queued tasks across a restart', () => {
  it('runs a task sent while no worker ran once a new app starts on the same database', { timeout: 60_000 }, async () => {
    // The first process: a person signs up; a notification is recorded and its e-mail task sent
    // through a queue with no worker, then everything stops before any worker could run it.
    const first = await restartable.open();
    const before = await startApp(first, restartable.databaseUrl);
    const recipient = await signUpUser(before.app);
    const queueErrors: unknown[] = [];
    const idle = createQueue(queueDatabaseOf(first, restartable.databaseUrl), (error) => queueErrors.push(error));
    const { row } = await recordNotification(first.db, { userId: recipient.id, kind: 'connection_request', actorId: null, title: message('{{name}} wants to connect', { name: 'Kofi' }), href: '/network' });
    const taskId = await idle.send('notification-email', { notificationId: row.id });
    expect(taskId).toEqual(expect.any(String));
    await idle.stop();
    expect(queueErrors).toEqual([]);
    await before.app.close();
    await first.close();
    expect(before.mailer.sent.filter((m) => m.subject === 'Kofi wants to connect')).toEqual([]);

    // The next process: its queue starts, finds the task and sends the e-mail, once.
    const second = await restartable.open();
    try {
      const after = await startApp(second, restartable.databaseUrl);
      try {
        const pending = await second.db.execute(sql`select state from pgboss.job where id = ${taskId}`);
        expect((pending as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'created' }]);
        await after.app.queue.start();
        await waitForTasks({ app: after.app, db: second.db }, 'notification-email', 20_000);
        const sent = after.mailer.sent.filter((m) => m.subject === 'Kofi wants to connect');
        expect(sent.map((m) => [m.to, m.messageId])).toEqual([[recipient.email, `notification-${taskId}@localhost`]]);
        const done = await second.db.execute(sql`select state, retry_count from pgboss.job where id = ${taskId}`);
        expect((done as unknown as { rows: unknown[] }).rows).toEqual([{ state: 'completed', retry_count: 0 }]);
      } finally {
        await after.app.close();
      }
    } finally {
      await second.close();
    }
  });
});
