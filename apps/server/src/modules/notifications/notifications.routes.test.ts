import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationKinds } from '@baobab/contracts/notifications';
import { connect } from '../../test/people-factories';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (user: TestUser) => (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications' }))).json();
const askRecommendation = (subject: TestUser, author: TestUser) =>
  t.app.inject(as(subject, { method: 'POST', url: '/api/users/recommendations/requests', payload: { authorId: author.id, relationship: 'Worked together at Paystack', message: 'Would you vouch for me?' } }));

describe('notifications', () => {
  it('notifies the person asked for a recommendation, and marks only their own notifications read', async () => {
    const subject = await signUpUser(t.app, { firstName: 'Zawadi', lastName: 'Mwangi' });
    const author = await signUpUser(t.app);
    await connect(t, subject, author);
    expect((await askRecommendation(subject, author)).statusCode).toBe(204);

    const page = await list(author);
    const request = page.items.find((n: { kind: string }) => n.kind === 'recommendation_request');
    expect(request).toMatchObject({ title: 'Zawadi Mwangi asked you for a recommendation', body: 'Would you vouch for me?', readAt: null });
    const unreadBefore = page.unreadCount;

    // Someone else's ids are ignored.
    await t.app.inject(as(subject, { method: 'POST', url: '/api/notifications/read', payload: { ids: [request.id] } }));
    expect((await list(author)).unreadCount).toBe(unreadBefore);
    await t.app.inject(as(author, { method: 'POST', url: '/api/notifications/read', payload: { ids: [request.id] } }));
    expect((await list(author)).unreadCount).toBe(unreadBefore - 1);
    await t.app.inject(as(author, { method: 'POST', url: '/api/notifications/read', payload: {} }));
    expect((await t.app.inject(as(author, { method: 'GET', url: '/api/notifications/unread-count' }))).json()).toEqual({ count: 0 });
  });

  it('keeps e-mail preferences per kind and stops e-mail of a kind turned off', async () => {
    const user = await signUpUser(t.app);
    const defaults = (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications/preferences' }))).json();
    expect(defaults).toEqual(notificationKinds.map((kind) => ({ kind, email: true })));
    const updated = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'connection_request', email: false }] } }));
    expect(updated.json().find((p: { kind: string }) => p.kind === 'connection_request').email).toBe(false);

    const sender = await signUpUser(t.app);
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id } }));
    expect((await list(user)).items[0].kind).toBe('connection_request');
    // The e-mail task ran to its end and chose not to send.
    await waitForTasks(t, 'notification-email');
    expect(t.mailer.sent.some((m) => m.to === user.email)).toBe(false);
  });

  it('unsubscribes through the signed link in an e-mail, and refuses a forged one', async () => {
    const user = await signUpUser(t.app);
    const sender = await signUpUser(t.app);
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id, message: 'Hello there' } }));
    await vi.waitFor(() => expect(t.mailer.sent.some((m) => m.to === user.email)).toBe(true), { timeout: 15_000 });
    const mail = t.mailer.sent.find((m) => m.to === user.email)!;
    const link = new URL(mail.unsubscribeUrl!);

    const forged = await t.app.inject({ method: 'GET', url: `${link.pathname}?token=${link.searchParams.get('token')!.slice(0, -2)}xx` });
    expect(forged.headers.location).toBe('/notifications?unsubscribed=invalid');
    const done = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/notifications?unsubscribed=intro_request');
    const preferences = (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications/preferences' }))).json();
    expect(preferences.find((p: { kind: string }) => p.kind === 'intro_request').email).toBe(false);
  });

  it('requires sign-in and validates input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const user = await signUpUser(t.app);
    const bad = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'spam', email: true }] } }));
    expect(bad.statusCode).toBe(400);
  });
});
