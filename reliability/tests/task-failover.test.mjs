// A task whose instance dies mid-attempt is retried elsewhere: instance A starts sending a
// notification e-mail to a mail server that holds it unanswered, A is SIGKILLed, and instance B
// (on PostgreSQL a second server on the same database; on PGlite the next start on the same
// folder) delivers it, once. The production settings are used: the attempt's heartbeat stops
// with A, and B's queue monitor (every TASK_MONITOR_SECONDS, 10) retries it well before the
// e-mail task's 120 s expiry would have.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { expectStatus, signUp } from '../lib/client.mjs';
import { createDatabase } from '../lib/database.mjs';
import { openReader } from '../lib/db-reader.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';

const SINK_PORT = 3358;
/** Well under the e-mail task's expireInSeconds (120): only the heartbeat can explain a retry this soon. */
const RETRY_BOUND_MS = 60_000;

let database;
let sink;
const timings = {};

before(async () => {
  database = await createDatabase('failover');
  sink = await startSmtpSink(SINK_PORT);
});

after(async () => {
  await sink?.close();
  await database?.drop();
});

async function until(what, check, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A connection request on A queues one notification e-mail; A's worker sends it to the sink,
 * which holds it. Resolves with the task id (the Message-ID names it) once A is mid-attempt.
 */
async function attemptHeldOn(a, label) {
  const smtpA = { ...a, verificationLink: sink.verificationLink };
  const sender = await signUp(smtpA, `${label}-sender-${process.pid}`);
  const recipient = await signUp(smtpA, `${label}-recipient-${process.pid}`);
  sink.hold(true);
  const heldBefore = sink.held.length;
  await expectStatus(a.base, { method: 'POST', path: '/api/users/connections', cookie: sender.cookie, body: { addresseeId: recipient.id } }, 201);
  await until('A to start sending the notification e-mail', () => sink.held.length > heldBefore, 20_000);
  const taskId = sink.held.at(-1).match(/^Message-ID:\s*<notification-([0-9a-f-]{36})@/im)?.[1];
  assert.ok(taskId, 'the held e-mail carries its task id in its Message-ID');
  return taskId;
}

/** Kills A mid-attempt, starts B, and waits for B to deliver the e-mail; returns the milliseconds from the kill. */
async function failOver(a, startB, taskId) {
  await a.kill();
  const killedAt = performance.now();
  sink.hold(false);
  const b = await startB();
  try {
    await until('B to deliver the e-mail', () => sink.notificationIds().some((id) => id.startsWith(`notification-${taskId}@`)), RETRY_BOUND_MS);
    const ms = Math.round(performance.now() - killedAt);
    // A second delivery would come within a retry delay (5 to 10 s): give it the time.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    assert.equal(sink.notificationIds().filter((id) => id.startsWith(`notification-${taskId}@`)).length, 1, 'delivered exactly once');
    return { ms, b };
  } catch (error) {
    await b.kill();
    throw error;
  }
}

async function taskRow(reader, taskId) {
  const [row] = await reader.query('select state, retry_count, heartbeat_seconds from pgboss.job where id = $1', [taskId]);
  return row;
}

test('a task running when its instance is killed is retried by another instance, once (PostgreSQL)', async () => {
  const env = { SMTP_URL: sink.url };
  const a = await startServer({ port: 3968, databaseUrl: database.url, dataDir: tempDir('failover-a'), env });
  let b;
  try {
    const taskId = await attemptHeldOn(a, 'pg');
    const reader = await openReader({ databaseUrl: database.url });
    try {
      assert.deepEqual(await taskRow(reader, taskId), { state: 'active', retry_count: 0, heartbeat_seconds: 10 });
      ({ ms: timings.postgresMs, b } = await failOver(a, () => startServer({ port: 3969, databaseUrl: database.url, dataDir: tempDir('failover-b'), env }), taskId));
      // Completed by B, on its second attempt: A's died with A.
      assert.deepEqual(await taskRow(reader, taskId), { state: 'completed', retry_count: 1, heartbeat_seconds: 10 });
    } finally {
      await reader.close();
    }
  } finally {
    await a.kill();
    await b?.stop();
  }
});

test('a task running when the embedded server is killed runs once at its next start (PGlite)', async () => {
  const dataDir = tempDir('failover-pglite');
  const env = { SMTP_URL: sink.url };
  const a = await startServer({ port: 3968, dataDir, env });
  try {
    const taskId = await attemptHeldOn(a, 'pglite');
    const { ms, b } = await failOver(a, () => startServer({ port: 3968, dataDir, env }), taskId);
    timings.pgliteMs = ms;
    const exit = await b.stop();
    assert.equal(exit.code, 0);
    // One process owns the folder: read the task once the server has stopped.
    const reader = await openReader({ dataDir });
    try {
      assert.deepEqual(await taskRow(reader, taskId), { state: 'completed', retry_count: 1, heartbeat_seconds: 10 });
    } finally {
      await reader.close();
    }
  } finally {
    await a.kill();
  }
  report('task-failover', { killToDeliveryMs: timings, boundMs: RETRY_BOUND_MS, emailTaskExpirySeconds: 120 });
});
