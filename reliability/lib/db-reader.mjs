// Read-only access to the database the server used, for checks while the server is stopped:
// PostgreSQL through pg, the embedded database by opening its data folder with PGlite (which
// also runs PostgreSQL's crash recovery, as the server would at its next start).
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** { query(sql, params) → rows, close() } for DATABASE_URL or an embedded DATA_DIR. */
export async function openReader({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
  }
  const db = new PGlite(join(dataDir, 'pglite'));
  await db.waitReady;
  return { query: async (sql, params) => (await db.query(sql, params)).rows, close: () => db.close() };
}

/** Row counts of every logged table in the public and drizzle schemas, by schema.table (unlogged rate-limit counts may be lost by design). */
export async function rowCounts(reader) {
  const tables = await reader.query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind = 'r' and c.relpersistence = 'p' order by 1, 2`,
  );
  const counts = {};
  for (const { schema, name } of tables) {
    const [row] = await reader.query(`select count(*)::int as n from "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = row.n;
  }
  return counts;
}
