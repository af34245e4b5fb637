// Five rounds of: start the server, run 1,000 writes, SIGKILL it once `killAt` writes are
// acknowledged, check the database, restart, finish the interrupted writes, check again.
import assert from 'node:assert/strict';
import { OPERATIONS, prepareRound, runOperations } from './crash-workload.mjs';
import { openReader } from './db-reader.mjs';
import { NOTHING_HALF_DONE, halfDoneChanges, missingWrites } from './invariants.mjs';
import { startServer } from './server.mjs';

export const ROUNDS = 5;
// Raised limits: the rounds sign up 25 users and send thousands of requests from one address.
const LIMITS = { RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };

async function check(target, round, acknowledged) {
  const reader = await openReader(target);
  try {
    return { missing: await missingWrites(reader, round, acknowledged), halfDone: await halfDoneChanges(reader) };
  } finally {
    await reader.close();
  }
}

/** target: { port, databaseUrl?, dataDir }. Returns what each round measured. */
export async function runCrashRounds(target, startupIds) {
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Somewhere different in the middle of the 1,000 each time: 250, 400, 550, 700, 850.
    const killAt = 100 + round * 150;
    let server = await startServer({ ...target, env: LIMITS });
    const operations = await prepareRound(server, round, startupIds);
    const acknowledged = new Set();
    const unfinished = await runOperations(server.base, operations, {
      acknowledged,
      onAcknowledged: (count) => {
        if (count === killAt) void server.kill();
      },
    });
    const { signal } = await server.exited;
    assert.equal(signal, 'SIGKILL', `round ${round}: the server was killed`);
    const acknowledgedBeforeKill = acknowledged.size;
    assert.ok(unfinished.length > 0, `round ${round}: the kill interrupted the writes`);

    const afterCrash = await check(target, round, acknowledged);
    assert.deepEqual(afterCrash.missing, [], `round ${round}: every write acknowledged before the kill survived it`);
    assert.deepEqual(afterCrash.halfDone, NOTHING_HALF_DONE, `round ${round}: no half-done change after the kill`);

    server = await startServer({ ...target, env: LIMITS });
    const left = await runOperations(server.base, unfinished, { acknowledged, retry: true });
    const stopped = await server.stop();
    assert.deepEqual(left, [], `round ${round}: the interrupted writes completed after the restart`);
    assert.equal(stopped.code, 0, `round ${round}: clean exit on SIGTERM`);
    assert.equal(acknowledged.size, OPERATIONS, `round ${round}: all ${OPERATIONS} writes acknowledged in the end`);

    const final = await check(target, round, acknowledged);
    assert.deepEqual(final.missing, [], `round ${round}: all writes present after the restart`);
    assert.deepEqual(final.halfDone, NOTHING_HALF_DONE, `round ${round}: no half-done change after the restart`);
    rounds.push({ round, killAt, acknowledgedBeforeKill, interrupted: unfinished.length });
  }
  return rounds;
}
