import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { ledgerMessages as messages } from '@baobab/contracts/financial-tools';
import { ledgerExportColumns as col } from '@baobab/contracts/cap-table-exports';
import { parseCsv } from './exports/test-support';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { capTableAudience } from '../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ founder, otherFounder, viewer, stranger, startupId } = await capTableAudience(t, { fundingStage: 'Seed' }));
});
afterAll(() => t.close());
afterEach(() => clear());

const path = (suffix = '') => `/api/startups/${startupId}/cap-table/ledger${suffix}`;
const call = (user: TestUser | null, method: 'GET' | 'POST', suffix = '', payload?: Record<string, unknown>) =>
  t.app.inject(as(user, { method, url: path(suffix), ...(payload === undefined ? {} : { payload }) }));
const stored = async () => t.db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
const clear = () => t.db.delete(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
const add = async (payload: Record<string, unknown>) => {
  const response = await call(founder, 'POST', '', payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id as number;
};

const plan = (shares: number) => ({ kind: 'plan', date: '2024-01-01', planName: '2024 Stock Option Plan', shareClass: 'Common', shares, boardApprovalDate: '2023-12-20' });
const grant = (holder: string, shares: number, planId: number) => ({
  kind: 'issuance', date: '2024-01-15', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'XOF', isOption: true,
  exercisePriceMinor: 12.5, exercisePrice: '12.5', vesting: { vestingStart: '2024-01-15', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' }, planId,
});
type Pool = { planId: number; size: number; granted: number; exercised: number; returned: number; outstanding: number; remaining: number };
const pools = async (asOf: string, user: TestUser = founder) => (await call(user, 'GET', `/holdings?asOf=${asOf}`)).json().plans as Pool[];

describe('equity incentive plans in the share ledger', () => {
  it('creates a plan, grants from it, exercises and cancels, and answers the pool and each holder on a date', async () => {
    const planId = await add(plan(100_000));
    const ada = await add(grant('Ada', 48_000, planId));
    const ben = await add(grant('Ben', 24_000, planId));
    await add({ kind: 'exercise', date: '2025-03-01', holder: 'Ada', grantId: ada, shares: 12_000 });
    await add({ kind: 'cancellation', date: '2025-04-01', holder: 'Ben', shareClass: 'Common', shares: 20_000, grantId: ben });
    expect(await pools('2024-01-10')).toEqual([expect.objectContaining({ planId, size: 100_000, granted: 0, remaining: 100_000 })]);
    expect(await pools('2025-04-01')).toEqual([
      { planId, planName: '2024 Stock Option Plan', shareClass: 'Common', date: '2024-01-01', boardApprovalDate: '2023-12-20', size: 100_000, granted: 72_000, exercised: 12_000, returned: 20_000, outstanding: 40_000, remaining: 48_000 },
    ]);
    const rows = (await call(founder, 'GET', '/holdings?asOf=2025-04-01')).json().rows as { holder: string }[];
    // Ada: 14 of 48 months vested on 2025-04-01 (14,000), 12,000 of them exercised into shares.
    expect(rows.find((r) => r.holder === 'Ada')).toMatchObject({ shares: 12_000, optionsGranted: 48_000, optionsVested: 14_000, optionsExercised: 12_000, optionsOutstanding: 36_000 });
    expect(rows.find((r) => r.holder === 'Ben')).toMatchObject({ shares: 0, optionsGranted: 24_000, optionsCancelled: 20_000, optionsOutstanding: 4_000 });
    // Readers the founder shared the cap table with see the pool too.
    expect((await pools('2025-04-01', viewer))[0]?.remaining).toBe(48_000);
  });

  it('refuses a grant larger than the pool left, at the shares field, and stores nothing', async () => {
    const planId = await add(plan(50_000));
    await add(grant('Ada', 40_000, planId));
    const response = await call(founder, 'POST', '', grant('Ben', 10_001, planId));
    expect(response.statusCode).toBe(409);
    const message = englishOf(messages.poolExceeded('2024-01-15', '2024 Stock Option Plan', 10_001, 10_000));
    expect(response.json()).toMatchObject({ message, issues: [{ path: 'shares', message }] });
    const unknown = await call(founder, 'POST', '', grant('Ben', 1, planId + 1_000));
    expect(unknown.json()).toMatchObject({ message: englishOf(messages.unknownPlan('2024-01-15')), issues: [{ path: 'planId' }] });
    const shares = await call(founder, 'POST', '', { kind: 'issuance', date: '2024-02-01', holder: 'Cy', shareClass: 'Common', shares: 10, pricePerShareMinor: 0, currency: 'USD', planId });
    expect(shares.statusCode).toBe(400);
    expect(shares.json().issues).toContainEqual({ path: 'planId', message: messages.planIdOnShares });
    const nameless = await call(founder, 'POST', '', { ...plan(10), planName: ' ' });
    expect(nameless.json().issues).toContainEqual({ path: 'planName', message: messages.planName });
    expect(await stored()).toHaveLength(2);
  });

  it('refuses deleting a plan a grant is drawn from', async () => {
    const planId = await add(plan(1_000));
    await add(grant('Ada', 100, planId));
    const response = await t.app.inject(as(founder, { method: 'DELETE', url: path(`/${planId}`) }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(englishOf(messages.cannotDelete(messages.unknownPlan('2024-01-15'))));
  });

  it('lets only the founder write a plan: a reader, a stranger, another founder and nobody signed in are refused', async () => {
    for (const user of [viewer, stranger, otherFounder]) expect((await call(user, 'POST', '', plan(1_000))).statusCode).toBe(404);
    for (const user of [stranger, otherFounder]) expect((await call(user, 'GET', '/holdings')).statusCode).toBe(404);
    expect((await call(null, 'POST', '', plan(1_000))).statusCode).toBe(401);
    expect(await stored()).toHaveLength(0);
  });

  it('lands 20 racing grants of 10,000 from a pool of 150,000 only as far as the pool goes', async () => {
    const planId = await add(plan(150_000));
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => call(founder, 'POST', '', grant(`Holder ${i}`, 10_000, planId))));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(15);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const [pool] = await pools('2024-02-01');
    expect(pool).toMatchObject({ granted: 150_000, remaining: 0 });
    expect(await stored()).toHaveLength(16);
  });

  it('writes plans, grants from them, exercises and cancellations in the CSV, and the pools on the date in Excel', async () => {
    const planId = await add(plan(100_000));
    const ada = await add(grant('Ada', 48_000, planId));
    await add({ kind: 'exercise', date: '2025-03-01', holder: 'Ada', grantId: ada, shares: 12_000 });
    await add({ kind: 'cancellation', date: '2025-04-01', holder: 'Ada', shareClass: 'Common', shares: 6_000, grantId: ada });
    const csv = await call(founder, 'GET', '/export?format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const at = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[at(col.kind)], r[at(col.shares)], r[at(col.plan)], r[at(col.fromPlan)], r[at(col.grant)], r[at(col.boardApprovalDate)]])).toEqual([
      ['Equity incentive plan', '100000', '2024 Stock Option Plan', '', '', '2023-12-20'],
      ['Issuance', '48000', '', String(planId), '', ''],
      ['Exercise', '12000', '', '', String(ada), ''],
      ['Cancellation', '6000', '', '', String(ada), ''],
    ]);
    const xlsx = await call(founder, 'GET', '/export?format=xlsx&asOf=2025-04-01');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Option plans 2025-04-01');
    const values = sheet!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    // Size, granted, exercised, returned, outstanding, remaining.
    expect(values).toEqual([[planId, '2024 Stock Option Plan', 'Common', '2024-01-01', '2023-12-20', 100_000, 48_000, 12_000, 6_000, 30_000, 58_000]]);
  });
});
