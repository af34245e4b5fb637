import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseMessages as m } from '@baobab/contracts/fundraising';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { message } from '@baobab/contracts/i18n/message';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { capTableAudience } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { signUpInvestor } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let boardInvestor: TestUser & { investorId: number };
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ founder, otherFounder, viewer, stranger, startupId } = await capTableAudience(t, { fundingStage: 'Seed' }));
  await t.db.execute(`update startup set raising_currency = 'XOF' where id = ${startupId}`);
  boardInvestor = await signUpInvestor(t, {}, { firstName: 'Ama', lastName: 'Mensah' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser | null, method: Method, suffix = '', payload?: object, id = startupId) =>
  t.app.inject(as(user, { method, url: `/api/startups/${id}/raises${suffix}`, ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
const issuesOf = (body: { issues?: { path: string; message: string }[] }) => Object.fromEntries((body.issues ?? []).map((i) => [i.path, i.message]));

async function newRaise(payload: object = {}) {
  const response = await call(founder, 'POST', '', { name: 'Seed', instrument: 'post-money-safe', targetAmount: 'XOF 300 000 000', minimumAmount: 150_000_000, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; currency: string; target: { amountMinor: number }; status: string; investors: { id: number; name: string; stage: string; isOverdue: boolean; notes: string }[]; progress: { softCircledPercent: number; committedPercent: number; overdueCount: number; minimumPercent: number } };
}

describe('a round being raised', () => {
  it('is created in the company’s currency, amounts read by the one reader, and listed for the founder', async () => {
    const raise = await newRaise();
    expect(raise).toMatchObject({ currency: 'XOF', target: { amountMinor: 300_000_000, amount: 300_000_000 }, minimum: { amountMinor: 150_000_000 }, status: 'draft', nextStatuses: ['open', 'cancelled'], terms: null });
    expect(raise.progress.minimumPercent).toBe(50);
    const list = await call(founder, 'GET');
    expect(list.json().raises.map((r: { id: number }) => r.id)).toContain(raise.id);
    expect(list.json().currency).toBe('XOF');
  });

  it('refuses each bad field under its name', async () => {
    const response = await call(founder, 'POST', '', { name: ' ', instrument: 'shares', targetAmount: 'lots' });
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toMatchObject({ name: m.nameRequired, instrument: m.instrument });
    const amounts = await call(founder, 'POST', '', { name: 'Seed', instrument: 'note', targetAmount: 'lots', minimumAmount: 0 });
    expect(issuesOf(amounts.json())).toEqual({ targetAmount: m.targetAmount, minimumAmount: m.minimumAmount });
    const above = await call(founder, 'POST', '', { name: 'Seed', instrument: 'note', targetAmount: 100, minimumAmount: 200 });
    expect(issuesOf(above.json())).toEqual({ minimumAmount: m.minimumAboveTarget });
    const otherCurrency = await call(founder, 'POST', '', { name: 'Seed', instrument: 'note', targetAmount: '$500K' });
    expect(Object.keys(issuesOf(otherCurrency.json()))).toEqual(['targetAmount']);
    const date = await call(founder, 'POST', '', { name: 'Seed', instrument: 'note', targetAmount: 100, targetCloseOn: '2026-02-30' });
    expect(issuesOf(date.json())).toEqual({ targetCloseOn: m.targetCloseOn });
  });

  it('models its terms as a cap-table round, or links one of the same instrument, never a second terms model', async () => {
    const modelled = await call(founder, 'POST', '', { name: 'Pre-seed', instrument: 'post-money-safe', targetAmount: 100_000_000, round: { kind: 'safe', date: '2026-01-15', holderName: 'Pre-seed investors', investment: 100_000_000, valuationCap: 1_000_000_000 } });
    expect(modelled.statusCode, modelled.body).toBe(201);
    const terms = modelled.json().terms;
    expect(terms).toMatchObject({ status: 'modelled', round: { kind: 'safe', valuationCap: 1_000_000_000 } });
    const rounds = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table/rounds` }))).json().rounds as { id: number }[];
    expect(rounds.map((r) => r.id)).toContain(terms.id);

    const wrongKind = await call(founder, 'POST', '', { name: 'Seed', instrument: 'priced', targetAmount: 100, capTableRoundId: terms.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(issuesOf(wrongKind.json()).capTableRoundId).toBe(englishOf(message(m.termsKind, { instrument: message('Priced equity') })));
    const taken = await call(founder, 'POST', '', { name: 'Seed', instrument: 'post-money-safe', targetAmount: 100, capTableRoundId: terms.id });
    expect(taken.statusCode).toBe(409);
    expect(issuesOf(taken.json())).toEqual({ capTableRoundId: m.termsLinked });
    const missing = await call(founder, 'POST', '', { name: 'Seed', instrument: 'note', targetAmount: 100, capTableRoundId: 999_999 });
    expect(issuesOf(missing.json())).toEqual({ capTableRoundId: m.termsNotFound });
    const badRound = await call(founder, 'POST', '', { name: 'Seed', instrument: 'note', targetAmount: 100, round: { kind: 'note', date: '2026-02-30' } });
    expect(badRound.statusCode).toBe(400);
    expect(Object.keys(issuesOf(badRound.json())).every((path) => path.startsWith('round.'))).toBe(true);
  });

  it('moves its status only along valid transitions, dating the opening and the close', async () => {
    const raise = await newRaise();
    const invalid = await call(founder, 'POST', `/${raise.id}/status`, { status: 'closed' });
    expect(invalid.statusCode).toBe(409);
    expect(invalid.json().message).toBe('A round that is Draft cannot become Closed');
    const today = new Date().toISOString().slice(0, 10);
    expect((await call(founder, 'POST', `/${raise.id}/status`, { status: 'open' })).json()).toMatchObject({ status: 'open', openedOn: today });
    expect((await call(founder, 'POST', `/${raise.id}/status`, { status: 'closing' })).json()).toMatchObject({ status: 'closing', nextStatuses: ['open', 'closed', 'cancelled'] });
    expect((await call(founder, 'POST', `/${raise.id}/status`, { status: 'closed' })).json()).toMatchObject({ status: 'closed', closedOn: today, nextStatuses: [] });
    expect((await call(founder, 'POST', `/${raise.id}/status`, { status: 'open' })).statusCode).toBe(409);
    expect((await call(founder, 'PATCH', `/${raise.id}`, { name: 'Renamed' })).statusCode).toBe(409);
  });

  it('changes its name, amounts and target close', async () => {
    const raise = await newRaise();
    const updated = await call(founder, 'PATCH', `/${raise.id}`, { name: 'Seed extension', targetAmount: '400 000 000', minimumAmount: null, targetCloseOn: '2026-12-31' });
    expect(updated.json()).toMatchObject({ name: 'Seed extension', target: { amountMinor: 400_000_000 }, minimum: null, targetCloseOn: '2026-12-31' });
    const refused = await call(founder, 'PATCH', `/${raise.id}`, { minimumAmount: 500_000_000 });
    expect(issuesOf(refused.json())).toEqual({ minimumAmount: m.minimumAboveTarget });
  });
});

describe('the founder’s board of investors', () => {
  it('adds directory investors by id and others by e-mail, moves them, and shows progress and overdue next steps', async () => {
    const raise = await newRaise();
    const before = (await t.db.select().from(notifications)).length;
    const byId = await call(founder, 'POST', `/${raise.id}/investors`, { investorId: boardInvestor.investorId });
    expect(byId.statusCode, byId.body).toBe(201);
    expect(byId.json().investors[0]).toMatchObject({ name: 'Ama Mensah', stage: 'target', investorId: boardInvestor.investorId, email: null });
    const byEmail = await call(founder, 'POST', `/${raise.id}/investors`, { email: 'Kofi@Example.com', name: 'Kofi Boateng', nextStep: 'Send the deck', nextStepOn: '2020-01-01', notes: 'Met at Lagos demo day — <b>keen</b>' });
    expect(byEmail.statusCode, byEmail.body).toBe(201);
    const kofi = byEmail.json().investors[1];
    expect(kofi).toMatchObject({ name: 'Kofi Boateng', email: 'kofi@example.com', isOverdue: true, notes: 'Met at Lagos demo day — <b>keen</b>' });
    expect(byEmail.json().progress.overdueCount).toBe(1);
    // The board is the founder's own: adding someone tells nobody.
    expect((await t.db.select().from(notifications)).length).toBe(before);

    const moved = await call(founder, 'PATCH', `/${raise.id}/investors/${kofi.id}`, { stage: 'soft-circled', amount: '75 000 000' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().progress).toMatchObject({ softCircled: { amountMinor: 75_000_000 }, softCircledPercent: 25, committedPercent: 0, isMinimumReached: false });
    const committed = await call(founder, 'PATCH', `/${raise.id}/investors/${kofi.id}`, { stage: 'funded', nextStep: null });
    expect(committed.json().progress).toMatchObject({ committedPercent: 25, funded: { amountMinor: 75_000_000 }, overdueCount: 0 });
    expect(committed.json().investors[1]).toMatchObject({ isOverdue: false, amount: { amountMinor: 75_000_000 } });
  });

  it('refuses a stage with money but no amount, bad amounts, duplicates and unknown investors at their field', async () => {
    const raise = await newRaise();
    const noAmount = await call(founder, 'POST', `/${raise.id}/investors`, { investorId: boardInvestor.investorId, stage: 'committed' });
    expect(issuesOf(noAmount.json())).toEqual({ amount: m.amountForStage });
    const added = await call(founder, 'POST', `/${raise.id}/investors`, { investorId: boardInvestor.investorId });
    const entry = added.json().investors[0].id as number;
    const twice = await call(founder, 'POST', `/${raise.id}/investors`, { investorId: boardInvestor.investorId });
    expect(twice.statusCode).toBe(409);
    expect(issuesOf(twice.json())).toEqual({ investorId: m.alreadyOnBoard });
    expect(issuesOf((await call(founder, 'POST', `/${raise.id}/investors`, { investorId: 999_999 })).json())).toEqual({ investorId: m.investorNotFound });
    expect(issuesOf((await call(founder, 'POST', `/${raise.id}/investors`, { email: 'not-an-address', name: 'X' })).json())).toEqual({ email: m.email });
    expect(issuesOf((await call(founder, 'POST', `/${raise.id}/investors`, { email: 'x@example.com' })).json())).toEqual({ name: m.investorName });
    expect(issuesOf((await call(founder, 'POST', `/${raise.id}/investors`, {})).json())).toEqual({ investorId: m.investorRequired });
    expect(issuesOf((await call(founder, 'PATCH', `/${raise.id}/investors/${entry}`, { stage: 'signed' })).json())).toEqual({ amount: m.amountForStage });
    expect(issuesOf((await call(founder, 'PATCH', `/${raise.id}/investors/${entry}`, { stage: 'signed', amount: 'soon' })).json())).toEqual({ amount: m.amount });
    expect(issuesOf((await call(founder, 'PATCH', `/${raise.id}/investors/${entry}`, { stage: 'won' })).json())).toEqual({ stage: m.stage });
    expect(issuesOf((await call(founder, 'PATCH', `/${raise.id}/investors/${entry}`, { nextStepOn: 'tomorrow' })).json())).toEqual({ nextStepOn: m.nextStepOn });
    expect((await call(founder, 'DELETE', `/${raise.id}/investors/${entry}`)).statusCode).toBe(204);
    expect((await call(founder, 'DELETE', `/${raise.id}/investors/${entry}`)).statusCode).toBe(404);
  });
});

describe('who may reach a raise', () => {
  it('is the founder alone: a share holder, an investor on the board, another founder and a stranger get 404', async () => {
    const raise = await newRaise();
    const added = await call(founder, 'POST', `/${raise.id}/investors`, { investorId: boardInvestor.investorId });
    const entry = added.json().investors[0].id as number;
    for (const user of [viewer, boardInvestor, otherFounder, stranger]) {
      const statuses = [
        (await call(user, 'GET')).statusCode,
        (await call(user, 'POST', '', { name: 'Mine', instrument: 'note', targetAmount: 100 })).statusCode,
        (await call(user, 'GET', `/${raise.id}`)).statusCode,
        (await call(user, 'PATCH', `/${raise.id}`, { name: 'Mine' })).statusCode,
        (await call(user, 'POST', `/${raise.id}/status`, { status: 'open' })).statusCode,
        (await call(user, 'POST', `/${raise.id}/investors`, { email: 'x@example.com', name: 'X' })).statusCode,
        (await call(user, 'PATCH', `/${raise.id}/investors/${entry}`, { stage: 'passed' })).statusCode,
        (await call(user, 'DELETE', `/${raise.id}/investors/${entry}`)).statusCode,
      ];
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    }
    expect((await call(null, 'GET', `/${raise.id}`)).statusCode).toBe(401);
    expect((await call(founder, 'GET', `/${raise.id}`)).json()).toMatchObject({ status: 'draft', investors: [{ stage: 'target' }] });
  });

  it('is not reached through another startup of the same founder', async () => {
    const raise = await newRaise();
    const second = (await buildStartup(t, founder.id, { name: 'Second Co' })).id;
    expect((await call(founder, 'GET', `/${raise.id}`, undefined, second)).statusCode).toBe(404);
    expect((await call(otherFounder, 'GET', `/${raise.id}`, undefined, second)).statusCode).toBe(404);
  });
});
