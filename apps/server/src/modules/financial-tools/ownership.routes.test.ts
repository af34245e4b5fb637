/**
 * Ownership has one source, the share ledger (decision 0031): written once by "Generate Cap Table",
 * read back the same from every endpoint that states it, on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { type CapTableShareholder, financialToolsMessages as messages } from '@baobab/contracts/financial-tools';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { connect } from '../../test/factories/network';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';
import { shareFinancials } from '../../test/factories/startup-access';
import { parseCsv } from './exports/test-support';

let t: TestApp;
let founder: TestUser;
let reader: TestUser;
let stranger: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  [founder, reader, stranger] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal', raisingAmount: 'XOF 500 000 000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF', foundedYear: 2022 })).id;
  await connect(t, founder, reader);
  await shareFinancials(t, founder, startupId, reader, ['cap_table'], 'download');
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST', path: string, payload?: unknown) =>
  t.app.inject(as(user, { method, url: `/api/startups/${startupId}${path}`, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));

const vest = (total: number, vested: number) => ({ total, vested, cliff: 12, schedule: '4-year' });
const fourHolders: CapTableShareholder[] = [
  { shareholderName: 'Awa Diop', shareholderType: 'founder', shares: 5_000_000, shareClass: 'Common', vesting: vest(5_000_000, 2_500_000), liquidationPreference: 1, antiDilution: 'None' },
  { shareholderName: 'Moussa Ndiaye', shareholderType: 'founder', shares: 3_000_000, shareClass: 'Common', vesting: vest(3_000_000, 1_500_000), liquidationPreference: 1, antiDilution: 'None' },
  { shareholderName: 'Dakar Angels', shareholderType: 'investor', shares: 1_500_000, shareClass: 'Common', vesting: { total: 0, vested: 0, cliff: 0, schedule: 'immediate' }, liquidationPreference: 1, antiDilution: 'None' },
  { shareholderName: 'Team pool', shareholderType: 'employee', shares: 500_000, shareClass: 'Options', vesting: vest(500_000, 100_000), liquidationPreference: 1, antiDilution: 'None', exercisePrice: 0.05 },
];
const total = 10_000_000;

/** Holder → fully diluted shares, as each endpoint states them. */
const byHolder = (rows: readonly (readonly [string, number])[]) => {
  const map = new Map<string, number>();
  for (const [holder, shares] of rows) map.set(holder, (map.get(holder) ?? 0) + shares);
  return Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)));
};
const expected = byHolder(fourHolders.map((h) => [h.shareholderName, h.shares]));

describe('ownership is written once, to the share ledger', () => {
  it('reads the same holders and shares from the cap table, the ledger, its holdings, every export and due diligence', async () => {
    const generated = await call(founder, 'POST', '/cap-table', { shares: fourHolders, openingDate: '2026-01-15' });
    expect(generated.statusCode).toBe(200);
    expect(generated.json().totalShares).toBe(total);

    for (const user of [founder, reader]) {
      const saved = (await call(user, 'GET', '/cap-table')).json();
      expect(saved.openingDate).toBe('2026-01-15');
      expect(saved.totalShares).toBe(total);
      expect(byHolder(saved.shareholders.map((s: CapTableShareholder) => [s.shareholderName, s.shares]))).toEqual(expected);
      // The form's terms come back as written, in its order.
      expect(saved.input.shares).toEqual(fourHolders);

      const entries = (await call(user, 'GET', '/cap-table/ledger')).json();
      expect(entries.map((e: { entry: { holder: string; date: string; currency: string } }) => [e.entry.holder, e.entry.date, e.entry.currency])).toEqual(fourHolders.map((h) => [h.shareholderName, '2026-01-15', 'XOF']));

      for (const asOf of ['2026-01-15', '2026-11-26']) {
        const holdings = (await call(user, 'GET', `/cap-table/ledger/holdings?asOf=${asOf}`)).json();
        expect(holdings.totalFullyDiluted).toBe(total);
        expect(byHolder(holdings.rows.map((r: { holder: string; fullyDiluted: number }) => [r.holder, r.fullyDiluted]))).toEqual(expected);
      }
      // Before the opening position, nobody held anything.
      expect((await call(user, 'GET', '/cap-table/ledger/holdings?asOf=2026-01-14')).json().rows).toEqual([]);

      const [, ...csv] = parseCsv((await call(user, 'GET', '/cap-table/export?format=csv')).rawPayload.subarray(3).toString('utf8'));
      expect(byHolder(csv.map((r) => [r[0]!, Number(r[4])]))).toEqual(expected);
      // The waterfall download at the cap table's first exit scenario pays each holder what the cap table says.
      const scenario = saved.scenarios[0] as { exitValue: number; distribution: { shareholder: string; payout: number }[] };
      const [, ...waterfall] = parseCsv((await call(user, 'GET', `/cap-table/waterfall/export?format=csv&exitValue=${scenario.exitValue}`)).rawPayload.subarray(3).toString('utf8'));
      const payouts = Object.fromEntries(waterfall.filter((r) => r[0] === 'Holder').map((r) => [r[1], Number(r[3])]));
      expect(Object.keys(payouts).sort()).toEqual(Object.keys(expected));
      expect(payouts).toEqual(Object.fromEntries(scenario.distribution.map((d) => [d.shareholder, d.payout])));

      const ocf = unzipSync(new Uint8Array((await call(user, 'GET', '/cap-table/ocf')).rawPayload));
      const stakeholders = JSON.parse(strFromU8(ocf['stakeholders.ocf.json']!)).items.map((s: { name: { legal_name: string } }) => s.name.legal_name);
      expect(stakeholders.sort()).toEqual(Object.keys(expected));
      const transactions = JSON.parse(strFromU8(ocf['transactions.ocf.json']!)).items as { quantity?: string }[];
      expect(transactions.reduce((sum, tx) => sum + Number(tx.quantity ?? 0), 0)).toBe(total);
    }
    // Due diligence (the insights' cap-table facts) counts the same holders and founders' share.
    const report = JSON.stringify((await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/due-diligence` }))).json());
    expect(report).toContain('4 shareholders');
    expect(report).toContain('founders hold 80% fully diluted');
    // Nobody else reads any of it.
    expect((await call(stranger, 'GET', '/cap-table')).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/cap-table/ledger/holdings')).statusCode).toBe(404);
  });

  it('edits holders by replacing the opening position, keeps the entries recorded since, and the cap table shows both', async () => {
    const transfer = await call(founder, 'POST', '/cap-table/ledger', { kind: 'transfer', date: '2026-03-01', fromHolder: 'Awa Diop', toHolder: 'Kofi Mensah', shareClass: 'Common', shares: 100_000 });
    expect(transfer.statusCode).toBe(201);
    const edited = fourHolders.map((h) => (h.shareholderName === 'Dakar Angels' ? { ...h, shares: 2_000_000 } : h));
    expect((await call(founder, 'POST', '/cap-table', { shares: edited, openingDate: '2026-01-15' })).statusCode).toBe(200);
    const rows = await t.db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
    expect(rows.filter((r) => r.isOpening)).toHaveLength(4);
    expect(rows.filter((r) => !r.isOpening).map((r) => r.kind)).toEqual(['transfer']);
    const saved = (await call(founder, 'GET', '/cap-table')).json();
    expect(saved.totalShares).toBe(total + 500_000);
    expect(byHolder(saved.shareholders.map((s: CapTableShareholder) => [s.shareholderName, s.shares]))).toMatchObject({ 'Awa Diop': 4_900_000, 'Kofi Mensah': 100_000, 'Dakar Angels': 2_000_000 });
    // The editor edits the opening position as written; the transfer stays on top of it.
    expect(saved.openingShares).toEqual(edited);
    // An opening position the later transfer could not come from is refused with the reason, and nothing changes.
    const tooSmall = edited.map((h) => (h.shareholderName === 'Awa Diop' ? { ...h, shares: 50_000, vesting: vest(50_000, 0) } : h));
    const refused = await call(founder, 'POST', '/cap-table', { shares: tooSmall, openingDate: '2026-01-15' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Awa Diop');
    expect((await call(founder, 'GET', '/cap-table')).json().totalShares).toBe(total + 500_000);
  });

  it('leaves one whole opening position when two generates race', async () => {
    const a = fourHolders.map((h) => ({ ...h, shareholderName: `${h.shareholderName} A` }));
    const b = fourHolders.slice(0, 3).map((h) => ({ ...h, shareholderName: `${h.shareholderName} B` }));
    // The transfer recorded above names Awa Diop; start from an empty ledger.
    await t.db.delete(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
    const answers = await Promise.all([a, b, a, b].map((shares) => call(founder, 'POST', '/cap-table', { shares })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const opening = (await t.db.select().from(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId))).map((r) => (r.entry as { holder: string }).holder);
    expect([a.map((h) => h.shareholderName), b.map((h) => h.shareholderName)]).toContainEqual(opening);
    const saved = (await call(founder, 'GET', '/cap-table')).json();
    expect(saved.shareholders.map((s: CapTableShareholder) => s.shareholderName)).toEqual(opening);
    // Dated today by default.
    expect(saved.openingDate).toBe(new Date().toISOString().slice(0, 10));
  });

  it('says why a ledger of unvested options alone makes no cap table, and due diligence still answers', async () => {
    await t.db.delete(shareLedgerEntries).where(eq(shareLedgerEntries.startupId, startupId));
    const grant = { kind: 'issuance', date: '2026-01-15', holder: 'Early hire', shareClass: 'Common', shares: 1_000, pricePerShareMinor: 0, currency: 'XOF', isOption: true, exercisePriceMinor: 5, vesting: { vestingStart: '2026-01-15', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' } };
    expect((await call(founder, 'POST', '/cap-table/ledger', grant)).statusCode).toBe(201);
    const table = await call(founder, 'GET', '/cap-table');
    expect(table.statusCode).toBe(409);
    expect(table.json().message).toMatch(/no shares or vested options/);
    const diligence = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/due-diligence` }));
    expect(diligence.statusCode).toBe(200);
    expect(JSON.stringify(diligence.json())).toContain('No cap table on the platform');
  });

  it.each([
    ['a date that is not one', { openingDate: '2026-13-01' }, 'openingDate', messages.openingDate],
    ['a date after today', { openingDate: '2999-01-01' }, 'openingDate', messages.openingDateInFuture],
    ['a date before the startup was founded', { openingDate: '2021-12-31' }, 'openingDate', englishOf(messages.openingBeforeFounding(2022))],
    ['a negative share count', { shares: [{ ...fourHolders[0], shares: -5 }] }, 'shares.0.shares', messages.sharesPositive],
  ])('answers %s with a 400 naming the field', async (_case, change, path, message) => {
    const response = await call(founder, 'POST', '/cap-table', { shares: fourHolders, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });
});
