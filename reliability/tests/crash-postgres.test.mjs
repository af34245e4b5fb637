// Crash safety on PostgreSQL: SIGKILL in the middle of 1,000 acknowledged writes, five times.
import { after, before, test } from 'node:test';
import { createDatabase, seedDatabase } from '../lib/database.mjs';
import { openReader } from '../lib/db-reader.mjs';
import { runCrashRounds } from '../lib/crash-rounds.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';

let database;
const startupIds = [];

before(async () => {
  database = await createDatabase('crash');
  seedDatabase(database.url, { startups: 250, investors: 20, jobs: 10 });
  const reader = await openReader({ databaseUrl: database.url });
  startupIds.push(...(await reader.query('select id from startup order by id limit 250')).map((r) => r.id));
  await reader.close();
});

after(async () => {
  await database?.drop();
});

test('SIGKILL during writes loses no acknowledged write and leaves no half-done change (PostgreSQL, 5 rounds)', async () => {
  const rounds = await runCrashRounds({ port: 3962, databaseUrl: database.url, dataDir: tempDir('crash-pg') }, startupIds);
  report('crash-postgres', { rounds });
});
