/**
 * The dashboard reads its figures in one statement (decision 0081): each module's figure (db/figures.ts), read
 * together, gives what that module's own screens show (the Network's counts, a startup's assessment as the viewer
 * sees it), and a read with warm caches costs one statement for an investor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCapTableShareholders } from '@baobab/contracts/financial-tools';
import { createCacheRegistry } from '../../lib/cache-registry';
import { countingDb } from '../../test/counting-db';
import { createDeal } from '../../test/factories/deals';
import { connect } from '../../test/factories/network';
import { shareFinancials } from '../../test/factories/startup-access';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { as, createTestApp, sessionUserOf, type TestApp, type TestUser } from '../../test/test-app';
import { getDashboardStats } from './dashboard.service';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let shared = 0;
let public1 = 0;
let public2 = 0;
beforeAll(async () => {
  t = await createTestApp();
  [founder, investor] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor')]);
  const ids = await Promise.all(['Shared Pay', 'Open Grid', 'Open Farm'].map(async (name) => (await buildStartup(t, founder.id, { name })).id));
  [shared, public1, public2] = ids as [number, number, number];
});
afterAll(() => t.close());

const get = async (user: TestUser, url: string) => {
  const response = await t.app.inject(as(user, { method: 'GET', url }));
  expect(response.statusCode).toBe(200);
  return response.json();
};
const fresh = () => {
  const counted = countingDb(t.db);
  return { counted, cached: { db: counted.db, caches: createCacheRegistry({ publish: async () => undefined, subscribe: () => () => undefined }, () => undefined) } };
};

describe("the investor's dashboard figures", () => {
  it('reads them in one statement once the caches are warm', async () => {
    await createDeal(t, investor, public1);
    await createDeal(t, investor, public2);
    const { counted, cached } = fresh();
    const user = sessionUserOf(investor, 'investor');
    const first = await getDashboardStats(cached, user);
    counted.statements.length = 0;
    expect(await getDashboardStats(cached, user)).toEqual(first);
    expect(counted.statements, 'the figures of four modules in one').toHaveLength(1);
  });

  it('scores a deal shared with the investor as they see it, and counts their connection as the Network does', async () => {
    await connect(t, founder, investor);
    const capTable = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${shared}/cap-table`, payload: { shares: defaultCapTableShareholders } }));
    expect(capTable.statusCode).toBeLessThan(300);
    await shareFinancials(t, founder, shared, investor, ['cap_table', 'financial_model']);
    await createDeal(t, investor, shared);
    const stats = await get(investor, '/api/dashboard/stats');
    const assessments = await Promise.all([shared, public1, public2].map((id) => get(investor, `/api/startups/${id}/assessment`)));
    const mean = (key: 'score' | 'low' | 'high') => Math.round(assessments.reduce((sum, a) => sum + (a[key] as number), 0) / 3);
    expect({ score: stats.score, low: stats.scoreRange.low, high: stats.scoreRange.high }).toEqual({ score: mean('score'), low: mean('low'), high: mean('high') });
    // The share is what the deal score reads: a stranger's view of the same startup is another range.
    const stranger = await signUpWithRole(t, 'investor');
    const visitorView = await get(stranger, `/api/startups/${shared}/assessment`);
    expect([visitorView.low, visitorView.high, visitorView.coverage]).not.toEqual([assessments[0].low, assessments[0].high, assessments[0].coverage]);
    expect(stats.notes[0]).toContain('of the 3 startups in your deal pipeline');
    const network = await get(investor, '/api/users/network-stats');
    expect(stats.counts.connections).toBe(1);
    expect(network.connections).toBe(1);
  });

  it('reads the deals shared with the investor in three statements beside the figures, whatever their number', async () => {
    const user = sessionUserOf(investor, 'investor');
    const statementsWithShares = async () => {
      const { counted, cached } = fresh();
      await getDashboardStats(cached, user);
      counted.statements.length = 0;
      await getDashboardStats(cached, user);
      return counted.statements.length;
    };
    // The startups, the investor's shares and data-room grants: one statement each for every shared deal together.
    expect(await statementsWithShares()).toBe(1 + 3);
    await shareFinancials(t, founder, public1, investor, ['cap_table']);
    await shareFinancials(t, founder, public2, investor, ['financial_model']);
    expect(await statementsWithShares()).toBe(1 + 3);
  });
});

describe("the founder's dashboard figures", () => {
  it('reads the profile, startups and connections in one statement, then its startups for their assessments in one more', async () => {
    const { counted, cached } = fresh();
    const user = sessionUserOf(founder, 'founder');
    const first = await getDashboardStats(cached, user);
    counted.statements.length = 0;
    expect(await getDashboardStats(cached, user)).toEqual(first);
    expect(counted.statements).toHaveLength(1 + 1);
    expect(first.startupCount).toBe(3);
    expect(first.counts.connections).toBe(1);
    // Without a founder profile the readiness says so (the figure reads null).
    expect(first.scoreBreakdown?.factors[0]).toMatchObject({ key: 'founder', points: 0 });
  });
});
