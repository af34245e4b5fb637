import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { ocfFileNames } from '@baobab/finance/ocf/ocf-export';
import { checkOcfPackage } from '@baobab/finance/ocf/ocf-validate';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';

/** Decision 0056: a closed round's series leaves in the OCF package with the terms it closed with, and a plan with its topped-up pool. */
let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Closed Rounds OCF', country: 'Ghana', foundedYear: 2021 })).id;
  const post = async (url: string, payload?: Record<string, unknown>) => {
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table${url}`, ...(payload ? { payload } : {}) }));
    if (response.statusCode >= 300) throw new Error(response.body);
    return response.json();
  };
  for (const [holder, shares] of [['Ada', 6_000_000], ['Ben', 3_000_000]] as const) await post('/ledger', { kind: 'issuance', date: '2022-01-01', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD' });
  const plan = await post('/ledger', { kind: 'plan', date: '2022-02-01', planName: '2022 Plan', shareClass: 'Common', shares: 1_000_000 });
  await post('/ledger', {
    kind: 'issuance', date: '2022-02-01', holder: 'Chidi', shareClass: 'Common', shares: 400_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10,
    vesting: { vestingStart: '2022-02-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' }, planId: plan.id,
  });
  const seed = { kind: 'priced', date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 10_000_000, investment: 2_500_000, optionPoolTargetPercent: 10, seriesTerms: { liquidationPreference: 2, participation: 'participating', participationCap: 3 } };
  const { rounds } = await post('/rounds', seed);
  await post(`/rounds/${rounds[0].id}/close`);
});
afterAll(() => t.close());

const items = (files: { name: string; text: string }[], name: string) => JSON.parse(files.find((f) => f.name === name)?.text ?? '{}').items as Record<string, unknown>[];

describe('OCF export of closed rounds', () => {
  it("writes the closed seed as preferred with its terms, senior to common, and the plan's reserve with its dated top-up; the package validates", async () => {
    const response = await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table/ocf` }));
    expect(response.statusCode).toBe(200);
    const files = Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(([name, bytes]) => ({ name, text: strFromU8(bytes) }));
    expect(checkOcfPackage(files)).toBeNull();
    const classes = items(files, ocfFileNames.stockClasses);
    const common = classes.find((c) => c.name === 'Common');
    const seed = classes.find((c) => c.name === 'Seed');
    expect(common).toMatchObject({ class_type: 'COMMON', seniority: '1' });
    expect(seed).toMatchObject({ class_type: 'PREFERRED', liquidation_preference_multiple: '2', participation_cap_multiple: '3' });
    expect(Number(seed?.seniority)).toBeGreaterThan(1);
    // The seed's price: $10M over 10,742,858 fully diluted shares (the pool topped up in the pre-money).
    expect(Number((seed?.price_per_share as { amount: string }).amount)).toBeCloseTo(10_000_000 / 10_742_858, 4);
    const seedShares = items(files, ocfFileNames.transactions).filter((tx) => tx.object_type === 'TX_STOCK_ISSUANCE' && tx.stock_class_id === seed?.id).reduce((sum, tx) => sum + Number(tx.quantity), 0);
    const holdings = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table/ledger/holdings` }))).json();
    expect(seedShares).toBe(holdings.rows.find((r: { shareClass: string }) => r.shareClass === 'Seed').shares);
    // The plan reserves the size it was created with; the round's top-up is a pool adjustment on the closing date stating
    // the whole reserve after it, so reserved − outstanding − exercised is the ledger's remaining pool before and after.
    const [pool] = holdings.plans;
    const [plan] = items(files, ocfFileNames.stockPlans);
    expect(plan).toMatchObject({ plan_name: '2022 Plan', initial_shares_reserved: '1000000' });
    const adjustments = items(files, ocfFileNames.transactions).filter((tx) => tx.object_type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT');
    expect(adjustments).toEqual([expect.objectContaining({ date: '2024-01-15', stock_plan_id: plan?.id, shares_reserved: String(pool.size) })]);
    expect(pool.size).toBeGreaterThan(1_000_000);
    expect(pool.size - pool.outstanding - pool.exercised).toBe(pool.remaining);
    const before = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table/ledger/holdings?asOf=2024-01-14` }))).json();
    expect(before.plans[0].size).toBe(1_000_000);
  });
});
