import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committeeMessages } from '@baobab/contracts/deal-committee';
import { dealMessages } from '@baobab/contracts/deals';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpInvestor, signUpWithRole } from '../../test/factories/users';
import { createDeal } from '../../test/factories/deals';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/** The committee's decision, its quorum and the notices to members (decision 0060, amendment), on both databases. */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Decision Fund'));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const committeeOf = (dealId: number) => `/api/portfolio/deal-flow/${dealId}/committee`;
const scores = { team: 4, market: 3, product: 3, traction: 3, terms: 3 };
const vote = (user: TestUser, dealId: number, choice: 'invest' | 'pass' | 'abstain' = 'invest') => call(user, 'PUT', `${committeeOf(dealId)}/vote`, { scores, vote: choice });
const decide = (user: TestUser, dealId: number, decision: string, note?: string) => call(user, 'POST', `${committeeOf(dealId)}/decision`, { decision, ...(note === undefined ? {} : { note }) });
const committeeNotices = async (user: TestUser) =>
  t.db.select().from(notifications).where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'deal_committee')));

async function openedFundDeal(): Promise<number> {
  const dealId = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: (await buildStartup(t, founder.id, { name: 'Kilimo Data' })).id })).json().id as number;
  expect((await call(people.member, 'POST', committeeOf(dealId))).statusCode).toBe(201);
  return dealId;
}

describe('putting a deal to the committee', () => {
  it('tells every other current member, in their language by key, and not the one who put it there', async () => {
    const told = [people.admin, people.viewer, people.member, people.former];
    const before = await Promise.all(told.map(async (p) => (await committeeNotices(p)).length));
    await openedFundDeal();
    const after = await Promise.all(told.map(committeeNotices));
    // The admin and the viewer are told; the member who put it there and the former member are not.
    expect(after.map((notices) => notices.length)).toEqual([before[0]! + 1, before[1]! + 1, before[2], before[3]]);
    const adminNotices = after[0]!;
    const notice = adminNotices.at(-1)!;
    expect(notice.titleMessage).toEqual({ i18nKey: '{{name}} put {{startup}} to the investment committee of {{organisation}}', values: { name: people.member.name, startup: 'Kilimo Data', organisation: 'Decision Fund' } });
    expect(notice.href).toBe(`/portfolio/deal-flow?organisation=${organisation}`);
  });
});

describe("the committee's decision", () => {
  it('waits for the quorum (more than half of those who may vote), then an admin records it once; votes and memo close', async () => {
    const dealId = await openedFundDeal();
    const opened = (await call(people.admin, 'GET', committeeOf(dealId))).json().committee;
    expect(opened).toMatchObject({ voterCount: 2, quorum: 2, canDecide: true, decision: null });
    expect((await call(people.member, 'GET', committeeOf(dealId))).json().committee.canDecide).toBe(false);

    await vote(people.admin, dealId);
    const early = await decide(people.admin, dealId, 'invest');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The committee needs 2 votes before it decides; 1 so far');

    await vote(people.member, dealId, 'pass');
    const memberBefore = (await committeeNotices(people.member)).length;
    const words = 'Trop tôt — wait for *Q1* numbers.';
    const decided = await decide(people.admin, dealId, 'pass', words);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().committee).toMatchObject({ canVote: false, canDecide: false, decision: { outcome: 'pass', note: words, decidedBy: people.admin.name } });
    // Everyone reads how each member voted once the fund has decided, the viewer and a member alike.
    expect((await call(people.viewer, 'GET', committeeOf(dealId))).json().committee).toMatchObject({ revealed: true, decision: { outcome: 'pass' } });
    const notices = await committeeNotices(people.member);
    expect(notices).toHaveLength(memberBefore + 1);
    expect(notices.at(-1)!.titleMessage).toEqual({ i18nKey: 'The committee of {{organisation}} decided to pass on {{startup}}', values: expect.objectContaining({ organisation: 'Decision Fund', startup: 'Kilimo Data' }) });

    const again = await decide(people.admin, dealId, 'invest');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(committeeMessages.alreadyDecided);
    const lateVote = await vote(people.member, dealId, 'invest');
    expect(lateVote.statusCode).toBe(409);
    expect(lateVote.json().message).toBe(committeeMessages.closed);
    expect((await call(people.member, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'late', version: 0 })).json().message).toBe(committeeMessages.closed);
    const timeline = (await call(people.member, 'GET', `/api/portfolio/deal-flow/${dealId}/timeline`)).json() as { kind: string; by: string; outcome?: string }[];
    expect(timeline[0]).toMatchObject({ kind: 'committee_decision', by: people.admin.name, outcome: 'pass' });
  });

  it('is an admin’s: a member and a viewer are refused (403), a former member and a stranger told nothing exists (404)', async () => {
    const dealId = await openedFundDeal();
    await Promise.all([vote(people.admin, dealId), vote(people.member, dealId)]);
    const byMember = await decide(people.member, dealId, 'invest');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(committeeMessages.onlyAdminsDecide);
    const byViewer = await decide(people.viewer, dealId, 'invest');
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().message).toBe(dealMessages.viewersReadOnly);
    expect((await decide(people.former, dealId, 'invest')).statusCode).toBe(404);
    expect((await decide(people.stranger, dealId, 'invest')).statusCode).toBe(404);
    expect((await call(people.admin, 'GET', committeeOf(dealId))).json().committee.decision).toBeNull();
  });

  it('says what is wrong with a decision, field by field, and needs an open committee', async () => {
    const dealId = await openedFundDeal();
    const wrong = await decide(people.admin, dealId, 'abstain', 'x'.repeat(2_001));
    expect(wrong.statusCode).toBe(400);
    const paths = (wrong.json().issues as { path: string; message: string }[]).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(expect.arrayContaining([`decision: ${committeeMessages.decision}`, `note: ${committeeMessages.decisionNoteTooLong}`]));
    const notOpen = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id })).json().id as number;
    const refused = await decide(people.admin, notOpen, 'invest');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(committeeMessages.notOpen);
  });

  it('for a solo investor: their one vote is the quorum, they decide, and nobody is notified', async () => {
    const solo = await signUpInvestor(t);
    const dealId = await createDeal(t, solo, (await buildStartup(t, founder.id)).id);
    await call(solo, 'POST', committeeOf(dealId));
    expect((await call(solo, 'GET', committeeOf(dealId))).json().committee).toMatchObject({ voterCount: 1, quorum: 1, canDecide: true });
    await vote(solo, dealId);
    const decided = await decide(solo, dealId, 'invest');
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().committee.decision).toMatchObject({ outcome: 'invest', note: '' });
    expect(await committeeNotices(solo)).toHaveLength(0);
  });
});
