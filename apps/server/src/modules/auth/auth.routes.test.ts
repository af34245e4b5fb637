import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { authMessages, verificationEmail } from '@baobab/contracts/auth';
import { users } from '../../db/schema/auth';
import { as, createTestApp, nextAddress, sessionCookie, signUpUser, verificationLinkFor, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress: nextAddress() });

async function userCount(email: string) {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row!.n;
}

describe('GET /api/auth/user', () => {
  it('answers 401 with a JSON error when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHENTICATED' });
  });

  it('returns the signed-up user with names, the address verified by signing up, and no role yet', async () => {
    const user = await signUpUser(t.app, { firstName: 'Kwame', lastName: 'Mensah' });
    const response = await t.app.inject(as(user, { method: 'GET', url: '/api/auth/user' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: true,
      firstName: 'Kwame',
      lastName: 'Mensah',
      profileImageUrl: null,
      userType: null,
      isAdmin: false,
      // Nothing chosen yet: the browser's language, and amounts in US dollars beside their own.
      locale: null,
      displayCurrency: null,
    });
  });
});

describe('sign-up', () => {
  it('signs nobody in until the e-mailed link is opened, which signs them in and goes to onboarding', async () => {
    const email = 'ada.cookie@example.com';
    const response = await signUp({ name: 'Ada Obi', firstName: 'Ada', lastName: 'Obi', email, password: 'long-enough-1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.json()).not.toHaveProperty('token');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'long-enough-1' }, remoteAddress: nextAddress() });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('EMAIL_NOT_VERIFIED');

    const link = verificationLinkFor(t.app, email);
    expect(link.searchParams.get('callbackURL')).toBe('/onboarding');
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: nextAddress() });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/onboarding');
    const cookie = ([] as string[]).concat(opened.headers['set-cookie'] ?? []).find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(opened.headers['set-cookie']) } });
    expect(me.json()).toMatchObject({ email, emailVerified: true, userType: null });
  });

  it('sends an unverified person who signs in a fresh link', async () => {
    const email = 'ada.later@example.com';
    await signUp({ name: 'Ada Later', firstName: 'Ada', lastName: 'Later', email, password: 'long-enough-1' });
    verificationLinkFor(t.app, email);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'long-enough-1' }, remoteAddress: nextAddress() });
    expect(signIn.statusCode).toBe(403);
    // A second verification e-mail with a working link. (Its token may equal the first one's: the
    // link is a signed token of the address and its expiry, to the second.)
    const verificationMails = t.mailer.sent.filter((m) => m.to === email && m.subject === verificationEmail.subject);
    expect(verificationMails).toHaveLength(2);
    expect(verificationMails[1]!.text).toContain('/api/auth/verify-email?token=');
    // A wrong password sends nothing and says nothing about verification.
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: 'not-the-one' }, remoteAddress: nextAddress() });
    expect(wrong.statusCode).toBe(401);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(2);
  });

  it('answers an existing email like a new one and creates no second account', async () => {
    const payload = { name: 'Dup User', firstName: 'Dup', lastName: 'User', email: 'dup@example.com', password: 'long-enough-1' };
    expect((await signUp(payload)).statusCode).toBe(200);
    const again = await signUp(payload);
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await userCount('dup@example.com')).toBe(1);
  });

  it('refuses a short password with the contract message and creates nothing', async () => {
    const response = await signUp({ name: 'Short Pw', firstName: 'Short', lastName: 'Pw', email: 'short@example.com', password: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.passwordLength);
    expect(await userCount('short@example.com')).toBe(0);
  });

  it('refuses a malformed email and creates nothing', async () => {
    const response = await signUp({ name: 'Bad Mail', firstName: 'Bad', lastName: 'Mail', email: 'not-an-email', password: 'long-enough-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.email);
    expect(await userCount('not-an-email')).toBe(0);
  });

  it('requires a first name', async () => {
    const response = await signUp({ name: 'x', firstName: ' ', lastName: 'Pw', email: 'nofirst@example.com', password: 'long-enough-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(authMessages.firstName);
  });

  it('ignores a role smuggled into the sign-up body', async () => {
    const response = await signUp({ name: 'Sneaky One', firstName: 'Sneaky', lastName: 'One', email: 'sneaky@example.com', password: 'long-enough-1', userType: 'investor' });
    const [row] = await t.db.select({ userType: users.userType }).from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(response.statusCode === 400 || row?.userType === null).toBe(true);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await signUpUser(t.app, { email: 'signin@example.com', password: 'the-right-one' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'the-right-one' }, remoteAddress: nextAddress() });
    expect(ok.statusCode).toBe(200);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'nope-nope' }, remoteAddress: nextAddress() });
    expect(wrong.statusCode).toBe(401);
  });

  it('rate limits repeated failed sign-ins from one address', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'nobody@example.com', password: 'wrong-password' }, remoteAddress: address });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s < 500)).toBe(true);
  });

  it('ends the session on /api/logout: the old cookie no longer works', async () => {
    const user = await signUpUser(t.app);
    const logout = await t.app.inject(as(user, { method: 'GET', url: '/api/logout' }));
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    const after = await t.app.inject(as(user, { method: 'GET', url: '/api/auth/user' }));
    expect(after.statusCode).toBe(401);
  });

  it('gives a new session on each sign-in', async () => {
    const user = await signUpUser(t.app, { password: 'session-pass-1' });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: 'session-pass-1' }, remoteAddress: nextAddress() });
    expect(sessionCookie(signIn.headers['set-cookie'])).not.toBe(user.cookie);
  });
});

describe('browser navigations', () => {
  it('sends /api/login to the sign-in page, keeping the sign-up mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/login' })).headers.location).toBe('/login');
    expect((await t.app.inject({ method: 'GET', url: '/api/login?mode=signup' })).headers.location).toBe('/login?mode=signup');
  });

  it('returns to / from /api/logout even when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/logout' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
