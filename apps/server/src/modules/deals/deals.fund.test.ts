import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealMessages } from '@baobab/contracts/deals';
import { dealAssignees, deals, dealStageChanges } from '../../db/schema/deals';
import { fireTogether, statusCounts } from '../../test/concurrency';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, removeMember, type FundPerson, type FundRole } from './fund-pipeline.fixture';

/** The fund's pipeline (decision 0047's organisations owning deals): who adds, reads, notes and assigns. */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, FundPerson>;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const newStartup = async () => (await buildStartup(t, founder.id)).id;
const nameOf = (user: FundPerson) => user.name;
const notificationsOf = async (user: TestUser) => (await call(user, 'GET', '/api/notifications')).json().items as { kind: string; title: string; body: string; href: string }[];

describe("a fund's pipeline", () => {
  it('a member adds a startup: the fund owns it, the member owns the work, every member reads it and the personal pipelines stay apart', async () => {
    const startupId = await newStartup();
    const created = await call(people.member, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ organisationId: organisation, owner: { id: people.member.id, name: nameOf(people.member) }, assignees: [] });
    const [row] = await t.db.select().from(deals).where(eq(deals.id, created.json().id));
    expect(row).toMatchObject({ organisationId: organisation, investorId: null, ownerUserId: people.member.id });

    for (const reader of [people.admin, people.member, people.viewer]) {
      const list = await call(reader, 'GET', `/api/portfolio/deal-flow?organisationId=${organisation}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().map((d: { id: number }) => d.id)).toContain(created.json().id);
    }
    // Not in the member's own pipeline, and the member may still add the same startup there.
    expect((await call(people.member, 'GET', '/api/portfolio/deal-flow')).json().map((d: { id: number }) => d.id)).not.toContain(created.json().id);
    expect((await call(people.member, 'POST', '/api/portfolio/deal-flow', { startupId })).json()).toMatchObject({ organisationId: null, owner: null, assignees: [] });
    expect((await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId })).json().message).toBe(dealMessages.alreadyInFundPipeline);
  });

  it('a viewer reads but cannot add, move, note or assign (403); a stranger and a former member are told nothing exists (404)', async () => {
    const startupId = await newStartup();
    const dealId = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId })).json().id;
    expect((await call(people.viewer, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: await newStartup() })).statusCode).toBe(403);
    expect((await call(people.viewer, 'PUT', `/api/portfolio/deal-flow/${dealId}`, { stage: 'closed' })).json().message).toBe(dealMessages.viewersReadOnly);
    expect((await call(people.viewer, 'POST', `/api/portfolio/deal-flow/${dealId}/notes`, { body: 'hi' })).statusCode).toBe(403);
    expect((await call(people.viewer, 'GET', `/api/portfolio/deal-flow/${dealId}/notes`)).statusCode).toBe(200);
    for (const outsider of [people.stranger, people.former]) {
      expect((await call(outsider, 'GET', `/api/portfolio/deal-flow?organisationId=${organisation}`)).statusCode).toBe(404);
      expect((await call(outsider, 'GET', `/api/portfolio/deal-flow/${dealId}/notes`)).statusCode).toBe(404);
      expect((await call(outsider, 'PUT', `/api/portfolio/deal-flow/${dealId}`, { stage: 'closed' })).statusCode).toBe(404);
    }
  });

  it('a removed member loses access at the next request and drops off the cards', async () => {
    const fund = await buildFund(t, 'Short Stay Fund');
    const dealId = (await call(fund.people.member, 'POST', '/api/portfolio/deal-flow', { organisationId: fund.organisation, startupId: await newStartup() })).json().id;
    expect((await call(fund.people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: fund.people.member.id, assigneeIds: [fund.people.former.id] })).statusCode).toBe(200);
    expect((await call(fund.people.member, 'GET', `/api/portfolio/deal-flow/${dealId}/notes`)).statusCode).toBe(200);
    await removeMember(t, fund.organisation, fund.people.admin, fund.people.member);
    await removeMember(t, fund.organisation, fund.people.admin, fund.people.former);
    expect((await call(fund.people.member, 'GET', `/api/portfolio/deal-flow/${dealId}/notes`)).statusCode).toBe(404);
    expect((await call(fund.people.member, 'GET', `/api/portfolio/deal-flow?organisationId=${fund.organisation}`)).statusCode).toBe(404);
    const [card] = (await call(fund.people.admin, 'GET', `/api/portfolio/deal-flow?organisationId=${fund.organisation}`)).json();
    expect(card).toMatchObject({ id: dealId, owner: null, assignees: [] });
  });

  it('assigns an owner and assignees among current members only, and the move and note go on the history with who made them', async () => {
    const dealId = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: await newStartup() })).json().id;
    const assigned = await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: people.member.id, assigneeIds: [people.viewer.id, people.member.id] });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().owner).toEqual({ id: people.member.id, name: nameOf(people.member) });
    expect(assigned.json().assignees.map((a: { id: string }) => a.id).sort()).toEqual([people.viewer.id, people.member.id].sort());
    const outsider = await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${dealId}/assignees`, { ownerUserId: null, assigneeIds: [people.stranger.id] });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe(dealMessages.assignOnlyMembers);
    expect(await t.db.select().from(dealAssignees).where(eq(dealAssignees.dealId, dealId))).toHaveLength(2);

    expect((await call(people.member, 'PUT', `/api/portfolio/deal-flow/${dealId}`, { stage: 'due-diligence' })).statusCode).toBe(200);
    const history = await t.db.select().from(dealStageChanges).where(eq(dealStageChanges.dealId, dealId));
    expect(history.map((h) => [h.toStage, h.changedBy])).toEqual([['sourced', people.admin.id], ['due-diligence', people.member.id]]);
    await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/notes`, { body: 'Strong unit economics' });
    const notes = (await call(people.viewer, 'GET', `/api/portfolio/deal-flow/${dealId}/notes`)).json();
    expect(notes).toMatchObject([{ body: 'Strong unit economics', author: nameOf(people.member) }]);
  });

  it('assigning in a personal pipeline is refused', async () => {
    const own = (await call(people.admin, 'POST', '/api/portfolio/deal-flow', { startupId: await newStartup() })).json().id;
    expect((await call(people.admin, 'PUT', `/api/portfolio/deal-flow/${own}/assignees`, { ownerUserId: null, assigneeIds: [] })).statusCode).toBe(400);
  });

  it('a note naming current members with @ tells them, and tells no one else', async () => {
    const dealId = (await call(people.member, 'POST', '/api/portfolio/deal-flow', { organisationId: organisation, startupId: await newStartup() })).json().id;
    const before = await Promise.all([people.admin, people.viewer, people.former, people.stranger].map(async (p) => (await notificationsOf(p)).filter((n) => n.kind === 'deal_mention').length));
    const body = `@${nameOf(people.admin)} and @${people.viewer.firstName}: call booked. cc @${nameOf(people.former)} @${nameOf(people.stranger)}`;
    expect((await call(people.member, 'POST', `/api/portfolio/deal-flow/${dealId}/notes`, { body })).statusCode).toBe(201);
    const after = await Promise.all([people.admin, people.viewer, people.former, people.stranger].map(async (p) => (await notificationsOf(p)).filter((n) => n.kind === 'deal_mention').length));
    expect(after.map((n, i) => n - before[i]!)).toEqual([1, 1, 0, 0]);
    const [mention] = (await notificationsOf(people.admin)).filter((n) => n.kind === 'deal_mention');
    expect(mention).toMatchObject({ body, href: `/portfolio/deal-flow?organisation=${organisation}` });
    expect(mention!.title).toContain(nameOf(people.member));
  });

  it('two members adding the same startup at once make one deal', async () => {
    const startupId = await newStartup();
    const responses = await fireTogether(t, [people.admin, people.member, people.admin, people.member].map((who) => as(who, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId } })));
    expect(statusCounts(responses)).toEqual({ 201: 1, 409: 3 });
    expect(await t.db.select().from(deals).where(eq(deals.startupId, startupId))).toHaveLength(1);
  });

  it('analytics describe the fund pipeline for a member', async () => {
    const response = await call(people.viewer, 'GET', `/api/portfolio/deal-flow/analytics?organisationId=${organisation}`);
    expect(response.statusCode).toBe(200);
    const listed = (await call(people.viewer, 'GET', `/api/portfolio/deal-flow?organisationId=${organisation}`)).json();
    expect(response.json().totalDeals).toBe(listed.length);
    expect((await call(people.stranger, 'GET', `/api/portfolio/deal-flow/analytics?organisationId=${organisation}`)).statusCode).toBe(404);
  });
});
