import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioMessages as m } from '@baobab/contracts/portfolio';
import { investments } from '../../db/schema/portfolio';
import { notifications } from '../../db/schema/notifications';
import { securityEvents } from '../../db/schema/security-audit';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { makeEstablished, signUpWithRole } from '../../test/factories/users';

/**
 * Concurrency (docs/security.md, "Concurrency"): the founder's confirm and decline of one recorded round, fired many times
 * at once, and racing the investor's edit. Meaningful on PostgreSQL (TEST_DATABASE_URL); on
 * PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  // Established: the daily allowance of recorded investments (20, a new account's 5) spends one unit per edit that
  // lands, so with a new account the race's answers would depend on how many edits land before the deletion.
  await makeEstablished(t, investor);
  startupId = (await buildStartup(t, founder.id, { name: 'Racing Co' })).id;
});
afterAll(() => t.close());

const round = (amount: number) => ({ startupId, dealDate: '2025-03-15', investmentAmount: amount, roundType: 'Seed' });
const record = async (amount: number): Promise<number> =>
  (await t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/investments', payload: round(amount) }))).json().id;
const decide = (id: number, verb: 'confirm' | 'decline', revision: number) =>
  as(founder, { method: 'POST', url: `/api/startups/${startupId}/investments/${id}/${verb}`, payload: { revision } });
/** The investor's decision notices so far (they carry no investment id, so tests compare counts). */
const decisionsHeard = async () =>
  (await t.db.select().from(notifications).where(and(eq(notifications.userId, investor.id), eq(notifications.kind, 'investment_decision')))).length;
const decisionsAudited = (id: number) =>
  t.db.select().from(securityEvents).where(and(like(securityEvents.kind, 'investment.%'), sql`(${securityEvents.detail}->>'investmentId')::int = ${id}`));
const current = async (id: number) => (await t.db.select().from(investments).where(eq(investments.id, id)))[0]!;

describe('answers to one recorded round fired at once', () => {
  it('lets exactly one of 24 confirms and declines win, audited and notified once', async () => {
    const id = await record(50_000);
    const heardBefore = await decisionsHeard();
    const verbs = Array.from({ length: 24 }, (_, i): 'confirm' | 'decline' => (i % 2 === 0 ? 'confirm' : 'decline'));

    const responses = await fireTogether(t, verbs.map((verb) => decide(id, verb, 1)));

    expect(statusCounts(responses)).toEqual({ 204: 1, 409: 23 });
    for (const loser of responses.filter((r) => r.statusCode === 409)) expect(loser.json().message).toBe(m.investmentAlreadyDecided);
    const winner = verbs[responses.findIndex((r) => r.statusCode === 204)]!;
    expect((await current(id)).confirmationStatus).toBe(winner === 'confirm' ? 'confirmed' : 'declined');
    expect(await decisionsHeard()).toBe(heardBefore + 1);
    expect((await decisionsAudited(id)).map((e) => e.kind)).toEqual([winner === 'confirm' ? 'investment.confirmed' : 'investment.declined']);
  });

  it('never lets a confirmation of the old figures stick to an edit made at the same moment', async () => {
    const id = await record(20_000);
    const heardBefore = await decisionsHeard();
    const edit = as(investor, { method: 'PUT', url: `/api/portfolio/investments/${id}`, payload: round(90_000) });

    const responses = await fireTogether(t, [...Array.from({ length: 12 }, () => decide(id, 'confirm', 1)), edit, ...Array.from({ length: 12 }, () => decide(id, 'confirm', 1))]);

    expect(responses[12]!.statusCode).toBe(200);
    const answers = responses.filter((_, i) => i !== 12);
    const confirmed = answers.filter((r) => r.statusCode === 204).length;
    expect(confirmed).toBeLessThanOrEqual(1);
    expect(statusCounts(answers)[409]).toBe(answers.length - confirmed);
    for (const loser of answers.filter((r) => r.statusCode === 409)) expect([m.investmentAlreadyDecided, m.investmentChanged]).toContain(loser.json().message);
    // Whatever the order, the edited figures wait for the founder.
    expect(await current(id)).toMatchObject({ confirmationStatus: 'pending', revision: 2, amountMinor: 9_000_000 });
    expect(await decisionsAudited(id)).toHaveLength(confirmed);
    expect(await decisionsHeard()).toBe(heardBefore + confirmed);
  });

  it('answers edits racing the round’s deletion with 200 or 404, never a server error', async () => {
    const id = await record(30_000);
    // Twelve edits: with the four rounds recorded and edited above, all may land within the allowance of 20.
    const edits = Array.from({ length: 12 }, (_, i) => as(investor, { method: 'PUT', url: `/api/portfolio/investments/${id}`, payload: round(31_000 + i) }));
    const remove = as(investor, { method: 'DELETE', url: `/api/portfolio/investments/${id}` });

    const responses = await fireTogether(t, [...edits.slice(0, 6), remove, ...edits.slice(6)]);

    expect(responses[6]!.statusCode).toBe(204);
    const others = responses.filter((r, i) => i !== 6 && ![200, 404].includes(r.statusCode));
    expect(others.map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(await t.db.select().from(investments).where(eq(investments.id, id))).toEqual([]);
  });
});
