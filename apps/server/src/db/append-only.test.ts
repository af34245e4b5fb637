import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { installAppendOnlyGuards } from './append-only';
import { securityEvents } from './schema/security-audit';

describe('the append-only guard of the security audit log', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  const db = () => t.database.db;
  const insertEvent = () => db().insert(securityEvents).values({ kind: 'sign_in_failed', email: 'guard@example.com' });

  it('is installed again at the next start when a trigger was dropped', async () => {
    await db().execute(sql`drop trigger security_event_no_update_delete on security_event`);
    await insertEvent();
    await db().delete(securityEvents);

    await installAppendOnlyGuards(db());
    await insertEvent();
    await expect(db().delete(securityEvents)).rejects.toThrow();
  });

  it('is installed again when its function was replaced by hand', async () => {
    await db().execute(sql`create or replace function security_event_append_only() returns trigger language plpgsql as $$ begin return old; end $$`);
    await insertEvent();
    await expect(db().delete(securityEvents)).resolves.toBeDefined();

    await installAppendOnlyGuards(db());
    await insertEvent();
    await expect(db().delete(securityEvents)).rejects.toThrow();
  });
});
