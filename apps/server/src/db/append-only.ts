import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './raw-rows';

/**
 * Makes the security audit log append-only in the database itself: any UPDATE, DELETE or
 * TRUNCATE raises, whoever runs it (application, a console, a bug). Checked after the migrations
 * on every start and installed when missing or changed, so regenerated drizzle migrations cannot
 * drop it.
 */
const FUNCTION_BODY = `
      begin
        raise exception 'security_event is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
      end
      `;
const statements = [
  `create or replace function security_event_append_only() returns trigger language plpgsql as $$${FUNCTION_BODY}$$`,
  `create or replace trigger security_event_no_update_delete before update or delete on security_event
      for each row execute function security_event_append_only()`,
  `create or replace trigger security_event_no_truncate before truncate on security_event
      for each statement execute function security_event_append_only()`,
];
const TRIGGER_COUNT = 2;

/** Stored as the function's comment: an edited statement above changes it, and the guards are installed again. */
const fingerprint = createHash('sha256').update(statements.join('\n')).digest('hex');

export async function installAppendOnlyGuards(db: Db): Promise<void> {
  // Creating a PL/pgSQL function loads PL/pgSQL, which embedded PGlite links at run time (about
  // 0.2 s of each start); reading the catalog does not, and the guards only run on a forbidden write.
  if (await guardsInstalled(db)) return;
  for (const statement of statements) await db.execute(sql.raw(statement));
  await db.execute(sql.raw(`comment on function security_event_append_only() is '${fingerprint}'`));
}

async function guardsInstalled(db: Db): Promise<boolean> {
  const result = await db.execute(sql`
    select obj_description(p.oid, 'pg_proc') as fingerprint, p.prosrc as body,
      (select count(*) from pg_trigger
        where tgrelid = to_regclass('security_event')
          and tgname in ('security_event_no_update_delete', 'security_event_no_truncate'))::int as triggers
    from pg_proc p where p.oid = to_regprocedure('security_event_append_only()')`);
  const [row] = rowsOf<{ fingerprint: string | null; body: string; triggers: number }>(result);
  return row?.fingerprint === fingerprint && row.body === FUNCTION_BODY && row.triggers === TRIGGER_COUNT;
}
