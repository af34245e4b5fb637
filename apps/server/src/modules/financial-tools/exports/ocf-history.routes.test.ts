import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { historyPackage } from '@baobab/finance/ocf/fixtures/history-package';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';

/** Decision 0061: an OCF import writes the company's dated share ledger history, in one transaction. */
let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let investor: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  otherFounder = await signUpWithRole(t, 'founder');
  investor = await signUpWithRole(t, 'investor');
});
afterAll(() => t.close());

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const pack = (files: Map<string, string>) => Buffer.from(zipSync(Object.fromEntries([...files].map(([name, text]) => [name, strToU8(text)]))));
const startup = async (foundedYear = 2022) => (await buildStartup(t, founder.id, { name: `Kaya Labs ${Math.random()}`, country: 'Nigeria', foundedYear })).id;
const importAs = (user: TestUser, id: number, files: Map<string, string>) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/startups/${id}/cap-table/ocf`, payload: pack(files), headers: { 'content-type': 'application/zip' } }));
const ledgerOf = async (id: number) => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ledger` }))).json() as { id: number; entry: Record<string, unknown> }[];
const holdingsOn = async (id: number, asOf: string) => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${id}/cap-table/ledger/holdings?asOf=${asOf}` }))).json();
const shares = (h: { rows: { holder: string; shares: number; optionsOutstanding: number }[] }) => Object.fromEntries(h.rows.map((r) => [r.holder, [r.shares, r.optionsOutstanding]]));

describe('POST /api/startups/:id/cap-table/ocf writes the package’s history to the share ledger', () => {
  it('each transaction an entry on its own date, and the holdings right on three dates', async () => {
    const id = await startup();
    const response = await importAs(founder, id, historyPackage(md5));
    expect(response.statusCode, response.body).toBe(200);
    const ledger = await ledgerOf(id);
    expect(ledger.map((e) => [e.entry.date, e.entry.kind])).toEqual([
      ['2023-01-05', 'issuance'], ['2023-01-05', 'issuance'], ['2023-02-01', 'plan'], ['2023-03-01', 'issuance'], ['2023-06-01', 'issuance'], ['2023-09-01', 'transfer'],
      ['2024-01-15', 'pool-increase'], ['2024-02-01', 'issuance'], ['2024-03-01', 'cancellation'], ['2024-04-01', 'issuance'], ['2024-06-01', 'exercise'], ['2024-07-01', 'cancellation'],
    ]);
    // The grant names the stored plan, the exercise the stored grant (ids the database gave).
    expect(ledger[3]?.entry.planId).toBe(ledger[2]?.id);
    expect(ledger[10]?.entry.grantId).toBe(ledger[3]?.id);
    // 2023-12-31: Ada 5,000,000 + 500,000 from Bayo; Bayo 3,000,000 − 500,000; Chidi and Dami their options.
    expect(shares(await holdingsOn(id, '2023-12-31'))).toEqual({ 'Ada Eze': [5_500_000, 0], 'Bayo Adeyemi': [2_500_000, 0], 'Chidi Obi': [0, 400_000], 'Dami Afolabi': [0, 300_000] });
    // 2024-03-31: the seed's 1,000,000; Dami 300,000 − 100,000 cancelled; the pool 1,500,000 − 700,000 + 100,000 = 900,000.
    const march = await holdingsOn(id, '2024-03-31');
    expect(shares(march)).toEqual({ 'Ada Eze': [5_500_000, 0], 'Bayo Adeyemi': [2_500_000, 0], 'Seed Fund': [1_000_000, 0], 'Chidi Obi': [0, 400_000], 'Dami Afolabi': [0, 200_000] });
    expect(march.plans[0].remaining).toBe(900_000);
    // 2024-12-31: Bayo 2,500,000 − 250,000; Chidi 150,000 exercised and 400,000 − 150,000 + 200,000 options; 8,900,000 shares.
    const end = await holdingsOn(id, '2024-12-31');
    expect(shares(end)).toEqual({ 'Ada Eze': [5_500_000, 0], 'Bayo Adeyemi': [2_250_000, 0], 'Seed Fund': [1_000_000, 0], 'Chidi Obi': [150_000, 450_000], 'Dami Afolabi': [0, 200_000] });
    expect(end.totalShares).toBe(8_900_000);
    expect(end.plans[0].remaining).toBe(700_000);
    // The cap table read from the ledger today: 8,900,000 shares + 650,000 options + 700,000 pool.
    expect(response.json().totalShares).toBe(8_900_000 + 650_000 + 700_000);
  });

  it('replaces the ledger the company had, and a second import of the same package gives the same history', async () => {
    const id = await startup();
    await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/cap-table/ledger`, payload: { kind: 'issuance', date: '2022-06-01', holder: 'Someone Else', shareClass: 'Common', shares: 10, pricePerShareMinor: 0, currency: 'USD' } }));
    expect((await importAs(founder, id, historyPackage(md5))).statusCode).toBe(200);
    expect((await importAs(founder, id, historyPackage(md5))).statusCode).toBe(200);
    const ledger = await ledgerOf(id);
    expect(ledger).toHaveLength(12);
    expect(ledger.some((e) => e.entry.holder === 'Someone Else')).toBe(false);
  });

  it('of two racing imports, one history stands, whole', async () => {
    const id = await startup();
    const answers = await Promise.all([importAs(founder, id, historyPackage(md5)), importAs(founder, id, historyPackage(md5))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await ledgerOf(id)).toHaveLength(12);
    expect((await holdingsOn(id, '2024-12-31')).totalShares).toBe(8_900_000);
  });

  it('a package whose history the ledger cannot hold is imported as the holdings it ends with, the warning naming the transaction and why', async () => {
    const id = await startup();
    const edit = (txs: Record<string, unknown>[]) => txs.map((tx) => (tx.id === 'tx-08' ? { ...tx, shares_reserved: '800000' } : tx));
    const response = await importAs(founder, id, historyPackage(md5, { edit }));
    expect(response.statusCode).toBe(200);
    expect(response.json().importWarnings[0]).toEqual({
      objectType: 'TX_STOCK_PLAN_POOL_ADJUSTMENT',
      objectId: 'tx-08',
      message: englishOf(m.historyNotKept(m.poolReduced('2023 Stock Incentive Plan', 1_000_000, 800_000))),
    });
    // One opening position, today: no dated history.
    const today = new Date().toISOString().slice(0, 10);
    expect(new Set((await ledgerOf(id)).map((e) => e.entry.date))).toEqual(new Set([today]));
  });

  it('a history before the company was founded is imported as the holdings it ends with, naming the first transaction', async () => {
    const id = await startup(2024);
    const response = await importAs(founder, id, historyPackage(md5));
    expect(response.statusCode).toBe(200);
    expect(response.json().importWarnings[0]).toMatchObject({ objectType: 'TX_STOCK_ISSUANCE', objectId: 'tx-01' });
    expect(response.json().importWarnings[0].message).toMatch(/^cannot be written to the share ledger \(/);
  });

  it('amounts in the company’s currency are read; in another currency the history cannot be kept, nor its preferred terms', async () => {
    const id = (await buildStartup(t, founder.id, { name: 'Kaya Dakar', country: 'Senegal', foundedYear: 2022, raisingCurrency: 'XOF' })).id;
    // Read as the holdings it ends with, its prices left out (each said), the seed series has no issue price in francs: refused at that field.
    const inDollars = await importAs(founder, id, historyPackage(md5));
    expect(inDollars.statusCode).toBe(400);
    expect(inDollars.json().issues).toEqual([{ path: 'shareClasses.0.issuePrice', message: "Preferred class 'Series Seed' needs an issue price above zero (shareClasses.issuePrice)" }]);
    expect(await ledgerOf(id)).toEqual([]);
    expect((await importAs(founder, id, historyPackage(md5, { currency: 'XOF' }))).statusCode).toBe(200);
    expect((await ledgerOf(id))[0]?.entry).toMatchObject({ currency: 'XOF', pricePerShare: '0.0001' });
  });

  it('only the founder imports: another founder and an investor get 404, signed out 401', async () => {
    const id = await startup();
    expect((await importAs(otherFounder, id, historyPackage(md5))).statusCode).toBe(404);
    expect((await importAs(investor, id, historyPackage(md5))).statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/startups/${id}/cap-table/ocf`, payload: pack(historyPackage(md5)), headers: { 'content-type': 'application/zip' } });
    expect(signedOut.statusCode).toBe(401);
    expect(await ledgerOf(id)).toEqual([]);
  });

  it('is refused (409) once a round is closed: the import would take the round’s entries away', async () => {
    const id = await startup();
    expect((await importAs(founder, id, historyPackage(md5))).statusCode).toBe(200);
    const post = (url: string, payload?: Record<string, unknown>) => t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${id}/cap-table${url}`, ...(payload ? { payload } : {}) }));
    const { rounds } = (await post('/rounds', { kind: 'priced', date: '2025-01-15', seriesName: 'Series A', investorName: 'Lead', preMoneyValuation: 20_000_000, investment: 5_000_000 })).json();
    expect((await post(`/rounds/${rounds[0].id}/close`)).statusCode).toBe(200);
    const response = await importAs(founder, id, historyPackage(md5));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(englishOf(m.closedRound('2025-01-15')));
  });
});
