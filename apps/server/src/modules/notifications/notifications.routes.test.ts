import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationKinds } from '@baobab/contracts/notifications';
import { notificationPreferences } from '../../db/schema/notifications';
import type { Delivery } from '../../lib/delivery';
import { sendDueNotificationDigests } from './notifications.service';
import type { Email } from '../../integrations/email';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { UNSUBSCRIBE_PAGE_CSP } from '../../lib/unsubscribe-page';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Notification e-mail to `to`: it carries an unsubscribe link, account e-mail (sign-up verification) does not. */
const notificationTo = (to: string) => (m: Email) => m.to === to && m.unsubscribeUrl !== undefined;
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
    expect(defaults).toEqual(notificationKinds.map((kind) => ({ kind, email: true, frequency: 'immediate' })));
    const updated = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'connection_request', email: false }] } }));
    expect(updated.json().find((p: { kind: string }) => p.kind === 'connection_request').email).toBe(false);

    const sender = await signUpUser(t.app);
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id } }));
    expect((await list(user)).items[0].kind).toBe('connection_request');
    // The e-mail task ran to its end and chose not to send.
    await waitForTasks(t, 'notification-email');
    expect(t.mailer.sent.some(notificationTo(user.email))).toBe(false);
  });

  it('unsubscribes in one click (RFC 8058): the link opened in a browser only asks, the POST turns the kind off', async () => {
    const user = await signUpUser(t.app);
    const sender = await signUpUser(t.app);
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id, message: 'Hello there' } }));
    await vi.waitFor(() => expect(t.mailer.sent.some(notificationTo(user.email))).toBe(true), { timeout: 15_000 });
    const mail = t.mailer.sent.find(notificationTo(user.email))!;
    const link = new URL(mail.unsubscribeUrl!);
    const url = `${link.pathname}${link.search}`;
    const introEmails = async () => (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications/preferences' }))).json().find((p: { kind: string }) => p.kind === 'intro_request').email;

    // Opening the link (a person, a mail scanner, a link preview) changes nothing.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // A page, though under /api, with a policy of its own: unlike the app's pages, its form is posted by the browser.
    expect(page.headers['content-security-policy']).toBe(UNSUBSCRIBE_PAGE_CSP);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Opened from an e-mail without credentials: a visitor's page, under the same rule as the app's (plugins/security.ts).
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(page.body).toContain('Stop &quot;Intro requests&quot; e-mails?');
    expect(page.body).toContain(`<form method="post" action="${url.replace(/&/g, '&amp;')}">`);
    expect(page.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(await introEmails()).toBe(true);

    // The mail provider's POST: no session, no Origin, the form body of RFC 8058.
    const oneClick = { method: 'POST' as const, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' };
    const done = await t.app.inject(oneClick);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kind: 'intro_request' });
    expect(await introEmails()).toBe(false);
    // Idempotent: the same click again answers the same and changes nothing more.
    const again = await t.app.inject(oneClick);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ kind: 'intro_request' });
    // Some providers send the field as multipart/form-data.
    const multipart = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n' });
    expect(multipart.statusCode).toBe(200);
  });

  it("asks in the recipient's saved language", async () => {
    const user = await signUpUser(t.app);
    const sender = await signUpUser(t.app);
    await t.app.inject(as(user, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } }));
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id, message: 'Bonjour' } }));
    await vi.waitFor(() => expect(t.mailer.sent.some(notificationTo(user.email))).toBe(true), { timeout: 15_000 });
    const link = new URL(t.mailer.sent.find(notificationTo(user.email))!.unsubscribeUrl!);
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.body).toContain('<html lang="fr" dir="ltr">');
    expect(page.body).toContain('Ne plus recevoir les e-mails « Demandes de mise en relation » ?');
    expect(page.body).toContain('<button type="submit">Se désabonner</button>');
  });

  it('sends the confirmation page\'s button on to the notifications page, from its own origin', async () => {
    const user = await signUpUser(t.app);
    const sender = await signUpUser(t.app);
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id } }));
    await vi.waitFor(() => expect(t.mailer.sent.some(notificationTo(user.email))).toBe(true), { timeout: 15_000 });
    const link = new URL(t.mailer.sent.find(notificationTo(user.email))!.unsubscribeUrl!);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml', origin: 'http://localhost:80', host: 'localhost:80' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(303);
    expect(clicked.headers.location).toBe('/notifications?unsubscribed=connection_request');
  });

  it('refuses a forged or unknown token: 400 to a provider, the invalid-link notice to a browser, and changes nothing', async () => {
    const user = await signUpUser(t.app);
    const sender = await signUpUser(t.app);
    await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id, message: 'Hi' } }));
    await vi.waitFor(() => expect(t.mailer.sent.some(notificationTo(user.email))).toBe(true), { timeout: 15_000 });
    const link = new URL(t.mailer.sent.find(notificationTo(user.email))!.unsubscribeUrl!);
    const forgedUrl = `${link.pathname}?token=${link.searchParams.get('token')!.slice(0, -2)}xx`;

    const forged = await t.app.inject({ method: 'POST', url: forgedUrl, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'This unsubscribe link is not valid' });
    const missing = await t.app.inject({ method: 'POST', url: link.pathname, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(missing.statusCode).toBe(400);
    const browser = await t.app.inject({ method: 'POST', url: forgedUrl, headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: 'List-Unsubscribe=One-Click' });
    expect(browser.headers.location).toBe('/notifications?unsubscribed=invalid');
    const opened = await t.app.inject({ method: 'GET', url: forgedUrl });
    expect(opened.headers.location).toBe('/notifications?unsubscribed=invalid');
    const preferences = (await t.app.inject(as(user, { method: 'GET', url: '/api/notifications/preferences' }))).json();
    expect(preferences.every((p: { email: boolean }) => p.email)).toBe(true);
  });

  it('sends a kind taken as a digest once a day, listing what came since, and no single e-mails (decision 0064)', async () => {
    const user = await signUpUser(t.app, { firstName: 'Aïcha' });
    await t.app.inject(as(user, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } }));
    const chosen = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'connection_request', email: true, frequency: 'daily' }] } }));
    expect(chosen.json().find((p: { kind: string }) => p.kind === 'connection_request')).toEqual({ kind: 'connection_request', email: true, frequency: 'daily' });
    // Switching e-mails off keeps the frequency; the spec's switch (email alone) leaves it as it was.
    await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'connection_request', email: false }] } }));
    const back = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'connection_request', email: true }] } }));
    expect(back.json().find((p: { kind: string }) => p.kind === 'connection_request')).toEqual({ kind: 'connection_request', email: true, frequency: 'daily' });

    for (const firstName of ['Binta', 'Chidi']) {
      const sender = await signUpUser(t.app, { firstName, lastName: 'Sender' });
      await t.app.inject(as(sender, { method: 'POST', url: '/api/users/connections', payload: { addresseeId: user.id } }));
    }
    await waitForTasks(t, 'notification-email');
    expect(t.mailer.sent.some(notificationTo(user.email))).toBe(false);

    const delivery = { realtime: { publish: async () => {} }, mailer: t.mailer, queue: t.app.queue, publicUrl: 'http://localhost:3000', secret: 'test-secret', logError: () => {}, limits: {} } as unknown as Delivery;
    // Not a day yet.
    expect(await sendDueNotificationDigests(t.db, delivery)).toBe(0);
    const [row] = await t.db.select().from(notificationPreferences).where(and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.kind, 'connection_request')));
    const dayLater = new Date(row!.digestedUntil!.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(await sendDueNotificationDigests(t.db, delivery, dayLater)).toBe(1);
    expect(await sendDueNotificationDigests(t.db, delivery, dayLater)).toBe(0);
    const digest = t.mailer.sent.find(notificationTo(user.email))!;
    expect(digest.subject).toBe('Votre résumé quotidien : Demandes de connexion');
    expect(digest.text).toContain('2 notifications depuis votre dernier résumé :');
    expect(digest.text).toContain('- Binta Sender souhaite se connecter avec vous');
    expect(digest.text).toContain('- Chidi Sender souhaite se connecter avec vous');
    expect(digest.unsubscribeUrl).toContain('/api/notifications/unsubscribe?token=');
  });

  it('refuses a digest for investor updates, whose e-mail is the update itself', async () => {
    const user = await signUpUser(t.app);
    const refused = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'investor_update', email: true, frequency: 'weekly' }] } }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'preferences.0.frequency', message: 'These e-mails come at once, or not at all' }]);
  });

  it('requires sign-in and validates input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const user = await signUpUser(t.app);
    const bad = await t.app.inject(as(user, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'spam', email: true }] } }));
    expect(bad.statusCode).toBe(400);
  });
});
