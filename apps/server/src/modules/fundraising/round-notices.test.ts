import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { raiseCommitments, raiseReminders } from '../../db/schema/fundraising';
import { notifications } from '../../db/schema/notifications';
import type { Delivery } from '../../lib/delivery';
import { createFilesTestApp, pdfBytes, uploadRequest } from '../data-rooms/test-support';
import { waitForTasks } from '../../test/tasks';
import { as, type TestApp, type TestUser, forgetSessions } from '../../test/test-app';
import { createRoom, grantRoom } from '../../test/factories/data-rooms';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpInvestor, signUpWithRole } from '../../test/factories/users';
import { sendRoundDeadlineReminders } from './round-notices.service';

/**
 * What a round's invited investors hear besides the room's moves (decision 0064), through the API and the sweeps on
 * both databases: new materials in the round's data room, the target close a week and a day ahead, a commitment
 * waiting for their confirmation. Only investors invited now are told; each reminder once.
 */
let t: TestApp;
let founder: TestUser;
let ama: TestUser & { investorId: number };
let kofi: TestUser & { investorId: number };
let outsider: TestUser & { investorId: number };
let delivery: Delivery;
beforeAll(async () => {
  t = await createFilesTestApp();
  [founder, ama, kofi, outsider] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpInvestor(t, {}, { firstName: 'Ama', lastName: 'Mensah' }),
    signUpInvestor(t, {}, { firstName: 'Kofi', lastName: 'Boateng' }),
    signUpInvestor(t, {}, { firstName: 'Olu', lastName: 'Outside' }),
  ]);
  await makeEstablished(t, founder);
  delivery = { realtime: { publish: async () => {} }, mailer: t.mailer, queue: t.app.queue, publicUrl: 'http://localhost:3000', secret: 'test-secret', logError: () => {}, limits: {} } as unknown as Delivery;
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const request = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const noticesOf = (user: TestUser, kind: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind))).orderBy(desc(notifications.id));

/** A XOF company's open SAFE round with Ama and Kofi invited: its raise id, its founder routes' base and the board entries. */
async function openRound(targetCloseOn: string | null = null) {
  const startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', foundedYear: 2024 })).id;
  await t.db.execute(`update startup set raising_currency = 'XOF' where id = ${startupId}`);
  expect((await request(founder, 'POST', `/api/startups/${startupId}/cap-table`, { shares: defaultCapTableShareholders })).statusCode).toBe(200);
  const round = { kind: 'safe', date: '2026-01-15', holderName: 'Seed SAFEs', investment: 100_000_000, valuationCap: 2_000_000_000, discountPercent: 20 };
  const created = await request(founder, 'POST', `/api/startups/${startupId}/raises`, { name: 'Seed SAFE', instrument: 'post-money-safe', targetAmount: 'XOF 100 000 000', round, ...(targetCloseOn ? { targetCloseOn } : {}) });
  expect(created.statusCode, created.body).toBe(201);
  const raiseId = created.json().id as number;
  const base = `/api/startups/${startupId}/raises/${raiseId}`;
  const entries: Record<'ama' | 'kofi', number> = { ama: 0, kofi: 0 };
  for (const [name, who] of [['ama', ama], ['kofi', kofi]] as const) entries[name] = (await request(founder, 'POST', `${base}/investors`, { investorId: who.investorId })).json().investors.at(-1).id;
  expect((await request(founder, 'POST', `${base}/status`, { status: 'open' })).statusCode).toBe(200);
  for (const id of Object.values(entries)) expect((await request(founder, 'POST', `${base}/investors/${id}/invitation`)).statusCode).toBe(201);
  return { startupId, raiseId, base, entries };
}

const upload = async (roomId: number, name: string) => {
  expect((await t.app.inject(uploadRequest(founder, roomId, name, await pdfBytes()))).statusCode).toBe(201);
  await waitForTasks(t, 'notification-fanout');
};

describe('new materials', () => {
  it('tell the invited investors the grants reach, as the round’s; other grantees as the data room’s; a revoked investor as a grantee only', async () => {
    const { startupId, raiseId, base, entries } = await openRound();
    const roomId = await createRoom(t, founder, startupId, 'Seed data room');
    expect((await request(founder, 'PATCH', base, { dataRoomId: roomId })).statusCode).toBe(200);
    for (const who of [ama, outsider]) {
      await connect(t, founder, who);
      await grantRoom(t, founder, roomId, who, 'view');
    }
    await upload(roomId, 'Deck.pdf');
    const [material] = await noticesOf(ama, 'round_material');
    expect(material).toMatchObject({ title: 'Teranga Pay added "Deck.pdf" to the materials of "Seed SAFE"', href: expect.stringMatching(new RegExp(`^/rounds/${raiseId}\\?document=\\d+$`)) });
    // One notice each: the invited investor does not also hear of it as the data room's.
    expect(await noticesOf(ama, 'data_room_document')).toEqual([]);
    expect(await noticesOf(outsider, 'round_material')).toEqual([]);
    expect((await noticesOf(outsider, 'data_room_document')).map((n) => n.title)).toEqual(['Teranga Pay added "Deck.pdf" to Seed data room']);
    // Invited without a grant: the document is not theirs to see, so nobody tells them of it.
    expect(await noticesOf(kofi, 'round_material')).toEqual([]);

    expect((await request(founder, 'DELETE', `${base}/investors/${entries.ama}/invitation`)).statusCode).toBe(200);
    await upload(roomId, 'Financials.pdf');
    expect(await noticesOf(ama, 'round_material')).toHaveLength(1);
    expect((await noticesOf(ama, 'data_room_document')).map((n) => n.title)).toEqual(['Teranga Pay added "Financials.pdf" to Seed data room']);
  });
});

describe('deadline reminders', () => {
  it('tell each invited investor still deciding of the target close a week ahead, then a day ahead, once each', async () => {
    const { raiseId, base, entries } = await openRound(dayFromToday(7));
    expect((await request(kofi, 'POST', `/api/round-rooms/${raiseId}/commitment`, { action: 'pass', reason: 'Outside our thesis' })).statusCode).toBe(200);
    await sendRoundDeadlineReminders(t.db, delivery);
    await sendRoundDeadlineReminders(t.db, delivery);
    const week = await noticesOf(ama, 'round_deadline');
    expect(week.map((n) => n.title)).toEqual([`Teranga Pay plans to close "Seed SAFE" on ${dayFromToday(7)} (days left: 7)`]);
    expect(week[0]!.href).toBe(`/rounds/${raiseId}`);
    // Kofi passed: nothing left for him to decide.
    expect(await noticesOf(kofi, 'round_deadline')).toEqual([]);

    expect((await request(founder, 'PATCH', base, { targetCloseOn: dayFromToday(1) })).statusCode).toBe(200);
    await sendRoundDeadlineReminders(t.db, delivery);
    await sendRoundDeadlineReminders(t.db, delivery);
    expect((await noticesOf(ama, 'round_deadline')).map((n) => n.title)).toEqual([`Teranga Pay plans to close "Seed SAFE" on ${dayFromToday(1)} (days left: 1)`, week[0]!.title]);

    // A revoked investor hears nothing more.
    expect((await request(founder, 'DELETE', `${base}/investors/${entries.ama}/invitation`)).statusCode).toBe(200);
    await t.db.delete(raiseReminders).where(eq(raiseReminders.raiseId, raiseId));
    expect(await sendRoundDeadlineReminders(t.db, delivery)).toBe(0);
  });

  it('tell an investor whose commitment has waited two days for their confirmation, once per wait, in their language', async () => {
    const { raiseId, base } = await openRound();
    await t.db.execute(sql`update "user" set locale = 'fr' where id = ${ama.id}`);
    forgetSessions(t);
    const committed = await request(ama, 'POST', `/api/round-rooms/${raiseId}/commitment`, { action: 'commit', amount: 'XOF 50 000 000' });
    const commitmentId = committed.json().commitment.id as number;
    expect((await request(founder, 'POST', `${base}/commitments/${commitmentId}`, { action: 'scale-back', amount: 'XOF 40 000 000' })).statusCode).toBe(200);
    expect(await sendRoundDeadlineReminders(t.db, delivery)).toBe(0);

    const earlier = (await noticesOf(ama, 'round_deadline')).length;
    await t.db.update(raiseCommitments).set({ updatedAt: new Date(Date.now() - 3 * 86_400_000) }).where(eq(raiseCommitments.id, commitmentId));
    // The app's own hourly run (task-workers.ts) may send it first, from the queue: counted by the
    // notices, it is sent once either way.
    await sendRoundDeadlineReminders(t.db, delivery);
    expect(await sendRoundDeadlineReminders(t.db, delivery)).toBe(0);
    const reminders = await noticesOf(ama, 'round_deadline');
    expect(reminders).toHaveLength(earlier + 1);
    const [reminder] = reminders;
    expect(reminder!.title).toBe('Teranga Pay is waiting for you to confirm your XOF 40,000,000 commitment to "Seed SAFE"');
    await waitForTasks(t, 'notification-email');
    const email = t.mailer.sent.findLast((m) => m.to === ama.email);
    // French writes the thousands with narrow no-break spaces.
    expect(email?.subject.replace(/\s/gu, ' ')).toBe('Teranga Pay attend que vous confirmiez votre engagement de 40 000 000 XOF dans « Seed SAFE »');
  });
});
