import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { buildFund, expect5, fundMatrixMismatches, removeMember, type FundMatrixRow, type FundRole } from '../deals/fund-pipeline.fixture';

/**
 * Every way of reaching someone for a fund, for every fund role (decision 0069): admins and members may,
 * viewers may not, a former member and a stranger are refused alike. Each request goes to a fresh recipient,
 * so a permitted send never leaves the next caller a request that already exists.
 */
let t: TestApp;
let organisation: number;
let people: Record<FundRole, TestUser>;
beforeAll(async () => {
  t = await createTestApp();
  ({ organisation, people } = await buildFund(t, 'Matrix Outreach Fund'));
  await removeMember(t, organisation, people.admin, people.former);
}, 120_000);
afterAll(() => t.close());

const post = (payload: Record<string, unknown>) => ({ method: 'POST' as const, url: '/api/users/connections', payload: { ...payload, organisationId: organisation } });

const rows: FundMatrixRow[] = [
  { route: 'POST /api/users/connections to a startup, for the fund', request: async () => post({ toStartupId: await createStartup(t, await signUpFounder(t)), message: 'For the fund' }), expected: expect5(201, 201, 403, 403, 403) },
  { route: 'POST /api/users/connections to an investor profile, for the fund', request: async () => post({ toInvestorId: (await signUpInvestor(t)).investorId, message: 'For the fund' }), expected: expect5(201, 201, 403, 403, 403) },
  { route: 'POST /api/users/connections to a person, for the fund', request: async () => post({ addresseeId: (await signUpFounder(t)).id }), expected: expect5(201, 201, 403, 403, 403) },
];

describe('fund roles on sending for a fund', () => {
  it.each(rows)('$route', { timeout: 120_000 }, async (row) => {
    expect(await fundMatrixMismatches(t, people, row)).toEqual([]);
  });
});
