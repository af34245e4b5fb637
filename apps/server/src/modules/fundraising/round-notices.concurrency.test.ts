import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { raiseCommitments, raiseReminders } from '../../db/schema/fundraising';
import { notificationPreferences, notifications } from '../../db/schema/notifications';
import type { Delivery } from '../../lib/delivery';
import { fireTogether } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpInvestor, signUpWithRole } from '../../test/factories/users';
import { sendDueNotificationDigests } from '../notifications/notifications.service';
import { sendRoundDeadlineReminders } from './round-notices.service';

/**
 * Concurrency (docs/security.md, "Concurrency") of the round's reminders and of notification digests (decision 0064):
 * sweeps on several instances at once send each reminder and each digest once. Meaningful on PostgreSQL
 * (TEST_DATABASE_URL), where each sweep's transactions run on their own connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let ama: TestUser & { investorId: number };
let delivery: Delivery;
beforeAll(async () => {
  t = await createTestApp();
  [founder, ama] = await Promise.all([signUpWithRole(t, 'founder'), signUpInvestor(t, {}, { firstName: 'Ama', lastName: 'Mensah' })]);
  await makeEstablished(t, founder);
  delivery = { realtime: { publish: async () => {} }, mailer: t.mailer, queue: t.app.queue, publicUrl: 'http://localhost:3000', secret: 'test-secret', logError: () => {}, limits: {} } as unknown as Delivery;
}, 120_000);
afterAll(() => t.close());

const request = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
const SWEEPS = 6;

describe('racing sweeps', () => {
  it('six deadline sweeps at once send the week-ahead and the confirmation reminders once each', async () => {
    const startupId = (await buildStartup(t, founder.id, { foundedYear: 2024 })).id;
    expect((await request(founder, 'POST', `/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders })).statusCode).toBe(200);
    const round = { kind: 'safe', date: '2026-01-15', holderName: 'Seed SAFEs', investment: 100_000_000, valuationCap: 2_000_000_000, discountPercent: 20 };
    const targetCloseOn = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const created = await request(founder, 'POST', `/api/startups/${startupId}/raises`, { name: 'Seed SAFE', instrument: 'post-money-safe', targetAmount: 1_000_000, round, targetCloseOn });
    const raiseId = created.json().id as number;
    const base = `/api/startups/${startupId}/raises/${raiseId}`;
    const entry = (await request(founder, 'POST', `${base}/investors`, { investorId: ama.investorId })).json().investors.at(-1).id;
    await request(founder, 'POST', `${base}/status`, { status: 'open' });
    expect((await request(founder, 'POST', `${base}/investors/${entry}/invitation`)).statusCode).toBe(201);
    const commitmentId = (await request(ama, 'POST', `/api/round-rooms/${raiseId}/commitment`, { action: 'commit', amount: 500_000 })).json().commitment.id as number;
    expect((await request(founder, 'POST', `${base}/commitments/${commitmentId}`, { action: 'accept' })).statusCode).toBe(200);
    await t.db.update(raiseCommitments).set({ updatedAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(raiseCommitments.id, commitmentId));

    const sent = await Promise.all(Array.from({ length: SWEEPS }, () => sendRoundDeadlineReminders(t.db, delivery)));
    const notices = await t.db.select().from(notifications).where(and(eq(notifications.userId, ama.id), eq(notifications.kind, 'round_deadline')));
    expect(notices.map((n) => n.title).sort()).toEqual(['Kilimo Pay is waiting for you to confirm your $500,000 commitment to "Seed SAFE"', `Kilimo Pay plans to close "Seed SAFE" on ${targetCloseOn} (days left: 5)`]);
    // What was written is the test: each reminder's row and notice once. What the six sweeps report together is at
    // most two: the app's own periodic run (task-workers.ts, sent once the queue starts, as the invitation's e-mail
    // starts it) may send one first, and on PGlite, whose one connection the sweeps' transactions share, a notice can
    // be counted by none.
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2);
    expect((await t.db.select().from(raiseReminders).where(eq(raiseReminders.raiseId, raiseId))).map((r) => r.key).sort()).toEqual(['close-7', expect.stringMatching(/^confirm:/)]);
  });

  it('six digest runs at once e-mail a due digest once; preference changes fired together leave one row', async () => {
    const changes = await fireTogether(
      t,
      (['daily', 'weekly', 'daily', 'weekly'] as const).map((frequency) => as(ama, { method: 'PUT', url: '/api/notifications/preferences', payload: { preferences: [{ kind: 'round_material', email: true, frequency }] } })),
    );
    expect(changes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.select().from(notificationPreferences).where(and(eq(notificationPreferences.userId, ama.id), eq(notificationPreferences.kind, 'round_material')));
    expect(rows).toHaveLength(1);
    expect(['daily', 'weekly']).toContain(rows[0]!.frequency);
    // A digest began with the first change; switching between daily and weekly keeps its start.
    expect(rows[0]!.digestedUntil).not.toBeNull();
    await t.db.update(notificationPreferences).set({ frequency: 'daily', digestedUntil: new Date(Date.now() - 2 * 86_400_000) }).where(and(eq(notificationPreferences.userId, ama.id), eq(notificationPreferences.kind, 'round_material')));
    await t.db.insert(notifications).values({ userId: ama.id, kind: 'round_material', title: 'Teranga Pay added "Deck.pdf" to the materials of "Seed SAFE"', href: '/rounds/1', createdAt: new Date(Date.now() - 86_400_000) });
    const before = t.mailer.sent.length;
    const sent = await Promise.all(Array.from({ length: SWEEPS }, () => sendDueNotificationDigests(t.db, delivery)));
    // The e-mail is the test; the app's own periodic digest run may be the one that sent it. Only this kind's digest
    // is counted: the first test's deadline notices are e-mailed through the queue and may arrive during this one.
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const digests = t.mailer.sent.slice(before).filter((m) => m.to === ama.email && m.messageId?.startsWith('notification-digest-round_material-'));
    expect(digests).toHaveLength(1);
  });
});
