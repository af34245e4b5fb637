import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createOutboxMailer, type Email } from '../../integrations/email';
import { as, rememberMailer, signUpUser } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

/**
 * The real outbox adapter, as the app builds it without SMTP_URL: e-mail lands as .eml files in
 * DATA_DIR/outbox. What it wrote is also remembered, so that sign-up can follow its link.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'baobab-one-click-'));
let app: FastifyInstance;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'https://baobab.example' }, { databaseUrl: database.databaseUrl, rateLimitPerMinute: 100_000 });
  const outbox = createOutboxMailer(config.dataDir, config.emailFrom);
  const sent: Email[] = [];
  const mailer = { sent, send: async (email: Email) => { await outbox.send(email); sent.push(email); } };
  app = await buildApp({ config, database: database.database, mailer });
  rememberMailer(app, mailer);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The headers of the first .eml sent to this address that carries an unsubscribe link, unfolded (RFC 5322). */
function headersOfMailTo(email: string): Record<string, string> | undefined {
  const outbox = join(dataDir, 'outbox');
  for (const name of readdirSync(outbox)) {
    const head = readFileSync(join(outbox, name), 'utf8').split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const headers = Object.fromEntries(head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    if (headers.to === email && headers['list-unsubscribe']) return headers;
  }
  return undefined;
}

describe('one-click unsubscribe in the e-mail that is sent', () => {
  it('carries an https List-Unsubscribe link and List-Unsubscribe-Post, and a POST to that link unsubscribes without a session', async () => {
    const user = await signUpUser(app);
    const sender = await signUpUser(app);
    await app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id, message: 'Hello from Accra' } }));
    // The e-mail leaves after the answer; polled, with room for a loaded machine (vi.waitFor's default gives up at 1 s).
    const headers = await vi.waitFor(() => {
      const found = headersOfMailTo(user.email);
      expect(found).toBeDefined();
      return found!;
    }, { timeout: 15_000 });
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(https:\/\/[^>]+)>$/.exec(headers['list-unsubscribe']!)![1]!);
    expect(link.origin).toBe('https://baobab.example');
    expect(link.pathname).toBe('/api/notifications/unsubscribe');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]+\.[\w-]+$/);

    const post = await app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(post.statusCode).toBe(200);
    const preferences = (await app.inject(as(user, { method: 'GET', url: '/api/notifications/preferences' }))).json();
    expect(preferences.find((p: { kind: string }) => p.kind === 'intro_request').email).toBe(false);
  });
});
