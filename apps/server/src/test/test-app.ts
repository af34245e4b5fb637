import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { verificationEmail } from '@baobab/contracts/auth';
import { createMemoryMailer, type Email } from '../integrations/email';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { SessionUser } from '../lib/session-user';

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase['database']['db'];
  config: Config;
  /** E-mail the app would have sent. */
  mailer: ReturnType<typeof createMemoryMailer>;
  close(): Promise<void>;
};

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    { dataDir: ':memory:', databaseUrl: testDatabase.databaseUrl, rateLimitPerMinute: 100_000, periodicTasks: false, ...overrides },
  );
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database: testDatabase.database, mailer });
  await app.ready();
  rememberMailer(app, mailer);
  return {
    app,
    db: testDatabase.database.db,
    config,
    mailer,
    async close() {
      await app.close();
      await testDatabase.destroy();
    },
  };
}

/**
 * After a test writes a user's or a session's row straight to the database: forgets the app's cached
 * sessions, as the signal the product's own writes send does (plugins/session-cache.ts).
 */
export function forgetSessions(t: Pick<TestApp, 'app'>): void {
  t.app.sessionCache.sessions.invalidate();
}

let addressCounter = 0;
/** A distinct client address per call, so per-address sign-up limits do not throttle factories. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export type TestUser = { id: string; email: string; cookie: string };

/** The session a service sees for a test user, for tests that call services directly (a verified address, no admin flag). */
export function sessionUserOf(user: TestUser, userType: 'founder' | 'investor'): SessionUser {
  return { id: user.id, email: user.email, emailVerified: true, firstName: 'Test', lastName: 'User', image: null, userType, isAdmin: false, locale: null, displayCurrency: null };
}

/** Each test app's memory mailer, where signUpUser finds the verification link its sign-up sent. */
const mailers = new WeakMap<FastifyInstance, { sent: Email[] }>();

/** For apps built without createTestApp (several instances side by side), so signUpUser works on them. */
export function rememberMailer(app: FastifyInstance, mailer: { sent: Email[] }): void {
  mailers.set(app, mailer);
}

/** The verification link in the last verification e-mail sent to `email`. */
export function verificationLinkFor(app: FastifyInstance, email: string): URL {
  const mailer = mailers.get(app);
  if (!mailer) throw new Error('this app has no remembered mailer: build it with createTestApp or call rememberMailer');
  const message = mailer.sent.findLast((m) => m.to.toLowerCase() === email.toLowerCase() && m.subject === verificationEmail.subject);
  const link = message?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no verification e-mail was sent to ${email}`);
  return new URL(link);
}

/**
 * Signs a new user up as a person would: the sign-up form, then the link it e-mails, whose answer
 * signs them in. Returns their session cookie.
 */
export async function signUpUser(
  app: FastifyInstance,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const n = ++addressCounter;
  const body = {
    firstName: 'Amina',
    lastName: 'Okafor',
    email: `user${n}.${Date.now()}@example.com`,
    password: 'correct-horse-battery',
    ...overrides,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { ...body, name: `${body.firstName} ${body.lastName}` },
    remoteAddress: nextAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const link = verificationLinkFor(app, body.email);
  const verified = await app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: nextAddress() });
  if (verified.statusCode !== 302) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  return { id: response.json().user.id, email: body.email, cookie: sessionCookie(verified.headers['set-cookie']) };
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = cookies.find((c) => c.startsWith('better-auth.session_token='));
  if (!session) throw new Error('no session cookie was set');
  return session.split(';')[0]!;
}

/** app.inject with a signed-in user's cookie. */
export function as(user: TestUser | null, options: InjectOptions): InjectOptions {
  return user ? { ...options, headers: { ...options.headers, cookie: user.cookie } } : options;
}
