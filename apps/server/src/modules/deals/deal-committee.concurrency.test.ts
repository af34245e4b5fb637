import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealCommitteeMemoVersions, dealCommittees, dealCommitteeVotes } from '../../db/schema/deal-committee';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/**
 * Concurrency (docs/security.md, "Concurrency") at the investment committee (decision 0060). Meaningful on
 * PostgreSQL (TEST_DATABASE_URL), where the requests run on separate connections; on PGlite they still pass.
 */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Committee Race Fund'));
}, 120_000);
afterAll(() => t.close());

const newDeal = async () =>
  (await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id } }))).json().id as number;
const scores = (n: number) => ({ team: n, market: n, product: n, traction: n, terms: n });

describe('the committee under concurrent requests', () => {
  it('two members opening it at once: one opens it, the other is told it is open', async () => {
    const dealId = await newDeal();
    const url = `/api/portfolio/deal-flow/${dealId}/committee`;
    const responses = await fireTogether(t, [as(people.admin, { method: 'POST', url }), as(people.member, { method: 'POST', url })]);
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 1 });
  });

  it('one member voting twice at once keeps one vote, one of the two', async () => {
    const dealId = await newDeal();
    await t.app.inject(as(people.admin, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/committee` }));
    const url = `/api/portfolio/deal-flow/${dealId}/committee/vote`;
    const responses = await fireTogether(t, [
      as(people.member, { method: 'PUT', url, payload: { scores: scores(2), vote: 'pass' } }),
      as(people.member, { method: 'PUT', url, payload: { scores: scores(5), vote: 'invest' } }),
    ]);
    expect(statusCounts(responses)).toEqual({ 200: 2 });
    const rows = await t.db.select().from(dealCommitteeVotes).where(and(eq(dealCommitteeVotes.dealId, dealId), eq(dealCommitteeVotes.userId, people.member.id)));
    expect(rows).toHaveLength(1);
    const kept = { scores: rows[0]!.scores, vote: rows[0]!.vote };
    expect([{ scores: scores(2), vote: 'pass' }, { scores: scores(5), vote: 'invest' }]).toContainEqual(kept);
  });

  it('two members saving the memo over one version: one is saved, the other gets a 409, no words lost silently', async () => {
    const dealId = await newDeal();
    await t.app.inject(as(people.admin, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/committee` }));
    const url = `/api/portfolio/deal-flow/${dealId}/committee/memo`;
    const responses = await fireTogether(t, [
      as(people.admin, { method: 'PUT', url, payload: { body: 'Admin words', version: 0 } }),
      as(people.member, { method: 'PUT', url, payload: { body: 'Member words', version: 0 } }),
    ]);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    const versions = await t.db.select().from(dealCommitteeMemoVersions).where(eq(dealCommitteeMemoVersions.dealId, dealId));
    expect(versions).toHaveLength(1);
    const winner = responses.find((r) => r.statusCode === 200)!.json().committee.memo.body;
    expect(versions[0]!.body).toBe(winner);
  });

  it('two decisions at once: one is recorded, the other is told the committee has decided; a vote racing them lands before or is refused', async () => {
    const dealId = await newDeal();
    const base = `/api/portfolio/deal-flow/${dealId}/committee`;
    await t.app.inject(as(people.admin, { method: 'POST', url: base }));
    for (const voter of [people.admin, people.member]) await t.app.inject(as(voter, { method: 'PUT', url: `${base}/vote`, payload: { scores: scores(3), vote: 'invest' } }));
    const responses = await fireTogether(t, [
      as(people.admin, { method: 'POST', url: `${base}/decision`, payload: { decision: 'invest' } }),
      as(people.member, { method: 'PUT', url: `${base}/vote`, payload: { scores: scores(1), vote: 'pass' } }),
      as(people.admin, { method: 'POST', url: `${base}/decision`, payload: { decision: 'pass' } }),
    ]);
    expect(statusCounts([responses[0]!, responses[2]!])).toEqual({ 200: 1, 409: 1 });
    expect([200, 409]).toContain(responses[1]!.statusCode);
    const [row] = await t.db.select().from(dealCommittees).where(eq(dealCommittees.dealId, dealId));
    const winner = responses[0]!.statusCode === 200 ? 'invest' : 'pass';
    expect(row).toMatchObject({ decision: winner, decidedBy: people.admin.id });
    // A vote that landed did so before the decision: it is counted in what the decision shows.
    const vote = await t.db.select().from(dealCommitteeVotes).where(and(eq(dealCommitteeVotes.dealId, dealId), eq(dealCommitteeVotes.userId, people.member.id)));
    expect(vote[0]!.vote).toBe(responses[1]!.statusCode === 200 ? 'pass' : 'invest');
    if (responses[1]!.statusCode === 200) expect(vote[0]!.updatedAt.getTime()).toBeLessThanOrEqual(row!.decidedAt!.getTime());
  });
});
