import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { and, eq } from 'drizzle-orm';
import { roundMessages } from '@baobab/contracts/cap-table-rounds';
import { ledgerMessages } from '@baobab/contracts/financial-tools';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { buildStartup } from '../../test/factories/startups';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { capTableAudience } from '../../test/factories/startup-access';

/** Decision 0056: the pool has one source, the ledger; a priced round's pool top-up is written there when it closes. */
let t: TestApp;
let founder: TestUser;
let viewer: TestUser;
let startupId: number;
let planId: number;

const ledgerUrl = (id: number, suffix = '') => `/api/startups/${id}/cap-table/ledger${suffix}`;
const roundsUrl = (id: number, suffix = '') => `/api/startups/${id}/cap-table/rounds${suffix}`;
const post = (user: TestUser, url: string, payload?: Record<string, unknown>) => t.app.inject(as(user, { method: 'POST', url, ...(payload ? { payload } : {}) }));
const add = async (id: number, payload: Record<string, unknown>) => {
  const response = await post(founder, ledgerUrl(id), payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id as number;
};
type Pool = { planId: number; planName: string; shareClass: string; size: number; granted: number; exercised: number; outstanding: number; remaining: number };
const pools = async (id: number, asOf: string) => (await t.app.inject(as(founder, { method: 'GET', url: ledgerUrl(id, `/holdings?asOf=${asOf}`) }))).json().plans as Pool[];
type RoundView = { id: number; status: string; outcome: { poolIncreaseShares: number; poolAfter: number; entries: { role: string; entry: Record<string, unknown> }[] } };
const rounds = async (id: number) => (await t.app.inject(as(founder, { method: 'GET', url: roundsUrl(id) }))).json().rounds as RoundView[];
const entriesOn = (id: number, date: string) => t.db.select().from(shareLedgerEntries).where(and(eq(shareLedgerEntries.startupId, id), eq(shareLedgerEntries.entryDate, date)));
const availablePool = async (id: number) => {
  const table = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table` }))).json();
  return table.shareholders.find((s: { shareholderType: string }) => s.shareholderType === 'option_pool')?.shares as number | undefined;
};

const founders = async (id: number) => {
  for (const [holder, shares] of [['Ada', 6_000_000], ['Ben', 3_000_000]] as const) await add(id, { kind: 'issuance', date: '2023-01-01', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD' });
};
const vesting = { vestingStart: '2023-02-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' };
const seed = { kind: 'priced', date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 10_000_000, investment: 2_500_000, optionPoolTargetPercent: 10 };

beforeAll(async () => {
  t = await createTestApp();
  ({ founder, viewer, startupId } = await capTableAudience(t, { fundingStage: 'Seed' }));
  await founders(startupId);
  planId = await add(startupId, { kind: 'plan', date: '2023-02-01', planName: '2023 Plan', shareClass: 'Common', shares: 1_000_000 });
  await add(startupId, { kind: 'issuance', date: '2023-02-01', holder: 'Chidi', shareClass: 'Common', shares: 400_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting, planId });
});
afterAll(() => t.close());

describe('the option pool in the ledger', () => {
  it('reads the cap table pool from the plan: 1,000,000 reserved less 400,000 granted, whatever the model says', async () => {
    expect(await availablePool(startupId)).toBe(600_000);
  });

  it('of racing closes of a seed with a pool top-up, one writes the increase of the plan with its other entries', async () => {
    expect((await post(founder, roundsUrl(startupId), seed)).statusCode).toBe(201);
    const [modelled] = await rounds(startupId);
    const increase = modelled?.outcome.poolIncreaseShares ?? 0;
    // Pool in the pre-money: 600,000 + p = 10% × 1.25 × (10,000,000 + p), so p = 742,857.1, rounded up to whole options.
    expect(increase).toBe(742_858);
    expect(modelled?.outcome.entries.filter((e) => e.role === 'pool-top-up').map((e) => e.entry)).toEqual([{ kind: 'pool-increase', date: '2024-01-15', planId, shares: increase }]);
    const answers = await Promise.all([0, 1, 2, 3].map(() => post(founder, roundsUrl(startupId, `/${modelled?.id}/close`))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(Array(3).fill(roundMessages.alreadyClosed));
    const written = await entriesOn(startupId, '2024-01-15');
    expect(written.map((e) => e.kind).sort()).toEqual(['issuance', 'pool-increase']);
    expect(written.find((e) => e.kind === 'pool-increase')?.entry).toEqual({ kind: 'pool-increase', date: '2024-01-15', planId, shares: increase });
    expect(await pools(startupId, '2024-01-14')).toEqual([expect.objectContaining({ size: 1_000_000, remaining: 600_000 })]);
    const [after] = await pools(startupId, '2024-01-15');
    expect(after).toEqual(expect.objectContaining({ size: 1_000_000 + increase, granted: 400_000, outstanding: 400_000, remaining: 600_000 + increase }));
    expect(after?.remaining).toBe(modelled?.outcome.poolAfter);
    // One figure: the cap table's available pool is the ledger's remaining pool.
    expect(await availablePool(startupId)).toBe(after?.remaining);
  });

  it('records a founder pool increase, refusing a plan that is not one and a date before the plan under their fields', async () => {
    const before = (await pools(startupId, '2025-01-01'))[0]?.size ?? 0;
    await add(startupId, { kind: 'pool-increase', date: '2025-01-01', planId, shares: 100_000, boardApprovalDate: '2024-12-15' });
    expect((await pools(startupId, '2025-01-01'))[0]?.size).toBe(before + 100_000);
    const [ada] = await entriesOn(startupId, '2023-01-01');
    const notAPlan = await post(founder, ledgerUrl(startupId), { kind: 'pool-increase', date: '2025-02-01', planId: ada?.id ?? 0, shares: 1_000 });
    expect(notAPlan.statusCode).toBe(409);
    expect(notAPlan.json().issues).toEqual([{ path: 'planId', message: englishOf(ledgerMessages.increaseUnknownPlan('2025-02-01')) }]);
    const early = await post(founder, ledgerUrl(startupId), { kind: 'pool-increase', date: '2023-01-15', planId, shares: 1_000 });
    expect(early.json().issues).toEqual([{ path: 'date', message: englishOf(ledgerMessages.increaseBeforePlan('2023-01-15')) }]);
    const malformed = await post(founder, ledgerUrl(startupId), { kind: 'pool-increase', date: '2025-02-01', shares: 0 });
    expect(malformed.statusCode).toBe(400);
    expect(Object.fromEntries((malformed.json().issues as { path: string; message: string }[]).map((i) => [i.path, i.message]))).toEqual({ planId: ledgerMessages.planId, shares: ledgerMessages.shares });
    // A reader of the cap table cannot write it.
    expect((await post(viewer, ledgerUrl(startupId), { kind: 'pool-increase', date: '2025-02-01', planId, shares: 1_000 })).statusCode).toBe(404);
  });

  it('creates a plan named after the series, of the whole pool after the round, when the company has none', async () => {
    const other = (await buildStartup(t, founder.id, { fundingStage: 'Seed' })).id;
    await founders(other);
    expect((await post(founder, roundsUrl(other), seed)).statusCode).toBe(201);
    const [round] = await rounds(other);
    expect((await post(founder, roundsUrl(other, `/${round?.id}/close`))).statusCode).toBe(200);
    expect(await pools(other, '2024-01-15')).toEqual([expect.objectContaining({ planName: 'Seed option pool', shareClass: 'Common', size: round?.outcome.poolAfter, remaining: round?.outcome.poolAfter })]);
    expect(await availablePool(other)).toBe(round?.outcome.poolAfter);
  });
});
