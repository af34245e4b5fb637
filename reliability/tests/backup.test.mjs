// Backups: `npm run backup` then `npm run restore` into a new database and data folder; the
// restored copy has the same rows in every table and a user signs in to it with their password.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { api, signIn, signUp } from '../lib/client.mjs';
import { createDatabase, seedDatabase } from '../lib/database.mjs';
import { openReader, rowCounts } from '../lib/db-reader.mjs';
import { runScript } from '../lib/ops.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: '1000' };

async function countsOf(target) {
  const reader = await openReader(target);
  try {
    return await rowCounts(reader);
  } finally {
    await reader.close();
  }
}

async function signsIn(target, port, email) {
  const server = await startServer({ ...target, port, env: LIMITS });
  try {
    const cookie = await signIn(server.base, email);
    return (await api(server.base, { path: '/api/auth/user', cookie })).json.email;
  } finally {
    await server.stop();
  }
}

test('PostgreSQL: backup while the server runs, restore into a new database, same rows, the user signs in', async () => {
  const source = await createDatabase('backup_source');
  const restored = await createDatabase('backup_restored');
  try {
    seedDatabase(source.url, { startups: 50, investors: 10, jobs: 20 });
    const sourceTarget = { databaseUrl: source.url, dataDir: tempDir('backup-pg-source') };
    const server = await startServer({ ...sourceTarget, port: 3965, env: LIMITS });
    const user = await signUp(server, `backup-pg-${process.pid}`);
    const folder = join(tempDir('backup-pg-out'), 'backup');
    const backup = runScript('backup', [folder], sourceTarget);
    await server.stop();
    assert.equal(backup.status, 0, backup.output);

    const restoredTarget = { databaseUrl: restored.url, dataDir: tempDir('backup-pg-restored') };
    const restore = runScript('restore', [folder], restoredTarget);
    assert.equal(restore.status, 0, restore.output);
    const [before, after] = [await countsOf(sourceTarget), await countsOf(restoredTarget)];
    report('backup-postgres', { tables: Object.keys(before).length, rows: Object.values(before).reduce((a, b) => a + b, 0) });
    assert.ok(before['public.user'] > 0);
    assert.deepEqual(after, before, 'every table has the same number of rows');

    assert.equal(await signsIn(restoredTarget, 3966, user.email), user.email);
    const again = runScript('restore', [folder], restoredTarget);
    assert.notEqual(again.status, 0, 'restoring over a database with tables needs --force');
    assert.match(again.output, /--force/);
  } finally {
    await source.drop();
    await restored.drop();
  }
});

test('embedded PGlite: backup refused while the server runs; after it stops, restore into a new folder, same rows, the user signs in', async () => {
  const sourceTarget = { dataDir: tempDir('backup-pglite-source') };
  const server = await startServer({ ...sourceTarget, port: 3965, env: { ...LIMITS, SEED_ON_START: 'true' } });
  const user = await signUp(server, `backup-pglite-${process.pid}`);
  const folder = join(tempDir('backup-pglite-out'), 'backup');
  const whileRunning = runScript('backup', [folder], sourceTarget);
  assert.notEqual(whileRunning.status, 0, 'no backup of a folder the server has open');
  assert.match(whileRunning.output, new RegExp(`in use by process ${server.pid}`));
  await server.stop();

  const backup = runScript('backup', [join(folder, 'stopped')], sourceTarget);
  assert.equal(backup.status, 0, backup.output);
  const restoredTarget = { dataDir: tempDir('backup-pglite-restored') };
  const restore = runScript('restore', [join(folder, 'stopped')], restoredTarget);
  assert.equal(restore.status, 0, restore.output);
  const [before, after] = [await countsOf(sourceTarget), await countsOf(restoredTarget)];
  report('backup-pglite', { tables: Object.keys(before).length, rows: Object.values(before).reduce((a, b) => a + b, 0) });
  assert.ok(before['public.startup'] > 0);
  assert.deepEqual(after, before, 'every table has the same number of rows');
  assert.equal(await signsIn(restoredTarget, 3966, user.email), user.email);
});
