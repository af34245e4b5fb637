import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import type { Delivery } from '../../lib/delivery';
import { waitForTasks } from '../../test/tasks';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { buildStartup } from '../../test/factories/startups';
import { sendUpdate } from '../../test/factories/updates';
import { signUpWithRole } from '../../test/factories/users';
import { deliverUpdate } from './update-sending.service';

/**
 * Sending queues delivery: each recipient gets one in-app notification and one e-mail with the
 * update (HTML and text), not the generic notification e-mail as well; the e-mail preference holds,
 * and running the delivery again tells nobody twice.
 */
let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let quiet: TestUser;
let startupId: number;
let updateId: number;

const noticesOf = (user: TestUser) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'investor_update')));
const mailTo = (user: TestUser) => t.mailer.sent.filter((mail) => mail.to === user.email && mail.subject.includes('update'));
const tasksOf = async (name: string) =>
  ((await t.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${name}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  [founder, investor, quiet] = await Promise.all([
    signUpWithRole(t, 'founder', { firstName: 'Ada', lastName: 'Obi' }),
    signUpWithRole(t, 'investor', { firstName: 'Bola', lastName: 'Ade' }),
    signUpWithRole(t, 'investor', { firstName: 'Chidi', lastName: 'Eze' }),
  ]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
  await confirmedInvestment(t, investor, founder, startupId);
  await connect(t, founder, quiet);
  // The quiet connection turned update e-mails off (the in-app notification still comes).
  const off = await t.app.inject(as(quiet, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'investor_update', email: false }] } }));
  expect(off.statusCode).toBe(200);
  updateId = await sendUpdate(t, founder, startupId, {
    body: '## Summary\n\nWe **grew**. <script>alert(1)</script>',
    audience: { confirmedInvestors: true, shareHolders: false, connections: true, userIds: [] },
  });
  await waitForTasks(t, 'update-delivery');
  await waitForTasks(t, 'update-email');
  await waitForTasks(t, 'notification-email');
});
afterAll(() => t.close());

describe('delivering a sent update', () => {
  it('records one in-app notification per recipient, leading to the update', async () => {
    for (const recipient of [investor, quiet]) {
      const notices = await noticesOf(recipient);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ title: 'Kilimo Pay: March update', href: `/updates/${updateId}`, actorId: founder.id });
    }
    expect(await noticesOf(founder)).toHaveLength(0);
  });

  it('e-mails the update itself, as HTML and text, once, and not the generic notification e-mail too', async () => {
    const mails = mailTo(investor);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ subject: 'Kilimo Pay update: March update', messageId: `update-${updateId}-${investor.id}@localhost` });
    expect(mail!.unsubscribeUrl).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(mail!.text).toContain('Hello Bola,');
    expect(mail!.text).toContain('Period: March 2026');
    expect(mail!.text).toContain('Intros to logistics investors in Nairobi');
    expect(mail!.text).toContain(`Read it and reply on Baobab: ${t.config.publicUrl}/updates/${updateId}`);
    expect(mail!.text).toContain('"Investor updates sent to you" e-mails are on');
    expect(mail!.html).toContain('<h2>Summary</h2>');
    expect(mail!.html).toContain('<strong>grew</strong>');
    // Shown as the text typed ('<' escaped, which is all HTML text needs: decision 0030).
    expect(mail!.html).toContain('&lt;script>alert(1)&lt;/script>');
    expect(mail!.html).not.toMatch(/<script\b/i);
    expect(mail!.html).toContain(`href="${t.config.publicUrl}/updates/${updateId}"`);
    // Nothing else went to the investor about this update.
    expect(t.mailer.sent.filter((m) => m.to === investor.email && m.subject.includes('March update'))).toHaveLength(1);
  });

  it('honours a recipient who turned update e-mails off', async () => {
    expect(mailTo(quiet)).toEqual([]);
    expect(t.mailer.sent.filter((m) => m.to === quiet.email && m.subject.includes('March update'))).toEqual([]);
  });

  it('tells nobody twice and queues no second e-mail when the delivery runs again', async () => {
    const before = await tasksOf('update-email');
    const delivery = { realtime: { publish: async () => undefined }, queue: t.app.queue, mailer: t.mailer, publicUrl: t.config.publicUrl, secret: 'x', logError: () => undefined, limits: { scale: 1 } } as unknown as Delivery;
    await deliverUpdate(t.db, delivery, { id: 'again', data: { updateId }, retryCount: 1, isLastAttempt: false });
    await waitForTasks(t, 'update-email');
    expect(await tasksOf('update-email')).toBe(before);
    expect(await noticesOf(investor)).toHaveLength(1);
    expect(mailTo(investor)).toHaveLength(1);
  });
});
