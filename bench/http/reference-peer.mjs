// The naive peer: plain Express + pg running the product's directory query the straightforward way,
// as many apps do: the same filters, columns and order, offset pagination, a count(*) for the
// total on every request, no caching, and for search an unindexed ILIKE per word.
// Run as a child process: node reference-peer.mjs PORT DATABASE_URL
import express from 'express';
import pg from 'pg';

const [port, databaseUrl] = [Number(process.argv[2]), process.argv[3]];
// The same pool size as the product's (apps/server/src/db/client.ts).
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const columns = `id, name, left(description, 280) as description, logo_url, sector, region, country, city,
  funding_stage, raising_amount, raising_amount_usd, team_size, traction_users, traction_tier, score, created_at`;

/**
 * Filters arrive as the form's values (FinTech, Africa, Seed): the product's slugs fintech, africa
 * and seed map to exactly these single values, so equality is the same filter.
 */
function where(query) {
  const conditions = [];
  const values = [];
  for (const [param, column] of [['sector', 'sector'], ['region', 'region'], ['stage', 'funding_stage']]) {
    if (query[param]) {
      values.push(query[param]);
      conditions.push(`${column} = $${values.length}`);
    }
  }
  for (const word of String(query.q ?? '').split(/\s+/).filter(Boolean)) {
    values.push(`%${word}%`);
    conditions.push(`(name ilike $${values.length} or description ilike $${values.length})`);
  }
  return { sql: conditions.length ? `where ${conditions.join(' and ')}` : '', values };
}

const app = express();
app.get('/api/startups', async (request, response, next) => {
  try {
    const limit = Math.min(Number(request.query.limit ?? 20), 100);
    const offset = Number(request.query.offset ?? 0);
    const filter = where(request.query);
    const [page, total] = await Promise.all([
      pool.query(`select ${columns} from startup ${filter.sql} order by created_at desc, id desc limit ${limit} offset ${offset}`, filter.values),
      pool.query(`select count(*)::int as total from startup ${filter.sql}`, filter.values),
    ]);
    response.json({ items: page.rows, total: total.rows[0].total });
  } catch (error) {
    next(error);
  }
});
app.listen(port, '127.0.0.1', () => console.log('listening'));
