import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capTableExportMessages, ledgerExportColumns as col } from '@baobab/contracts/cap-table-exports';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { parseCsv } from './test-support';
import { connect } from '../../../test/factories/network';
import { buildStartup } from '../../../test/factories/startups';
import { signUpWithRole } from '../../../test/factories/users';
import { shareFinancials } from '../../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let downloader: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let startupId: number;
let grantId: number;

const exportUrl = (query: string) => `/api/startups/${startupId}/cap-table/ledger/export?${query}`;
const download = (user: TestUser | null, query: string) => t.app.inject(as(user, { method: 'GET', url: exportUrl(query) }));

beforeAll(async () => {
  t = await createTestApp();
  [founder, downloader, viewer, stranger] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kora Pay' })).id;
  for (const [user, permission] of [[downloader, 'download'], [viewer, 'view']] as const) {
    await connect(t, founder, user);
    await shareFinancials(t, founder, startupId, user, ['cap_table'], permission);
  }
  const add = async (entry: Record<string, unknown>) => {
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table/ledger`, payload: entry }));
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().id as number;
  };
  await add({ kind: 'issuance', date: '2024-01-01', holder: 'Ada Obi', shareClass: 'Common', shares: 600_000, pricePerShareMinor: 0.01, currency: 'USD' });
  await add({ kind: 'issuance', date: '2024-01-01', holder: '=cmd|calc', shareClass: 'Common', shares: 400_000, pricePerShareMinor: 0.01, currency: 'USD' });
  grantId = await add({
    kind: 'issuance',
    date: '2024-01-15',
    holder: 'Dee',
    shareClass: 'Common',
    shares: 48_000,
    pricePerShareMinor: 0,
    currency: 'USD',
    isOption: true,
    exercisePriceMinor: 10,
    vesting: { vestingStart: '2024-01-15', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' },
  });
  await add({ kind: 'exercise', date: '2025-03-01', holder: 'Dee', grantId, shares: 5_000 });
  await add({ kind: 'transfer', date: '2025-04-01', fromHolder: 'Ada Obi', toHolder: 'Eve', shareClass: 'Common', shares: 100_000 });
});
afterAll(() => t.close());

describe('share ledger downloads', () => {
  it('writes every entry as a CSV row, oldest first, with formula-looking names guarded', async () => {
    const response = await download(founder, 'format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="kora-pay-share-ledger.csv"');
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(header!.slice(0, 10)).toEqual([col.entry, col.date, col.kind, col.holder, col.fromHolder, col.toHolder, col.shareClass, col.shares, col.pricePerShare, col.currency]);
    expect(rows.map((r) => [r[1], r[2], r[3], r[4], r[5], r[7]])).toEqual([
      ['2024-01-01', 'Issuance', 'Ada Obi', '', '', '600000'],
      ['2024-01-01', 'Issuance', "'=cmd|calc", '', '', '400000'],
      ['2024-01-15', 'Issuance', 'Dee', '', '', '48000'],
      ['2025-03-01', 'Exercise', 'Dee', '', '', '5000'],
      ['2025-04-01', 'Transfer', '', 'Ada Obi', 'Eve', '100000'],
    ]);
    // The grant's terms, and the exercise pointing at it.
    expect(rows[2]!.slice(8)).toEqual(['0', 'USD', 'Yes', '', '0.1', '2024-01-15', '48', '12', 'monthly', '', '', '']);
    expect(rows[3]![11]).toBe(String(grantId));
  });

  it('adds the holdings on the chosen date as a second Excel sheet, adding up to the totals', async () => {
    const response = await download(downloader, 'format=xlsx&asOf=2025-06-30');
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Share ledger')?.rowCount).toBe(6);
    const holdings = book.getWorksheet('Holdings 2025-06-30');
    const rows = holdings!.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    const byHolder = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byHolder['Ada Obi']!.slice(2, 3)).toEqual([500_000]);
    expect(byHolder['Eve']!.slice(2, 3)).toEqual([100_000]);
    // 17 months after the start with a one-year cliff: 17,000 vested, 5,000 of them exercised.
    expect(byHolder['Dee']!.slice(2, 7)).toEqual([5_000, 48_000, 17_000, 5_000, 43_000]);
    const total = byHolder['Total']!;
    expect(total[2]).toBe(1_005_000);
    expect(total[7]).toBe(1_048_000);
    const percents = rows.filter((r) => r[0] !== 'Total').reduce((sum, r) => sum + Math.round((r[8] as number) * 10_000), 0);
    expect(percents).toBe(10_000);
  });

  it('needs the download permission: a view share is told so, anyone else finds nothing', async () => {
    const refused = await download(viewer, 'format=csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(capTableExportMessages.downloadNotAllowed);
    expect((await download(stranger, 'format=csv')).statusCode).toBe(404);
    expect((await download(null, 'format=csv')).statusCode).toBe(401);
    expect((await download(founder, 'format=pdf')).statusCode).toBe(400);
    expect((await download(founder, 'format=xlsx&asOf=2025-02-30')).statusCode).toBe(400);
  });
});
