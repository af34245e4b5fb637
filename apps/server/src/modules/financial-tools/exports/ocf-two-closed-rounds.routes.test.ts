import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { ocfFileNames } from '@baobab/finance/ocf/ocf-export';
import { checkOcfPackage } from '@baobab/finance/ocf/ocf-validate';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';

/**
 * The equity history capability's OCF check: a company whose SAFE, seed and down-round Series A were modelled as a
 * sequence and closed through the rounds (not typed into the ledger) leaves in a package that passes the vendored
 * official schemas and adds up to the share counts Baobab shows, per class and in all.
 */
let t: TestApp;
let founder: TestUser;
let startupId: number;
const post = async (url: string, payload?: Record<string, unknown>) => {
  const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table${url}`, ...(payload ? { payload } : {}) }));
  if (response.statusCode >= 300) throw new Error(response.body);
  return response.json();
};
const get = async (url: string) => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table${url}` }))).json();

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Two Closed Rounds', country: 'Kenya', foundedYear: 2022 })).id;
  for (const [holder, shares] of [['Ada', 6_000_000], ['Ben', 3_000_000]] as const) await post('/ledger', { kind: 'issuance', date: '2023-01-01', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD' });
  // A $1M post-money SAFE at a $10M cap, a seed at $2.00 with broad-based protection, then a Series A priced below it
  // (a down round) with a 10% pool topped up in the pre-money: the Series A adjusts the seed's conversion.
  await post('/rounds', { kind: 'safe', date: '2023-06-01', holderName: 'Angel', investment: 1_000_000, valuationCap: 10_000_000 });
  await post('/rounds', { kind: 'priced', date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 20_000_000, investment: 5_000_000, seriesTerms: { antiDilution: 'broad-based' } });
  const { rounds } = await post('/rounds', { kind: 'priced', date: '2025-03-01', seriesName: 'Series A', investorName: 'Fund', preMoneyValuation: 12_000_000, investment: 4_000_000, optionPoolTargetPercent: 10, antiDilutionOrdering: 'pre-money' });
  for (const round of rounds as { id: number }[]) await post(`/rounds/${round.id}/close`);
});
afterAll(() => t.close());

type Item = Record<string, unknown>;
const items = (files: { name: string; text: string }[], name: string) => JSON.parse(files.find((f) => f.name === name)?.text ?? '{}').items as Item[];

/** Stock another OCF tool counts per class: issuances whose security no later transaction consumed. */
function stockByClass(transactions: Item[], classNames: Map<unknown, unknown>): Map<unknown, number> {
  const consumed = new Set(transactions.filter((i) => i.balance_security_id !== undefined || i.resulting_security_ids !== undefined).map((i) => i.security_id));
  const byClass = new Map<unknown, number>();
  for (const tx of transactions) {
    if (tx.object_type !== 'TX_STOCK_ISSUANCE' || consumed.has(tx.security_id)) continue;
    const name = classNames.get(tx.stock_class_id);
    byClass.set(name, (byClass.get(name) ?? 0) + Number(tx.quantity));
  }
  return byClass;
}

describe('OCF export of a company with two closed rounds', () => {
  it('passes the official schemas and shows the share counts Baobab shows: per class, the pool, and the total', async () => {
    const response = await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table/ocf` }));
    expect(response.statusCode).toBe(200);
    const files = Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(([name, bytes]) => ({ name, text: strFromU8(bytes) }));
    expect(checkOcfPackage(files)).toBeNull();

    const classes = items(files, ocfFileNames.stockClasses);
    // The SAFE converted into the seed's shadow series at its own price (decision 0045), ranked with the seed.
    expect(classes.map((c) => [c.name, c.class_type, c.seniority])).toEqual([
      ['Common', 'COMMON', '1'],
      ['Seed-1', 'PREFERRED', '2'],
      ['Seed', 'PREFERRED', '2'],
      ['Series A', 'PREFERRED', '3'],
    ]);
    const transactions = items(files, ocfFileNames.transactions);
    const stock = stockByClass(transactions, new Map(classes.map((c) => [c.id, c.name])));

    const holdings = await get('/ledger/holdings');
    const ledgerByClass = new Map<string, number>();
    for (const row of holdings.rows as { shareClass: string; shares: number }[]) ledgerByClass.set(row.shareClass, (ledgerByClass.get(row.shareClass) ?? 0) + row.shares);
    expect(Object.fromEntries(stock)).toEqual(Object.fromEntries(ledgerByClass));
    // 9,000,000 common; on the seed's date its 2,500,000 new shares and the SAFE's 1,000,000 ($1M at a $10M
    // post-money cap over 9,000,000); on the Series A's, its shares and the seed's broad-based adjustment.
    expect(stock.get('Common')).toBe(9_000_000);
    const onSeedDate = transactions.filter((x) => x.object_type === 'TX_STOCK_ISSUANCE' && x.date === '2024-01-15').map((x) => Number(x.quantity));
    expect(onSeedDate).toEqual([1_000_000, 2_500_000]);
    expect((stock.get('Seed') ?? 0) + (stock.get('Seed-1') ?? 0)).toBeGreaterThan(3_500_000);
    expect(stock.get('Series A')).toBeGreaterThan(0);

    // The pool: the plan the Series A created, reserved in full, none of it granted.
    const [plan] = holdings.plans as { size: number; remaining: number }[];
    const [stockPlan] = items(files, ocfFileNames.stockPlans);
    expect(Number(stockPlan?.initial_shares_reserved)).toBe(plan?.size);
    expect(plan?.remaining).toBe(plan?.size);

    // Baobab's cap table: the ledger's shares and the pool, the total another tool adds up from the package.
    const table = await get('');
    const packageTotal = [...stock.values()].reduce((sum, n) => sum + n, 0) + Number(stockPlan?.initial_shares_reserved);
    expect(holdings.totalShares + (plan?.remaining ?? 0)).toBe(packageTotal);
    expect(table.totalShares).toBe(packageTotal);
  });
});
