import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealStages } from '@baobab/contracts/enums';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, expect5, fundMatrixMismatches, removeMember, type FundMatrixRow, type FundRole } from './fund-pipeline.fixture';

/**
 * Every deal-flow route on a fund's pipeline for every fund role (the platform-wide matrix has the other callers):
 * admins and members write, viewers read, a former member and a stranger are told nothing exists. Each request is
 * built fresh per caller, refused callers first, so a permitted write cannot change what the next one sees.
 */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, TestUser>;
let dealId: number;
let taskId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Matrix Pipeline Fund'));
  await removeMember(t, organisation, people.admin, people.former);
  dealId = await fundDeal();
  taskId = await fundTask();
  expect((await t.app.inject(as(people.admin, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/committee` }))).statusCode).toBe(201);
}, 120_000);
afterAll(() => t.close());

async function fundDeal(): Promise<number> {
  const startupId = (await buildStartup(t, founder.id)).id;
  const response = await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId } }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function fundTask(): Promise<number> {
  const response = await t.app.inject(as(people.admin, { method: 'POST', url: `/api/portfolio/deal-flow/${dealId}/tasks`, payload: { title: 'Matrix task' } }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function memoVersion(): Promise<number> {
  return (await t.app.inject(as(people.admin, { method: 'GET', url: `/api/portfolio/deal-flow/${dealId}/committee` }))).json().committee.memo.version as number;
}

/** A deal put to the committee on which the admin and the member have voted: the quorum of two is reached. */
async function decidableDeal(): Promise<number> {
  const id = await fundDeal();
  await t.app.inject(as(people.admin, { method: 'POST', url: `/api/portfolio/deal-flow/${id}/committee` }));
  for (const voter of [people.admin, people.member]) {
    const voted = await t.app.inject(as(voter, { method: 'PUT', url: `/api/portfolio/deal-flow/${id}/committee/vote`, payload: { scores: { team: 3, market: 3, product: 3, traction: 3, terms: 3 }, vote: 'invest' } }));
    expect(voted.statusCode).toBe(200);
  }
  return id;
}

type Row = FundMatrixRow;
const deal = () => `/api/portfolio/deal-flow/${dealId}`;

const rows: Row[] = [
  { route: 'GET /api/portfolio/deal-flow?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/deal-flow?organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  {
    route: 'POST /api/portfolio/deal-flow with organisationId',
    request: async () => ({ method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId: (await buildStartup(t, founder.id)).id } }),
    expected: expect5(201, 201, 403, 404, 404),
  },
  { route: 'GET /api/portfolio/deal-flow/board?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/deal-flow/board?organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'GET /api/portfolio/deal-flow/board/:stage?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/deal-flow/board/sourced?organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'GET /api/portfolio/deal-flow/startups?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/deal-flow/startups?organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'GET /api/portfolio/deal-flow/analytics?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/deal-flow/analytics?organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'PUT /api/portfolio/deal-flow/:id', request: () => ({ method: 'PUT', url: deal(), payload: { stage: 'reviewed' } }), expected: expect5(200, 200, 403, 404, 404) },
  { route: 'GET /api/portfolio/deal-flow/:id/notes', request: () => ({ method: 'GET', url: `${deal()}/notes` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'POST /api/portfolio/deal-flow/:id/notes', request: () => ({ method: 'POST', url: `${deal()}/notes`, payload: { body: 'Matrix note' } }), expected: expect5(201, 201, 403, 404, 404) },
  {
    route: 'PUT /api/portfolio/deal-flow/:id/assignees',
    request: () => ({ method: 'PUT', url: `${deal()}/assignees`, payload: { ownerUserId: people.member.id, assigneeIds: [people.viewer.id] } }),
    expected: expect5(200, 200, 403, 404, 404),
  },
  { route: 'GET /api/portfolio/deal-flow/:id/tasks', request: () => ({ method: 'GET', url: `${deal()}/tasks` }), expected: expect5(200, 200, 200, 404, 404) },
  {
    route: 'POST /api/portfolio/deal-flow/:id/tasks',
    request: () => ({ method: 'POST', url: `${deal()}/tasks`, payload: { title: 'Matrix task', assigneeId: people.member.id } }),
    expected: expect5(201, 201, 403, 404, 404),
  },
  { route: 'PUT /api/portfolio/deal-flow/:id/tasks/:taskId', request: () => ({ method: 'PUT', url: `${deal()}/tasks/${taskId}`, payload: { done: true } }), expected: expect5(200, 200, 403, 404, 404) },
  { route: 'DELETE /api/portfolio/deal-flow/:id/tasks/:taskId', request: async () => ({ method: 'DELETE', url: `${deal()}/tasks/${await fundTask()}` }), expected: expect5(204, 204, 403, 404, 404) },
  { route: 'GET /api/portfolio/deal-flow/:id/committee', request: () => ({ method: 'GET', url: `${deal()}/committee` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'POST /api/portfolio/deal-flow/:id/committee', request: async () => ({ method: 'POST', url: `/api/portfolio/deal-flow/${await fundDeal()}/committee` }), expected: expect5(201, 201, 403, 404, 404) },
  {
    route: 'PUT /api/portfolio/deal-flow/:id/committee/vote',
    request: () => ({ method: 'PUT', url: `${deal()}/committee/vote`, payload: { scores: { team: 4, market: 3, product: 3, traction: 2, terms: 3 }, vote: 'invest' } }),
    expected: expect5(200, 200, 403, 404, 404),
  },
  // Each request saves over the version current when it is built, so a permitted save is never a 409.
  { route: 'PUT /api/portfolio/deal-flow/:id/committee/memo', request: async () => ({ method: 'PUT', url: `${deal()}/committee/memo`, payload: { body: 'Matrix memo', version: await memoVersion() } }), expected: expect5(200, 200, 403, 404, 404) },
  // Recording the decision is an admin's: a member is refused like a viewer.
  {
    route: 'POST /api/portfolio/deal-flow/:id/committee/decision',
    request: async () => ({ method: 'POST', url: `/api/portfolio/deal-flow/${await decidableDeal()}/committee/decision`, payload: { decision: 'invest' } }),
    expected: expect5(200, 403, 403, 404, 404),
  },
  { route: 'POST /api/portfolio/deal-flow/:id/meetings', request: () => ({ method: 'POST', url: `${deal()}/meetings`, payload: { heldOn: '2026-01-15', notes: 'Matrix meeting' } }), expected: expect5(201, 201, 403, 404, 404) },
  { route: 'GET /api/portfolio/deal-flow/:id/timeline', request: () => ({ method: 'GET', url: `${deal()}/timeline` }), expected: expect5(200, 200, 200, 404, 404) },
  // The fund's own stages (decision 0068): every member reads them; only admins change them.
  { route: 'GET /api/organisations/:id/pipeline-stages', request: () => ({ method: 'GET', url: `/api/organisations/${organisation}/pipeline-stages` }), expected: expect5(200, 200, 200, 404, 404) },
  {
    route: 'PUT /api/organisations/:id/pipeline-stages',
    request: () => ({ method: 'PUT', url: `/api/organisations/${organisation}/pipeline-stages`, payload: { stages: dealStages.map((stage) => ({ stage, inUse: true, name: stage === 'reviewed' ? 'Screening' : null })) } }),
    expected: expect5(200, 403, 403, 404, 404),
  },
  { route: 'DELETE /api/portfolio/deal-flow/:id', request: async () => ({ method: 'DELETE', url: `/api/portfolio/deal-flow/${await fundDeal()}` }), expected: expect5(204, 204, 403, 404, 404) },
];

describe("fund roles on every deal-flow route of a fund's pipeline", () => {
  it.each(rows)('$route', async (row) => {
    expect(await fundMatrixMismatches(t, people, row)).toEqual([]);
  });

  it('the by-startup lookup and the PDF summary stay personal: a fund deal is not the caller’s own', async () => {
    const startupId = (await buildStartup(t, founder.id)).id;
    await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/deal-flow', payload: { organisationId: organisation, startupId } }));
    const response = await t.app.inject(as(people.admin, { method: 'GET', url: `/api/portfolio/deal-flow/by-startup/${startupId}` }));
    expect(response.json()).toEqual({ deal: null });
  });
});
