import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioMessages as m } from '@baobab/contracts/portfolio';
import { notifications } from '../../db/schema/notifications';
import { translatorFor } from '../../lib/i18n';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { shareFinancials } from '../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let investor: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, otherFounder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  startupId = (await buildStartup(t, founder.id, { name: 'Claimed Co', raisingAmountUsd: 1_000_000 })).id;
  // The founder shares the tracker with the investor, so both can watch what counts.
  await connect(t, founder, investor);
  await shareFinancials(t, founder, startupId, investor, ['funding_tracker']);
});
afterAll(() => t.close());

const round = (amount: number) => ({ startupId, dealDate: '2025-03-15', investmentAmount: amount, roundType: 'Seed' });
const record = (amount: number) => t.app.inject(as(investor, { method: 'POST', url: '/api/portfolio/investments', payload: round(amount) }));
const edit = (id: number, amount: number) => t.app.inject(as(investor, { method: 'PUT', url: `/api/portfolio/investments/${id}`, payload: round(amount) }));
const decide = (user: TestUser, id: number, verb: 'confirm' | 'decline', revision: number) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/startups/${startupId}/investments/${id}/${verb}`, payload: { revision } }));
const raised = async () => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/funding-tracker` }))).json();
const listed = async () => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/investments` }))).json();
const noticesOf = (user: TestUser, kind: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, kind)));

describe('confirmed investments', () => {
  it('keeps a new record pending and out of the funding tracker, and asks the founder', async () => {
    const response = await record(50_000);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ confirmationStatus: 'pending', revision: 1 });
    expect(await raised()).toMatchObject({ raisedAmount: 0, investorCount: 0 });
    expect(await listed()).toEqual([expect.objectContaining({ id: response.json().id, investor: { id: investor.id, name: 'Amina Okafor' }, investmentAmount: 50_000, confirmationStatus: 'pending' })]);
    const [notice] = await noticesOf(founder, 'investment_confirmation');
    expect(notice).toMatchObject({ href: `/financial-tools?startup=${startupId}&tab=funding-tracker` });
    expect(notice!.title).toContain('recorded a $50,000 Seed investment in Claimed Co');
    // Stored and sent as a message: the amount a typed value, the round a label, the names as written (decision 0046).
    const page = (await t.app.inject(as(founder, { method: 'GET', url: '/api/notifications' }))).json();
    expect(page.messages[notice!.title]).toEqual({
      i18nKey: '{{name}} recorded a {{amount}} {{round}} investment in {{startup}}: please confirm or decline',
      values: { name: 'Amina Okafor', amount: { amount: 50_000, currency: 'USD' }, round: { i18nKey: 'Seed' }, startup: 'Claimed Co' },
    });
    expect(translatorFor('fr').message(page.messages[notice!.title]).replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Amina Okafor a déclaré un investissement Amorçage de 50 000 $US dans Claimed Co : merci de le confirmer ou de le refuser',
    );
  });

  it('counts the round once the founder confirms it, and tells the investor', async () => {
    const [{ id, revision }] = await listed();
    expect((await decide(founder, id, 'confirm', revision)).statusCode).toBe(204);
    expect(await raised()).toMatchObject({ raisedAmount: 50_000, investorCount: 1 });
    expect(await noticesOf(investor, 'investment_decision')).toHaveLength(1);
    expect((await decide(founder, id, 'decline', revision)).json()).toMatchObject({ message: m.investmentAlreadyDecided });
  });

  it('needs confirmation again after an edit, of the revision the founder reviewed', async () => {
    const [{ id }] = await listed();
    expect((await edit(id, 80_000)).json()).toMatchObject({ confirmationStatus: 'pending', revision: 2 });
    expect(await raised()).toMatchObject({ raisedAmount: 0 });
    const stale = await decide(founder, id, 'confirm', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(m.investmentChanged);
    expect((await decide(founder, id, 'confirm', 2)).statusCode).toBe(204);
    expect(await raised()).toMatchObject({ raisedAmount: 80_000 });
  });

  it('never counts a declined round, while the investor still sees it in their own portfolio', async () => {
    const id = (await record(20_000)).json().id;
    expect((await decide(founder, id, 'decline', 1)).statusCode).toBe(204);
    expect(await raised()).toMatchObject({ raisedAmount: 80_000, investorCount: 1 });
    const detail = await t.app.inject(as(investor, { method: 'GET', url: `/api/portfolio/companies/${startupId}` }));
    expect(detail.json().rounds.map((r: { confirmationStatus: string }) => r.confirmationStatus).sort()).toEqual(['confirmed', 'declined']);
    const overview = await t.app.inject(as(investor, { method: 'GET', url: '/api/portfolio/overview' }));
    expect(overview.json().summary.totalInvested).toBe(100_000);
  });

  it('lets only the founder review and answer (404 for the investor and other founders)', async () => {
    const id = (await record(10_000)).json().id;
    for (const user of [investor, otherFounder]) {
      expect((await t.app.inject(as(user, { method: 'GET', url: `/api/startups/${startupId}/investments` }))).statusCode).toBe(404);
      expect((await decide(user, id, 'confirm', 1)).statusCode).toBe(404);
    }
    expect((await decide(founder, 999_999, 'confirm', 1)).statusCode).toBe(404);
  });

  it('lets exactly one of many racing answers win, with one notification', async () => {
    const id = (await record(30_000)).json().id;
    const before = (await noticesOf(investor, 'investment_decision')).length;
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => decide(founder, id, i % 2 ? 'confirm' : 'decline', 1)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    expect((await noticesOf(investor, 'investment_decision')).length).toBe(before + 1);
  });
});
