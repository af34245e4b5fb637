import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committeeMessages } from '@baobab/contracts/deal-committee';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpInvestor, signUpWithRole } from '../../test/factories/users';
import { createDeal } from '../../test/factories/deals';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/** The investment committee on a deal (decision 0060), on a fund's pipeline and on a solo investor's. */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Committee Fund'));
}, 120_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (user: TestUser, method: Method, url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const fundDeal = async () => (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id })).json().id as number;
const committeeOf = (dealId: number) => `/api/portfolio/deal-flow/${dealId}/committee`;
const scores = (team: number, market = 3, product = 3, traction = 3, terms = 3) => ({ team, market, product, traction, terms });
async function openedDeal(): Promise<number> {
  const dealId = await fundDeal();
  const opened = await call(people.member, 'POST', committeeOf(dealId));
  expect(opened.statusCode, opened.body).toBe(201);
  return dealId;
}

describe('a fund deal before the committee', () => {
  it('is not before it until a member puts it there; a second opening is a 409', async () => {
    const dealId = await fundDeal();
    expect((await call(people.viewer, 'GET', committeeOf(dealId))).json()).toEqual({ committee: null });
    const opened = await call(people.member, 'POST', committeeOf(dealId));
    expect(opened.json().committee).toMatchObject({ dealId, openedBy: people.member.name, canVote: true, myVote: null, voters: [], revealed: false, memo: { body: '', version: 0 } });
    const again = await call(people.admin, 'POST', committeeOf(dealId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(committeeMessages.alreadyOpen);
  });

  it('refuses a vote or a memo before the deal is put to the committee (409)', async () => {
    const dealId = await fundDeal();
    const vote = await call(people.member, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(4), vote: 'invest' });
    expect(vote.statusCode).toBe(409);
    expect(vote.json().message).toBe(committeeMessages.notOpen);
    expect((await call(people.member, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'x', version: 0 })).statusCode).toBe(409);
  });
});

describe('scoring at the committee', () => {
  it('two members score: each sees the others only after voting, then the averages and the tally', async () => {
    const dealId = await openedDeal();
    const first = await call(people.admin, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(5, 4, 4, 3, 2), vote: 'invest', comment: 'Strong team, dear terms' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().committee).toMatchObject({ revealed: true, voters: [people.admin.name], tally: { invest: 1, pass: 0, abstain: 0 } });
    // The member has not voted: who voted, but not how.
    const before = (await call(people.member, 'GET', committeeOf(dealId))).json().committee;
    expect(before).toMatchObject({ revealed: false, voters: [people.admin.name], votes: null, averages: null, tally: null, myVote: null });
    const second = (await call(people.member, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(4, 2, 3, 3, 3), vote: 'pass', comment: '' })).json().committee;
    expect(second.tally).toEqual({ invest: 1, pass: 1, abstain: 0 });
    expect(second.averages).toEqual({ team: 4.5, market: 3, product: 3.5, traction: 3, terms: 2.5 });
    expect(second.votes.map((v: { member: { name: string }; comment: string }) => [v.member.name, v.comment])).toEqual([[people.admin.name, 'Strong team, dear terms'], [people.member.name, '']]);
    // A viewer never votes, so is never anchored: reads it all.
    const viewer = (await call(people.viewer, 'GET', committeeOf(dealId))).json().committee;
    expect(viewer).toMatchObject({ canVote: false, revealed: true, tally: { invest: 1, pass: 1, abstain: 0 } });
  });

  it('a second vote by one member replaces the first: one vote per member', async () => {
    const dealId = await openedDeal();
    await call(people.member, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(2), vote: 'pass' });
    const changed = (await call(people.member, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(5), vote: 'invest' })).json().committee;
    expect(changed.tally).toEqual({ invest: 1, pass: 0, abstain: 0 });
    expect(changed.myVote).toMatchObject({ scores: scores(5), vote: 'invest' });
    const timeline = (await call(people.member, 'GET', `/api/portfolio/deal-flow/${dealId}/timeline`)).json() as { kind: string; by: string; changed?: boolean }[];
    expect(timeline.filter((e) => e.kind === 'committee_vote').map((e) => e.changed).sort()).toEqual([false, true]);
    expect(timeline.find((e) => e.kind === 'committee_opened')?.by).toBe(people.member.name);
  });

  it('says which score is wrong, field by field', async () => {
    const dealId = await openedDeal();
    const response = await call(people.member, 'PUT', `${committeeOf(dealId)}/vote`, { scores: { ...scores(6), terms: 2.5 }, vote: 'maybe' });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().issues as { path: string; message: string }[]).map((e) => `${e.path}: ${e.message}`);
    expect(paths).toEqual(expect.arrayContaining([`scores.team: ${committeeMessages.score}`, `scores.terms: ${committeeMessages.score}`, `vote: ${committeeMessages.vote}`]));
  });

  it('a viewer reads but cannot vote or edit (403); a former member is told nothing exists (404), and their vote no longer counts', async () => {
    const dealId = await openedDeal();
    await call(people.former, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(1), vote: 'pass' });
    expect((await call(people.viewer, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(3), vote: 'abstain' })).statusCode).toBe(403);
    expect((await call(people.viewer, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'x', version: 0 })).statusCode).toBe(403);
    const fund = await buildFund(t, 'Committee Leavers');
    const leaverDeal = (await call(fund.people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: fund.organisation, startupId: (await buildStartup(t, founder.id)).id })).json().id;
    await call(fund.people.admin, 'POST', committeeOf(leaverDeal));
    await call(fund.people.former, 'PUT', `${committeeOf(leaverDeal)}/vote`, { scores: scores(1), vote: 'pass' });
    await removeMember(t, fund.organisation, fund.people.admin, fund.people.former);
    expect((await call(fund.people.former, 'GET', committeeOf(leaverDeal))).statusCode).toBe(404);
    expect((await call(fund.people.former, 'PUT', `${committeeOf(leaverDeal)}/vote`, { scores: scores(1), vote: 'pass' })).statusCode).toBe(404);
    const read = (await call(fund.people.viewer, 'GET', committeeOf(leaverDeal))).json().committee;
    expect(read).toMatchObject({ voters: [], tally: { invest: 0, pass: 0, abstain: 0 } });
  });
});

describe('the memo', () => {
  it('cites the reader’s assessment as message keys with values, and stores the members’ text as written', async () => {
    const dealId = await openedDeal();
    const { assessment, memo } = (await call(people.member, 'GET', committeeOf(dealId))).json().committee;
    expect(assessment.score).toBeGreaterThanOrEqual(0);
    for (const finding of assessment.findings) expect(finding.message).toEqual({ i18nKey: expect.any(String), values: expect.any(Object) });
    expect(memo.version).toBe(0);
    const words = 'Équipe solide — but  *burn* is high.\n\nAsk about churn.';
    const saved = (await call(people.member, 'PUT', `${committeeOf(dealId)}/memo`, { body: words, version: 0 })).json().committee.memo;
    expect(saved).toMatchObject({ body: words, version: 1, updatedBy: people.member.name });
    const timeline = (await call(people.admin, 'GET', `/api/portfolio/deal-flow/${dealId}/timeline`)).json() as { kind: string; version?: number }[];
    expect(timeline.find((e) => e.kind === 'committee_memo')).toMatchObject({ version: 1 });
  });

  it('a save over a version someone else replaced is a 409, and the newer text stays', async () => {
    const dealId = await openedDeal();
    await call(people.admin, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'Admin draft', version: 0 });
    const stale = await call(people.member, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'Member draft', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(committeeMessages.memoChanged);
    expect((await call(people.member, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'x', version: 5 })).statusCode).toBe(409);
    expect((await call(people.member, 'GET', committeeOf(dealId))).json().committee.memo).toMatchObject({ body: 'Admin draft', version: 1 });
  });
});

describe("a solo investor's committee", () => {
  it('is the investor alone: they open it, vote, write the memo; nobody else reaches it', async () => {
    const solo = await signUpInvestor(t);
    const dealId = await createDeal(t, solo, (await buildStartup(t, founder.id)).id);
    expect((await call(solo, 'POST', committeeOf(dealId))).statusCode).toBe(201);
    const voted = (await call(solo, 'PUT', `${committeeOf(dealId)}/vote`, { scores: scores(3), vote: 'abstain' })).json().committee;
    expect(voted).toMatchObject({ canVote: true, revealed: true, tally: { invest: 0, pass: 0, abstain: 1 } });
    expect((await call(solo, 'PUT', `${committeeOf(dealId)}/memo`, { body: 'Mine', version: 0 })).statusCode).toBe(200);
    expect((await call(people.admin, 'GET', committeeOf(dealId))).statusCode).toBe(404);
    expect((await call(founder, 'GET', committeeOf(dealId))).statusCode).toBe(403);
  });
});
