import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { buildFund, expect5, fundMatrixMismatches, removeMember, type FundMatrixRow, type FundRole } from '../deals/fund-pipeline.fixture';

/**
 * Every returns route on a fund's returns for every fund role (decision 0065; the platform-wide matrix has the
 * other callers): admins and members write, viewers read, a former member and a stranger are told nothing
 * exists. Each request is built fresh per caller, refused callers first, so a permitted delete never leaves
 * the next caller nothing to delete.
 */
let t: TestApp;
let organisation: number;
let people: Record<FundRole, TestUser>;
let company: number;
beforeAll(async () => {
  t = await createTestApp();
  const founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Matrix Returns Fund'));
  await removeMember(t, organisation, people.admin, people.former);
  company = (await buildStartup(t, founder.id)).id;
  await fundFlow();
}, 120_000);
afterAll(() => t.close());

async function fundFlow(): Promise<number> {
  const response = await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/returns/flows', payload: { organisationId: organisation, startupId: company, kind: 'follow-on', amount: '$500', date: '2025-02-01' } }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function fundMark(): Promise<number> {
  const response = await t.app.inject(as(people.admin, { method: 'POST', url: '/api/portfolio/returns/marks', payload: { organisationId: organisation, startupId: company, value: '$900', date: '2025-02-01', source: 'Matrix' } }));
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

type Row = FundMatrixRow;

const rows: Row[] = [
  { route: 'GET /api/portfolio/returns?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/returns?organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  { route: 'GET /api/portfolio/returns/export?organisationId', request: () => ({ method: 'GET', url: `/api/portfolio/returns/export?format=xlsx&organisationId=${organisation}` }), expected: expect5(200, 200, 200, 404, 404) },
  {
    route: 'POST /api/portfolio/returns/flows with organisationId',
    request: () => ({ method: 'POST', url: '/api/portfolio/returns/flows', payload: { organisationId: organisation, startupId: company, kind: 'distribution', amount: '$10', date: '2025-03-01' } }),
    expected: expect5(201, 201, 403, 404, 404),
  },
  { route: 'DELETE /api/portfolio/returns/flows/:id (a fund’s)', request: async () => ({ method: 'DELETE', url: `/api/portfolio/returns/flows/${await fundFlow()}` }), expected: expect5(204, 204, 403, 404, 404) },
  {
    route: 'POST /api/portfolio/returns/marks with organisationId',
    request: () => ({ method: 'POST', url: '/api/portfolio/returns/marks', payload: { organisationId: organisation, startupId: company, value: '$800', date: '2025-03-01', source: 'Matrix' } }),
    expected: expect5(201, 201, 403, 404, 404),
  },
  { route: 'DELETE /api/portfolio/returns/marks/:id (a fund’s)', request: async () => ({ method: 'DELETE', url: `/api/portfolio/returns/marks/${await fundMark()}` }), expected: expect5(204, 204, 403, 404, 404) },
];

describe("fund roles on every returns route of a fund's returns", () => {
  it.each(rows)('$route', async (row) => {
    expect(await fundMatrixMismatches(t, people, row)).toEqual([]);
  });
});
