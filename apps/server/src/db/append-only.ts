import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Makes the security audit log append-only in the database itself: any UPDATE, DELETE or
 * TRUNCATE raises, whoever runs it (application, a console, a bug). Installed after the
 * migrations on every start, idempotently, so regenerated drizzle migrations cannot drop it.
 */
const statements = [
  sql`create or replace function security_event_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'security_event is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end
      $$`,
  sql`create or replace trigger security_event_no_update_delete before update or delete on security_event
      for each row execute function security_event_append_only()`,
  sql`create or replace trigger security_event_no_truncate before truncate on security_event
      for each statement execute function security_event_append_only()`,
];

export async function installAppendOnlyGuards(db: Db): Promise<void> {
  for (const statement of statements) await db.execute(statement);
}
