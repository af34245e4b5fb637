import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { isDatabaseUnavailable } from './connection-errors';

/**
 * A connection the server ends while a request holds it (a restart, a failover,
 * pg_terminate_backend) must fail that request only. pg's pool listens for errors on idle
 * connections, not on the one a transaction holds: unheard, that 'error' event ends the process,
 * which vitest reports as an unhandled error and fails this file.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection lost inside a transaction', () => {
  let test: TestDatabase;
  let admin: pg.Client;
  beforeAll(async () => {
    test = await createTestDatabase();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await test.destroy();
  });

  it('fails that transaction as a lost connection, and the next query reconnects', async () => {
    const { db } = test.database;
    const outcome = await db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The server's error and the closed socket arrive while the transaction still holds the connection.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    const { rows } = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(rows[0]!.one).toBe(1);
  });

  it('survives every pooled connection being ended at once', async () => {
    const { db } = test.database;
    await Promise.all(Array.from({ length: 5 }, () => db.execute(sql`select pg_sleep(0.05)`)));
    const name = new URL(test.databaseUrl!).pathname.slice(1);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = (await db.execute(sql`select 2 as two`)) as unknown as { rows: { two: number }[] };
    expect(rows[0]!.two).toBe(2);
  });
});
