// Crash safety on the embedded database (PGlite in DATA_DIR): the same five SIGKILL rounds.
import { before, test } from 'node:test';
import { openReader } from '../lib/db-reader.mjs';
import { runCrashRounds } from '../lib/crash-rounds.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const dataDir = tempDir('crash-pglite');
const startupIds = [];

before(async () => {
  // The first start seeds the demo dataset, as `npm start` does.
  const server = await startServer({ port: 3963, dataDir, env: { SEED_ON_START: 'true' } });
  await server.stop();
  const reader = await openReader({ dataDir });
  startupIds.push(...(await reader.query('select id from startup order by id limit 250')).map((r) => r.id));
  await reader.close();
});

test('SIGKILL during writes loses no acknowledged write and leaves no half-done change (embedded PGlite, 5 rounds)', async () => {
  const rounds = await runCrashRounds({ port: 3963, dataDir }, startupIds);
  report('crash-pglite', { rounds });
});
