import { exchangeRatesMessages as m } from '@baobab/contracts/exchange-rates';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { wholeUsd } from '@baobab/finance/currency-conversion';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestRates } from '../../db/exchange-rates/import-rates';
import { exchangeRates } from '../../db/schema/exchange-rates';
import { securityEvents } from '../../db/schema/security-audit';
import { startups } from '../../db/schema/startups';
import { referenceRatesCsv } from '@baobab/finance/reference-rates';
import { currencyCodes } from '@baobab/contracts/currencies';
import { buildStartup } from '../../test/factories/startups';
import { makeAdmin } from '../../test/factories/users';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { importRatesFromCli } from './exchange-rates.service';

/**
 * The admin's rates import and list (404 for everyone else), all or nothing, written to the audit log,
 * and the dollar value of every raise recomputed at the new rates, in SQL that rounds exactly as the
 * conversion engine does.
 */
let t: TestApp;
let admin: TestUser;
let member: TestUser;

const header = 'currency,date,per_usd,source';
const importCsv = (user: TestUser | null, csv: string, reason = 'Monthly rates') =>
  t.app.inject(as(user, { method: 'POST', url: '/api/admin/exchange-rates', payload: { csv, reason } }));
const listRates = (user: TestUser | null) => t.app.inject(as(user, { method: 'GET', url: '/api/admin/exchange-rates' }));
const usdOf = async (id: number) => (await t.db.select({ usd: startups.raisingAmountUsd }).from(startups).where(eq(startups.id, id)))[0]!.usd;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  await makeAdmin(t, admin);
});
afterAll(() => t.close());

describe('who may import and read rates', () => {
  it('answers 404 to a member and to a visitor, as if the routes did not exist, and saves nothing', async () => {
    for (const user of [member, null]) {
      expect((await listRates(user)).statusCode).toBe(404);
      expect((await importCsv(user, `${header}\nXOF,2025-06-30,558,BCEAO`)).statusCode).toBe(404);
    }
    expect(await t.db.select().from(exchangeRates)).toEqual([]);
  });
});

describe('POST /api/admin/exchange-rates', () => {
  it('imports the rates, logs the admin and the reason, and converts every raise to dollars again', async () => {
    const xof = (await buildStartup(t, member.id, { raisingAmount: 'XOF 500,000,000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF', raisingAmountUsd: null })).id;
    const usd = (await buildStartup(t, member.id, { raisingAmount: '$1,234.50', raisingAmountMinor: 123_450, raisingCurrency: 'USD', raisingAmountUsd: 1_235 })).id;
    const ghs = (await buildStartup(t, member.id, { raisingAmount: 'GHS 1M', raisingAmountMinor: 100_000_000, raisingCurrency: 'GHS', raisingAmountUsd: 5 })).id;

    const response = await importCsv(admin, `${header}\nXOF,2025-06-30,558,BCEAO\nEUR,2025-06-30,0.853,ECB\nXOF,2025-05-31,600,BCEAO`, 'Monthly rates from the central banks');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 3, dates: ['2025-05-31', '2025-06-30'], startupsRepriced: 2 });

    // XOF 500,000,000 ÷ 558 = 896,057.3…, at the latest XOF rate (30 June, not 31 May); GHS has no rate: no dollar value, never a guess.
    expect(await usdOf(xof)).toBe(896_057);
    expect(await usdOf(usd)).toBe(1_235);
    expect(await usdOf(ghs)).toBeNull();

    const [logged] = await t.db.select().from(securityEvents).where(like(securityEvents.kind, 'admin.exchange_rates.import'));
    expect(logged).toMatchObject({ userId: admin.id, detail: { targetType: 'exchange_rates', targetId: '2025-05-31, 2025-06-30', reason: 'Monthly rates from the central banks' } });
    const audit = (await t.app.inject(as(admin, { method: 'GET', url: '/api/admin/audit' }))).json();
    expect(audit.items[0]).toMatchObject({ action: 'exchange_rates.import', reason: 'Monthly rates from the central banks' });
  });

  it('lists the latest rate of each currency with its date and source', async () => {
    const response = await listRates(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().rates).toEqual([
      { currency: 'EUR', rateDate: '2025-06-30', perUsd: '0.853', source: 'ECB', importedAt: expect.any(String) },
      { currency: 'XOF', rateDate: '2025-06-30', perUsd: '558', source: 'BCEAO', importedAt: expect.any(String) },
    ]);
  });

  it('replaces the rate of the same currency and day', async () => {
    expect((await importCsv(admin, `${header}\nEUR,2025-06-30,0.86,ECB revised`)).statusCode).toBe(200);
    const eur = (await listRates(admin)).json().rates.find((rate: { currency: string }) => rate.currency === 'EUR');
    expect(eur).toMatchObject({ perUsd: '0.86', source: 'ECB revised' });
    expect((await t.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR'))).length).toBe(1);
  });

  it('refuses a file with a bad row with its line message, and saves nothing of it', async () => {
    const before = await t.db.select().from(exchangeRates);
    const auditBefore = (await t.db.select().from(securityEvents).where(like(securityEvents.kind, 'admin.exchange_rates%'))).length;
    const response = await importCsv(admin, `${header}\nNGN,2025-06-30,1530,CBN\nKES,2025-06-31,129.2,CBK`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Line 3: "2025-06-31" is not a date: use YYYY-MM-DD, such as 2025-06-30',
      issues: [{ path: 'csv', message: englishOf(m.rowLine(3, m.rowDate('2025-06-31'))) }],
    });
    expect(await t.db.select().from(exchangeRates)).toEqual(before);
    expect((await t.db.select().from(securityEvents).where(like(securityEvents.kind, 'admin.exchange_rates%'))).length).toBe(auditBefore);

    const two = await importCsv(admin, `${header}\nNGN,2025-06-30,x,CBN\nZZZ,2025-06-30,1,Z`);
    expect(two.json()).toMatchObject({ message: englishOf(m.importRefused(2)), issues: [{ message: englishOf(m.rowLine(2, m.rowPerUsd('x'))) }, { message: englishOf(m.rowLine(3, m.rowCurrency('ZZZ'))) }] });
  });

  it('refuses a date before 1900 (year 0000 included) as a bad row rather than failing in the database', async () => {
    const before = await t.db.select().from(exchangeRates);
    for (const date of ['0000-01-01', '1899-12-31']) {
      const response = await importCsv(admin, `${header}\nNGN,${date},1530,CBN`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: englishOf(m.rowLine(2, m.rowDateTooEarly(date))), issues: [{ path: 'csv', message: englishOf(m.rowLine(2, m.rowDateTooEarly(date))) }] });
    }
    expect(await t.db.select().from(exchangeRates)).toEqual(before);
  });

  it('needs a reason and a file', async () => {
    expect((await importCsv(admin, `${header}\nNGN,2025-06-30,1530,CBN`, ' ')).statusCode).toBe(400);
    const empty = await importCsv(admin, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({ path: 'csv', message: m.csvEmpty });
  });
});

describe('the dollar value in SQL and in the engine', () => {
  it('rounds the same, half up, at awkward rates and amounts', async () => {
    // Rates whose quotients land on and around half a dollar.
    const csv = `${header}\nNGN,2025-07-01,2,x\nKES,2025-07-01,129.2,x\nTND,2025-07-01,2.93,x\nIDR,2025-07-01,16250,x\nJPY,2025-07-01,144,x`;
    expect((await importCsv(admin, csv)).statusCode).toBe(200);
    const cases: [string, number][] = [
      ['NGN', 100], ['NGN', 99], ['NGN', 101], ['KES', 6_460], ['KES', 6_459], ['TND', 1_465], ['TND', 1_464],
      ['IDR', 812_500], ['IDR', 812_499], ['JPY', 72], ['JPY', 71], ['USD', 50], ['USD', 49], ['XOF', 279], ['XOF', 5_000_000_000_000],
    ];
    const ids = [];
    for (const [currency, minor] of cases) ids.push((await buildStartup(t, member.id, { raisingCurrency: currency, raisingAmountMinor: minor, raisingAmountUsd: -1 })).id);
    expect((await importCsv(admin, csv)).statusCode).toBe(200);
    const rates = await latestRates(t.db);
    for (const [i, [currency, minor]] of cases.entries()) {
      const expected = wholeUsd(BigInt(minor), currency, rates);
      expect(await usdOf(ids[i]!), `${currency} ${minor}`).toBe(expected === null ? null : Number(expected));
    }
    // NGN 1.00 at 2 per dollar is exactly $0.50: half up.
    expect(await usdOf(ids[0]!)).toBe(1);
  });
});

describe('npm run rates:import', () => {
  it('imports the reference rates, one for every currency Baobab knows, logged as the command line', async () => {
    const result = await importRatesFromCli(t.db, referenceRatesCsv(), 'exchange-rates.csv');
    expect(result).toMatchObject({ imported: currencyCodes.length, dates: ['2025-06-30'] });
    const [logged] = await t.db.select().from(securityEvents).where(eq(securityEvents.kind, 'admin.exchange_rates.import_cli'));
    expect(logged).toMatchObject({ userId: null, detail: { reason: 'Imported with npm run rates:import from exchange-rates.csv' } });
    const xaf = (await listRates(admin)).json().rates.find((rate: { currency: string }) => rate.currency === 'XAF');
    expect(xaf).toMatchObject({ perUsd: '558', rateDate: '2025-06-30', source: 'Baobab reference rates (approximate mid-market)' });
  });
});
