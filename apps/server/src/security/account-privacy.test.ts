import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingAccountEmail, verificationEmail } from '@baobab/contracts/auth';
import { validationMessages } from '@baobab/contracts/ui-strings';
import { users } from '../db/schema/auth';
import { securityEvents } from '../db/schema/security-audit';
import { as, createTestApp, nextAddress, signUpUser, type TestApp, type TestUser, forgetSessions } from '../test/test-app';
import { buildStartup } from '../test/factories/startups';
import { signUpWithRole } from '../test/factories/users';
import { createRoom } from '../test/factories/data-rooms';

/** docs/security.md, "Smaller holes": what an answer may say about other people's accounts, and the image URL rule. */
let t: TestApp;
let owner: TestUser;
let roomId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpWithRole(t, 'founder');
  const startup = await buildStartup(t, owner.id);
  roomId = await createRoom(t, owner, startup.id, 'Room');
});
afterAll(() => t.close());

describe('e-mail grants', () => {
  it('answer the same for an address with a verified account as for an unknown one, naming nobody', async () => {
    const holder = await signUpUser(t.app, { firstName: 'Private', lastName: 'Person' });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, holder.id));
    forgetSessions(t);
    const grant = (email: string) => t.app.inject(as(owner, { method: 'POST', url: `/api/data-rooms/${roomId}/grants`, payload: { email, permission: 'view' } }));
    const known = await grant(holder.email);
    const unknown = await grant(`nobody.${Date.now()}@example.com`);
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    const shape = (body: { grantee: object; id: number; createdAt: string }) => ({ ...body, id: 0, createdAt: '', grantee: { ...body.grantee, email: '' } });
    expect(shape(known.json())).toEqual(shape(unknown.json()));
    expect(known.json().grantee).toEqual({ id: null, name: null, email: holder.email });
    expect(known.body).not.toContain('Private');
    const listed = (await t.app.inject(as(owner, { method: 'GET', url: `/api/data-rooms/${roomId}/grants` }))).json();
    expect(listed.find((g: { grantee: { email: string } }) => g.grantee.email === holder.email).grantee).toEqual({ id: null, name: null, email: holder.email });
  });
});

describe('sign-up with an address that has an account', () => {
  const signUp = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { firstName: 'Someone', lastName: 'Else', name: 'Someone Else', email, password: 'another-password' },
      remoteAddress: nextAddress(),
    });
  /** Everything but the values that differ between any two sign-ups (the id and the clock). */
  const shape = (body: { user: Record<string, unknown> }) => ({ ...body, user: { ...body.user, id: '', email: '', createdAt: '', updatedAt: '' } });

  it('answers exactly like a free address: same status, same body shape, no session, nothing of the account', async () => {
    const existing = await signUpUser(t.app, { firstName: 'Hidden', lastName: 'Holder' });
    const taken = await signUp(existing.email);
    const free = await signUp(`free.${Date.now()}@example.com`);
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(shape(taken.json())).toEqual(shape(free.json()));
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(free.headers['set-cookie']).toBeUndefined();
    expect(taken.body).not.toContain(existing.id);
    expect(taken.body).not.toContain('Hidden');
  });

  it('e-mails the owner of the taken address instead, with the way to sign in or reset the password', async () => {
    const existing = await signUpUser(t.app, { firstName: 'Owner', lastName: 'Person' });
    const before = t.mailer.sent.length;
    expect((await signUp(existing.email)).statusCode).toBe(200);
    const sent = t.mailer.sent.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: existing.email, subject: existingAccountEmail.subject });
    expect(sent[0]!.text).toContain('Hello Owner Person');
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/login`);
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/forgot-password`);
    // The attempt changed nothing: the owner's password still works and no second account exists.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: existing.email, password: 'correct-horse-battery' }, remoteAddress: nextAddress() });
    expect(signIn.statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
    const events = await t.db.select().from(securityEvents).where(eq(securityEvents.email, existing.email));
    expect(events.filter((e) => e.kind === 'sign_up_existing_address').map((e) => e.userId)).toEqual([existing.id]);
    expect(events.filter((e) => e.kind === 'sign_up')).toHaveLength(1);
  });

  it('sends a free address its verification link, and nobody else anything', async () => {
    const email = `fresh.${Date.now()}@example.com`;
    const before = t.mailer.sent.length;
    await signUp(email);
    expect(t.mailer.sent.slice(before).map((m) => [m.to, m.subject])).toEqual([[email, verificationEmail.subject]]);
  });
});

describe('the profile picture URL of Better Auth', () => {
  const hostile = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com/me.png', 'https://', 'not a url'];

  it('follows the rule of every other URL field at sign-up', async () => {
    for (const image of hostile) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { firstName: 'Ada', lastName: 'Eze', name: 'Ada Eze', email: `image.${Math.random()}@example.com`, password: 'correct-horse-battery', image },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode, `${image}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(validationMessages.url);
    }
  });

  it('follows it in update-user, and still takes an https link or none', async () => {
    const me = await signUpUser(t.app);
    const update = (image: string | null) => t.app.inject(as(me, { method: 'POST', url: '/api/auth/update-user', payload: { image } }));
    for (const image of hostile) {
      const response = await update(image);
      expect(response.statusCode, `${image}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(validationMessages.url);
    }
    expect((await update('https://images.example.com/me.png')).statusCode).toBe(200);
    expect((await t.app.inject(as(me, { method: 'GET', url: '/api/auth/user' }))).json().profileImageUrl).toBe('https://images.example.com/me.png');
    expect((await update(null)).statusCode).toBe(200);
  });
});
