import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages } from '@baobab/contracts/service-texts';
import { users } from '../db/schema/auth';
import { startAppWithSmtp, startRefusingSmtp, startSmtpSink, stopSmtpSink } from '../test/smtp';
import type { TestDatabase } from '../test/test-database';
import { nextAddress, signUpUser } from '../test/test-app';

/**
 * Account e-mail (sign-up's verification link, the taken-address notice, password resets) is sent in the
 * request. With the mail server away or refusing, the person gets the catalog message as a 503 with
 * Retry-After, the log gets the cause without the SMTP password, and a taken address is answered
 * exactly like a free one (decision 0012, decision 0034).
 */
const SMTP_PASSWORD = 'Sm7p-Pa55word-never-logged';

let port: number;
let app: FastifyInstance;
let database: TestDatabase;
const logLines: Array<Record<string, unknown>> = [];
const rawLog: string[] = [];
let takenAddress: string;
/** Signed up, its link never opened: signing in sends a fresh one. */
let unverifiedAddress: string;

/** A loopback port nothing listens on (until a test starts a server there). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: chosen } = probe.address() as { port: number };
      probe.close(() => resolve(chosen));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      rawLog.push(line);
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    }
  });
  ({ app, database } = await startAppWithSmtp(port, { smtpUrl: `smtp://baobab:${SMTP_PASSWORD}@127.0.0.1:${port}`, logStream }));
  // The taken address signs up while the mail server works.
  const sink = await startSmtpSink(port, () => undefined);
  try {
    takenAddress = (await signUpUser(app)).email;
    unverifiedAddress = freeAddress();
    expect((await signUp(unverifiedAddress)).statusCode).toBe(200);
  } finally {
    await stopSmtpSink(sink);
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const signUp = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { firstName: 'Awa', lastName: 'Diop', name: 'Awa Diop', email, password: 'correct-horse-battery' },
    remoteAddress: nextAddress(),
  });

const requestReset = (email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/reset-password' }, remoteAddress: nextAddress() });

/** What a caller can compare between two answers: status, body and the retry advice. */
const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown, retryAfter: response.headers['retry-after'] });

const unavailable = { status: 503, body: { message: serviceMessages.mailUnavailable, code: 'SERVICE_UNAVAILABLE' }, retryAfter: '120' };

let freeCounter = 0;
const freeAddress = () => `free${++freeCounter}.${Date.now()}@example.com`;

/** The error-level lines with a cause logged since `from`, and proof the SMTP password is in no line. */
function causesLoggedSince(from: number) {
  expect(rawLog.slice(from).join('\n')).not.toContain(SMTP_PASSWORD);
  return logLines.slice(from).filter((line) => line.level === 50 && line.cause !== undefined);
}

async function expectMailOutageAnswers(expectedCause: RegExp) {
  const from = rawLog.length;
  const free = freeAddress();
  // An address without an account sends nothing; it is answered as the address with one.
  const resetFree = answer(await requestReset(free));
  const resetTaken = answer(await requestReset(takenAddress));
  const signUpFree = answer(await signUp(free));
  const signUpTaken = answer(await signUp(takenAddress));
  expect(resetFree).toEqual(unavailable);
  expect(resetTaken).toEqual(resetFree);
  expect(signUpFree).toEqual(unavailable);
  expect(signUpTaken).toEqual(signUpFree);

  const errors = causesLoggedSince(from);
  expect(errors).toHaveLength(4);
  for (const line of errors) {
    expect(line.msg).toBe(serviceMessages.mailUnavailable);
    expect(JSON.stringify(line.cause)).toMatch(expectedCause);
  }
  // A sign-up whose link could not be sent leaves no account: the address is still free.
  expect(await database.database.db.select({ id: users.id }).from(users).where(eq(users.email, free))).toEqual([]);
  return free;
}

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress: nextAddress() });

describe('account e-mail when the mail server fails', () => {
  it('answers an unverified account signing in with the catalog message instead of "we have sent you a new link"', async () => {
    const from = rawLog.length;
    expect(answer(await signIn(unverifiedAddress, 'correct-horse-battery'))).toEqual(unavailable);
    // A wrong password sends nothing and says nothing more than before.
    expect((await signIn(unverifiedAddress, 'wrong-horse-battery')).statusCode).toBe(401);
    expect(causesLoggedSince(from).map((line) => line.msg)).toEqual([serviceMessages.mailUnavailable]);
  });

  it('answers sign-up and password reset with the catalog message when nothing listens, taken and free alike', { timeout: 60_000 }, async () => {
    await expectMailOutageAnswers(/ECONNREFUSED/);
  });

  it('answers them the same when the mail server refuses the session, and a refused sign-up can sign up again', { timeout: 60_000 }, async () => {
    let server: SMTPServer = await startRefusingSmtp(port, 'connection');
    let free: string;
    try {
      free = await expectMailOutageAnswers(/421|maintenance/i);
    } finally {
      await stopSmtpSink(server);
    }
    // Back up: the same address signs up afresh and gets its verification link.
    server = await startSmtpSink(port, () => undefined);
    try {
      await expect(signUpUser(app, { email: free })).resolves.toMatchObject({ email: free });
    } finally {
      await stopSmtpSink(server);
    }
  });

  it('keeps a refused recipient from telling whether a reset address has an account, and logs the refusal', { timeout: 60_000 }, async () => {
    const server = await startRefusingSmtp(port, 'recipient');
    try {
      const from = rawLog.length;
      const free = freeAddress();
      const resetFree = await requestReset(free);
      const resetTaken = await requestReset(takenAddress);
      expect(resetFree.statusCode).toBe(200);
      expect(resetTaken.statusCode).toBe(200);
      expect(resetTaken.json()).toEqual(resetFree.json());
      // Sign-up sends to the address typed whether it is taken or free: the refusal is the same for both.
      const signUpFree = answer(await signUp(free));
      expect(signUpFree).toEqual(unavailable);
      expect(answer(await signUp(takenAddress))).toEqual(signUpFree);

      const errors = causesLoggedSince(from);
      expect(errors.map((line) => line.msg)).toEqual([
        'account e-mail failed while the mail service answers',
        serviceMessages.mailUnavailable,
        serviceMessages.mailUnavailable,
      ]);
      for (const line of errors) expect(JSON.stringify(line.cause)).toMatch(/550|No such mailbox/);
    } finally {
      await stopSmtpSink(server);
    }
  });
});
