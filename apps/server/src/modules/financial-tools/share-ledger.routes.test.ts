import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq } from 'drizzle-orm';
import { ledgerMessages as messages } from '@baobab/contracts/financial-tools';
import { textMessages } from '@baobab/contracts/text';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
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

const path = (suffix = '') => `/api/startups/${startupId}/cap-table/ledger${suffix}`;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', suffix = '', payload?: unknown) =>
  t.app.inject(as(user, { method, url: path(suffix), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));
const stored = async () => t.db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
const clear = () => t.db.delete(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
const add = async (payload: Record<string, unknown>) => {
  const response = await call(founder, 'POST', '', payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id as number;
};

const issuance = (holder: string, shares: number, date = '2024-01-01') => ({ kind: 'issuance', date, holder, shareClass: 'Common', shares, pricePerShareMinor: 0.01, currency: 'USD' });
const transfer = (fromHolder: string, toHolder: string, shares: number, date = '2024-06-01') => ({ kind: 'transfer', date, fromHolder, toHolder, shareClass: 'Common', shares });
const optionGrant = { kind: 'issuance', date: '2024-01-15', holder: 'Dee', shareClass: 'Common', shares: 48_000, pricePerShareMinor: 0, currency: 'USD', isOption: true, exercisePriceMinor: 10, vesting: { vestingStart: '2024-01-15', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' } };

describe('share ledger', () => {
  it('records entries, lists them oldest first, and computes holdings on a date with vesting', async () => {
    await add(issuance('Ada', 600_000));
    await add(issuance('Ben', 400_000));
    const grantId = await add(optionGrant);
    await add({ kind: 'exercise', date: '2025-03-01', holder: 'Dee', grantId, shares: 5_000 });
    await add(transfer('Ben', 'Eve', 100_000, '2025-04-01'));
    const list = await call(founder, 'GET');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { entry: { kind: string; date: string } }) => `${e.entry.date} ${e.entry.kind}`)).toEqual([
      '2024-01-01 issuance', '2024-01-01 issuance', '2024-01-15 issuance', '2025-03-01 exercise', '2025-04-01 transfer',
    ]);
    const beforeCliff = (await call(founder, 'GET', '/holdings?asOf=2025-01-14')).json();
    expect(beforeCliff.rows.find((r: { holder: string }) => r.holder === 'Dee')).toMatchObject({ optionsVested: 0, optionsOutstanding: 48_000, shares: 0 });
    const later = await call(founder, 'GET', '/holdings?asOf=2025-06-15');
    expect(later.statusCode).toBe(200);
    expect(later.json().rows.map((r: { holder: string; shares: number; optionsVested: number; fullyDilutedPercent: number }) => [r.holder, r.shares, r.optionsVested, r.fullyDilutedPercent])).toEqual([
      ['Ada', 600_000, 0, 57.25], ['Ben', 300_000, 0, 28.63], ['Eve', 100_000, 0, 9.54], ['Dee', 5_000, 17_000, 4.58],
    ]);
    // Without asOf, today: the grant started in January 2024 has vested at least its cliff's 12,000.
    const today = (await call(founder, 'GET', '/holdings')).json();
    expect(today.asOf).toBe(new Date().toISOString().slice(0, 10));
    expect(today.rows.find((r: { holder: string }) => r.holder === 'Dee').optionsVested).toBeGreaterThanOrEqual(12_000);
    await clear();
  });

  it('refuses bad input with the contract messages and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...issuance('Ada', 0) }, 'shares', messages.shares],
      [{ ...issuance('Ada', 1.5) }, 'shares', messages.shares],
      [{ ...issuance('Ada', -3) }, 'shares', messages.shares],
      [{ ...issuance(' ', 10) }, 'holder', messages.holder],
      [{ ...issuance('Ada', 10), date: '2024-02-30' }, 'date', messages.date],
      [{ ...issuance('Ada', 10), pricePerShareMinor: 0.001 }, 'pricePerShareMinor', messages.price],
      [{ ...issuance('Ada', 10), currency: 'XYZ' }, 'currency', englishOf(messages.currency)],
      [{ ...issuance('Ada', 10), isOption: true }, 'vesting', messages.optionTermsRequired],
      [{ ...optionGrant, vesting: { ...optionGrant.vesting, cliffMonths: 60 } }, 'vesting.cliffMonths', messages.cliffAboveVesting],
      [transfer('Ada', 'Ada', 10), 'toHolder', messages.sameHolder],
      [{ ...issuance('Ada\u202eevil', 10) }, 'holder', textMessages.nameBidi],
      [{ ...issuance('Ada', 10), shareClass: 'Common\u001b' }, 'shareClass', textMessages.nameControl],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(founder, 'POST', '', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().issues).toContainEqual({ path: field, message });
    }
    const query = await call(founder, 'GET', '/holdings?asOf=2025-13-01');
    expect(query.statusCode).toBe(400);
    expect(query.json().issues).toContainEqual({ path: 'asOf', message: messages.asOf });
    // The factory's startup was founded in 2021.
    const early = await call(founder, 'POST', '', issuance('Ada', 10, '2020-12-31'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(englishOf(messages.beforeFounding('2020-12-31', '2021-01-01')));
    expect(await stored()).toEqual([]);
  });

  it('refuses an over-transfer and an early exercise with the reason, and a delete a later entry depends on', async () => {
    const ada = await add(issuance('Ada', 1_000));
    const over = await call(founder, 'POST', '', transfer('Ada', 'Ben', 1_001));
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(englishOf(messages.exceedsHolding('2024-06-01', 'transfer', 'Ada', 'Common', 1_001, 1_000)));
    // A backdated transfer that would leave a later one without shares is refused too.
    await add(transfer('Ada', 'Ben', 800));
    const backdated = await call(founder, 'POST', '', transfer('Ada', 'Cy', 300, '2024-03-01'));
    expect(backdated.statusCode).toBe(409);
    expect(backdated.json().message).toBe(englishOf(messages.exceedsHolding('2024-06-01', 'transfer', 'Ada', 'Common', 800, 700)));
    const grantId = await add(optionGrant);
    const early = await call(founder, 'POST', '', { kind: 'exercise', date: '2025-01-14', holder: 'Dee', grantId, shares: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(englishOf(messages.exceedsVested('2025-01-14', 'Dee', 1, 0)));
    const refused = await call(founder, 'DELETE', `/${ada}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(englishOf(messages.cannotDelete(messages.exceedsHolding('2024-06-01', 'transfer', 'Ada', 'Common', 800, 0))));
    expect(await stored()).toHaveLength(3);
    expect((await call(founder, 'DELETE', `/${grantId}`)).statusCode).toBe(204);
    expect((await call(founder, 'DELETE', `/${grantId}`)).statusCode).toBe(404);
    expect(await stored()).toHaveLength(2);
    await clear();
  });

  it('lands 20 racing transfers of 100 shares from a holder of 1,000 only as far as the shares go', async () => {
    await add(issuance('Ada', 1_000));
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => call(founder, 'POST', '', transfer('Ada', `Buyer ${i}`, 100))));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const r of responses.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(englishOf(messages.exceedsHolding('2024-06-01', 'transfer', 'Ada', 'Common', 100, 0)));
    const holdings = (await call(founder, 'GET', '/holdings?asOf=2024-12-31')).json();
    expect(holdings.rows.find((r: { holder: string }) => r.holder === 'Ada')).toBeUndefined();
    expect(holdings.totalShares).toBe(1_000);
    expect(await stored()).toHaveLength(11);
    await clear();
  });

  it('lets a person the founder shared the cap table with read, never write', async () => {
    const id = await add(issuance('Ada', 1_000));
    expect((await call(viewer, 'GET')).json().map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await call(viewer, 'GET', '/holdings?asOf=2024-06-01')).json().totalShares).toBe(1_000);
    expect((await call(viewer, 'POST', '', issuance('Mine', 10))).statusCode).toBe(404);
    expect((await call(viewer, 'DELETE', `/${id}`)).statusCode).toBe(404);
    expect(await stored()).toHaveLength(1);
    await clear();
  });

  it('answers 404 to a stranger and another founder, 401 signed out, and never touches their rows', async () => {
    const id = await add(issuance('Ada', 1_000));
    for (const user of [stranger, otherFounder]) {
      expect((await call(user, 'GET')).statusCode).toBe(404);
      expect((await call(user, 'GET', '/holdings')).statusCode).toBe(404);
      expect((await call(user, 'POST', '', issuance('Theirs', 10))).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/${id}`)).statusCode).toBe(404);
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/holdings')).statusCode).toBe(401);
    expect((await call(null, 'POST', '', issuance('Anon', 10))).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/${id}`)).statusCode).toBe(401);
    const theirs = (await buildStartup(t, otherFounder.id, {})).id;
    expect((await t.app.inject(as(otherFounder, { method: 'DELETE', url: `/api/startups/${theirs}/cap-table/ledger/${id}` }))).statusCode).toBe(404);
    expect(await stored()).toHaveLength(1);
    await clear();
  });
});
