import { get, type IncomingHttpHeaders } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '@baobab/contracts/auth';
import { sessions, verifications } from '../db/schema/auth';
import { securityEvents } from '../db/schema/security-audit';
import { ACCOUNT_FAILURES_ALLOWED, SESSION_ABSOLUTE_MS, SESSION_IDLE_SECONDS } from '../plugins/better-auth';
import { as, createTestApp, nextAddress, sessionCookie, signUpUser, type TestApp, type TestUser, forgetSessions } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'correct-horse-battery';
const signIn = (email: string, pass = password, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: pass }, remoteAddress, headers });
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const eventsOf = (userId: string, kind: string) =>
  t.db.select().from(securityEvents).where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)));

describe('sessions', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(t.app);
  });

  it('issues a new session on every sign-in', async () => {
    const first = sessionCookie((await signIn(user.email)).headers['set-cookie']);
    const second = sessionCookie((await signIn(user.email)).headers['set-cookie']);
    expect(new Set([user.cookie, first, second]).size).toBe(3);
    expect((await whoAmI(first)).statusCode).toBe(200);
    expect((await whoAmI(second)).statusCode).toBe(200);
  });

  it('kills the old cookie on sign-out, through Better Auth and through /api/logout', async () => {
    const viaApi = sessionCookie((await signIn(user.email)).headers['set-cookie']);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: viaApi, origin: t.config.publicUrl }, payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(viaApi)).statusCode).toBe(401);

    const viaLink = sessionCookie((await signIn(user.email)).headers['set-cookie']);
    expect((await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: viaLink } })).statusCode).toBe(302);
    expect((await whoAmI(viaLink)).statusCode).toBe(401);
    expect((await eventsOf(user.id, 'sign_out')).length).toBe(2);
  });

  it('keeps the session when /api/logout is reached from a link on another site', async () => {
    const cookie = sessionCookie((await signIn(user.email)).headers['set-cookie']);
    const fromElsewhere = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of fromElsewhere) {
      const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { ...headers, cookie } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect((await whoAmI(cookie)).statusCode, JSON.stringify(headers)).toBe(200);
    }
    // The app's own Sign Out link, and the address typed in.
    for (const site of ['same-origin', 'none']) {
      const own = sessionCookie((await signIn(user.email)).headers['set-cookie']);
      const response = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', cookie: own } });
      expect(response.statusCode).toBe(302);
      expect((await whoAmI(own)).statusCode, site).toBe(401);
    }
  });

  it('ends every other session when the password changes, even if the client asks to keep them', async () => {
    const someone = await signUpUser(t.app);
    const here = sessionCookie((await signIn(someone.email)).headers['set-cookie']);
    const elsewhere = sessionCookie((await signIn(someone.email)).headers['set-cookie']);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: here, origin: t.config.publicUrl },
      payload: { currentPassword: password, newPassword: 'a-new-long-password', revokeOtherSessions: false },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
    expect((await whoAmI(someone.cookie)).statusCode).toBe(401);
    expect((await eventsOf(someone.id, 'password_changed')).length).toBe(1);
  });

  it('expires an idle session (Better Auth expiresIn, pushed on by use every day)', async () => {
    expect(t.app.auth.options.session?.expiresIn).toBe(SESSION_IDLE_SECONDS);
    const idle = await signUpUser(t.app);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, idle.id));
    forgetSessions(t);
    expect((await whoAmI(idle.cookie)).statusCode).toBe(401);
  });

  it('ends a session past the absolute time-out however recently it was used', async () => {
    const old = await signUpUser(t.app);
    expect((await whoAmI(old.cookie)).statusCode).toBe(200);
    await t.db.update(sessions).set({ createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000) }).where(eq(sessions.userId, old.id));
    forgetSessions(t);
    expect((await whoAmI(old.cookie)).statusCode).toBe(401);
    // Also through Better Auth's own endpoint, and the row is gone rather than merely refused.
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: old.cookie } });
    expect(session.json()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, old.id))).toEqual([]);
    expect((await eventsOf(old.id, 'session_expired')).length).toBe(1);
  });

  it('never puts the session token in a body (get-session included)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    const token = decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
    expect(response.body).not.toContain(token);
    expect(response.json().session).not.toHaveProperty('token');
  });
});

describe('sign-in abuse', () => {
  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const user = await signUpUser(t.app);
    const unknown = await signIn(`nobody.${user.email}`, 'whatever-password');
    const wrong = await signIn(user.email, 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(authMessages.invalidCredentials);
  });

  it('limits sign-ins per address, and a spoofed X-Forwarded-For does not reset the count', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < t.config.authRateLimitPerMinute + 2; i += 1) {
      const response = await signIn(`flood${i}@example.com`, 'whatever-password', address, { 'x-forwarded-for': `203.0.113.${i}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, t.config.authRateLimitPerMinute).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(t.config.authRateLimitPerMinute)).toEqual([429, 429]);
  });

  it('locks one account after repeated failures from many addresses, even for the right password', async () => {
    const target = await signUpUser(t.app);
    for (let i = 0; i < ACCOUNT_FAILURES_ALLOWED; i += 1) expect((await signIn(target.email, 'not-the-password')).statusCode).toBe(401);
    const locked = await signIn(target.email, password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(authMessages.accountLocked);
    expect((await t.db.select().from(securityEvents).where(and(eq(securityEvents.email, target.email), eq(securityEvents.kind, 'sign_in_failed')))).length).toBe(ACCOUNT_FAILURES_ALLOWED);
    // Another account from the same addresses is unaffected.
    const other = await signUpUser(t.app);
    expect((await signIn(other.email)).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from a foreign Origin on any /api route, Better Auth included', async () => {
    const user = await signUpUser(t.app);
    for (const url of ['/api/startups', '/api/users/connections', '/api/auth/sign-out', '/api/auth/sign-in/email']) {
      const response = await t.app.inject(as(user, { method: 'POST', url, payload: {}, headers: { origin: 'https://evil.example' } }));
      expect(response.statusCode, url).toBe(403);
    }
    const fetchMetadata = await t.app.inject(as(user, { method: 'POST', url: '/api/startups', payload: {}, headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(fetchMetadata.statusCode).toBe(403);
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
  });
});

describe('security headers', () => {
  // A page (HTML, a redirect) gets the whole policy; a JSON answer the part that applies to it.
  const expectPageHeaders = (headers: Record<string, unknown>, where: string) => {
    expect(headers['content-security-policy'], where).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], where).toMatch(/default-src 'self'/);
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], where).toBe('SAMEORIGIN');
  };
  const expectJsonHeaders = (headers: Record<string, unknown>, where: string) => {
    expect(headers['content-type'], where).toMatch(/^application\/json/);
    expect(headers['content-security-policy'], where).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options'], where).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
    expect(headers['x-frame-options'], where).toBeUndefined();
  };

  it('are on every kind of response: success, error, unknown route, Better Auth and redirects', async () => {
    for (const url of ['/api/health', '/api/auth/user', '/api/no-such-route', '/api/auth/get-session']) {
      const response = await t.app.inject({ method: 'GET', url });
      expectJsonHeaders(response.headers, url);
      expect(response.headers['strict-transport-security'], 'no HSTS outside production').toBeUndefined();
    }
    for (const url of ['/api/login', '/anything']) {
      const response = await t.app.inject({ method: 'GET', url });
      expectPageHeaders(response.headers, url);
      expect(response.headers['strict-transport-security'], 'no HSTS outside production').toBeUndefined();
    }
  });

  it("keep the opener policy off a visitor's page and on a page asked for with credentials", async () => {
    const user = await signUpUser(t.app);
    for (const url of ['/', '/startups', '/anything']) {
      const visitor = await t.app.inject({ method: 'GET', url });
      expectPageHeaders(visitor.headers, `${url} for a visitor`);
      expect(visitor.headers['cross-origin-opener-policy'], `${url} for a visitor`).toBeUndefined();
      const signedIn = await t.app.inject(as(user, { method: 'GET', url }));
      expectPageHeaders(signedIn.headers, `${url} signed in`);
      expect(signedIn.headers['cross-origin-opener-policy'], `${url} signed in`).toBe('same-origin');
      // The page language's cookie, which the web writes on every visit, is no credential (lib/credentials.ts).
      const withLanguage = await t.app.inject({ method: 'GET', url, headers: { cookie: 'baobab.locale=fr' } });
      expect(withLanguage.headers['cross-origin-opener-policy'], `${url} with the language cookie alone`).toBeUndefined();
      const withAnother = await t.app.inject({ method: 'GET', url, headers: { cookie: 'baobab.locale=fr; theme=dark' } });
      expect(withAnother.headers['cross-origin-opener-policy'], `${url} with another cookie`).toBe('same-origin');
      const bearer = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer anything' } });
      expect(bearer.headers['cross-origin-opener-policy'], `${url} with an Authorization header`).toBe('same-origin');
    }
  });

  it('are cut to the ones that apply to a script or stylesheet on the built files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('are on the live message stream too, whose handler writes its own head', async () => {
    const user = await signUpUser(t.app);
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      const request = get(`${base}/api/messages/stream`, { headers: { cookie: user.cookie, accept: 'text/event-stream' } }, (response) => {
        resolve(response.headers);
        request.destroy();
      });
      request.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    // Not a document: the part of the policy that applies to any answer.
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('add HSTS in production', async () => {
    const production = await createTestApp({ isProduction: true, env: 'production', authSecret: 'x'.repeat(40) });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      expectJsonHeaders(response.headers, 'production');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await production.close();
    }
  });
});

describe('password reset by e-mail', () => {
  const request = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email, redirectTo: '/reset-password' }, remoteAddress: nextAddress() });
  const reset = (token: string, newPassword: string) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword }, remoteAddress: nextAddress() });
  const tokenFromMail = (to: string) => {
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === to)!;
    return new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  };

  it('mails a single-use link, stores only a hash of it, and ends every session on reset', async () => {
    const user = await signUpUser(t.app);
    const response = await request(user.email);
    expect(response.statusCode).toBe(200);
    const token = tokenFromMail(user.email);
    expect(token.length).toBeGreaterThanOrEqual(20);
    const stored = await t.db.select().from(verifications);
    expect(stored.some((v) => v.identifier.includes(token) || v.value.includes(token))).toBe(false);
    expect(stored.some((v) => v.value === user.id)).toBe(true);

    expect((await reset(token, 'brand-new-password')).statusCode).toBe(200);
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-password')).statusCode).toBe(200);
    expect((await reset(token, 'another-new-password')).statusCode).toBe(400);
    expect((await signIn(user.email, 'another-new-password')).statusCode).toBe(401);
    expect((await eventsOf(user.id, 'password_reset')).length).toBe(1);
  });

  it('refuses an expired link', async () => {
    const user = await signUpUser(t.app);
    await request(user.email);
    const token = tokenFromMail(user.email);
    await t.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.value, user.id));
    expect((await reset(token, 'brand-new-password')).statusCode).toBe(400);
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const user = await signUpUser(t.app);
    const before = t.mailer.sent.length;
    const unknown = await request('nobody-at-all@example.com');
    expect(unknown.statusCode).toBe(200);
    const known = await request(user.email);
    expect(unknown.json()).toEqual(known.json());
    expect(t.mailer.sent.length).toBe(before + 1);
  });
});

describe('security audit log', () => {
  it('writes one entry per sign-in and failure, with the address', async () => {
    const user = await signUpUser(t.app);
    const address = nextAddress();
    await signIn(user.email, password, address);
    await signIn(user.email, 'wrong-password', address);
    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.email, user.email));
    expect(rows.map((r) => r.kind).sort()).toEqual(['sign_in', 'sign_in_failed', 'sign_up']);
    expect(rows.find((r) => r.kind === 'sign_in')).toMatchObject({ userId: user.id, ip: address });
  });

  it('cannot be changed or deleted, even with direct SQL', async () => {
    const [row] = await t.db.select().from(securityEvents).limit(1);
    await expect(t.db.update(securityEvents).set({ kind: 'tampered' }).where(eq(securityEvents.id, row!.id))).rejects.toThrow();
    await expect(t.db.delete(securityEvents).where(eq(securityEvents.id, row!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate security_event`)).rejects.toThrow();
    const [after] = await t.db.select().from(securityEvents).where(eq(securityEvents.id, row!.id));
    expect(after).toEqual(row);
  });
});
