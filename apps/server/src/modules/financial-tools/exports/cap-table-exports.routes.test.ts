import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { capTableExportColumns as col, capTableExportMessages as messages, capTableExportSheetNames as sheets } from '@baobab/contracts/cap-table-exports';
import { capTableExport, waterfallExport } from '@baobab/finance/cap-table-export';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { exportedCapTable as input, parseCsv } from './test-support';
import { connect } from '../../../test/factories/network';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';
import { shareFinancials } from '../../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let downloader: TestUser;
let viewer: TestUser;
let modelOnly: TestUser;
let stranger: TestUser;
let startupId: number;
let emptyStartupId: number;

beforeAll(async () => {
  t = await createTestApp();
  [founder, downloader, viewer, modelOnly, stranger] = await Promise.all([
    signUpWithRole(t, 'founder'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
    signUpWithRole(t, 'investor'),
  ]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay / Ltd.' })).id;
  emptyStartupId = (await buildStartup(t, founder.id, { name: 'Second Co' })).id;
  const saved = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: input }));
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const shares: [TestUser, string[], 'view' | 'download'][] = [[downloader, ['cap_table'], 'download'], [viewer, ['cap_table'], 'view'], [modelOnly, ['financial_model'], 'download']];
  for (const [user, scopes, permission] of shares) {
    await connect(t, founder, user);
    await shareFinancials(t, founder, startupId, user, scopes, permission);
  }
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string, id = startupId) => t.app.inject(as(user, { method: 'GET', url: `/api/startups/${id}${url}` }));
const binary = (body: string | Buffer) => (typeof body === 'string' ? Buffer.from(body, 'binary') : body);
const xlsx = async (rawPayload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(rawPayload as unknown as ArrayBuffer);
  return workbook;
};
const cents = (dollars: number) => Math.round(dollars * 100);

describe('cap table export', () => {
  const engine = capTableExport(input);

  it('writes the CSV with the engine\'s holders, shares, fully diluted % and vested shares', async () => {
    const response = await get(founder, '/cap-table/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-ltd-cap-table.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual([col.holder, col.holderType, col.shareClass, col.classKind, col.shares, col.fullyDilutedPercent, col.vestedToday]);
    expect(rows.map((r) => [r[0], r[2], Number(r[4]), Number(r[5]), Number(r[6])])).toEqual(
      engine.holders.map((h) => [h.holder.startsWith('=') ? `'${h.holder}` : h.holder, h.shareClass, h.shares, Number(h.fullyDilutedPercent.toFixed(4)), h.vestedShares]),
    );
    // Read by hand: 6,000,000 founder shares of which 4,500,000 unvested; 250,000 vested options;
    // the SAFE converted at its $10M cap; the 500,000-share pool has nothing vested.
    const byHolder = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byHolder['Amina Okafor']?.[6]).toBe('1500000');
    expect(byHolder['Team, "early"']?.[6]).toBe('250000');
    expect(byHolder['Angel Ọlá']?.[2]).toMatch(/^SAFE/);
    expect(byHolder['Available option pool']?.slice(4)).toEqual(['500000', String(Number(engine.holders.at(-1)?.fullyDilutedPercent.toFixed(4))), '0']);
    // The percentages of the rows are the engine's, which add up to 100.
    expect(engine.holders.reduce((sum, h) => sum + h.fullyDilutedPercent, 0)).toBeCloseTo(100, 9);
    expect(engine.holders.map((h) => h.fullyDilutedPercent)).toEqual(specCapTable(input).shareholders.map((s) => s.percentage));
  });

  it('guards the formula in a holder name in the CSV and in Excel', async () => {
    const csv = (await get(founder, '/cap-table/export?format=csv')).rawPayload.toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""Seed"")"`);
    const book = await xlsx((await get(founder, '/cap-table/export?format=xlsx')).rawPayload);
    const names = book.getWorksheet(sheets.holders)?.getColumn(1).values;
    expect(names).toContain(`'=HYPERLINK("http://x","Seed")`);
  });

  it('writes the formatted workbook: bold frozen header, number formats, widths and the engine\'s figures', async () => {
    const response = await get(downloader, '/cap-table/export?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-ltd-cap-table.xlsx"');
    const book = await xlsx(binary(response.rawPayload));
    const sheet = book.getWorksheet(sheets.holders);
    if (!sheet) throw new Error('no holders sheet');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(1).values).toEqual([undefined, col.holder, col.holderType, col.shareClass, col.classKind, col.shares, col.fullyDilutedPercent, col.vestedToday]);
    expect(sheet.getColumn(5).numFmt).toBe('#,##0');
    expect(sheet.getColumn(6).numFmt).toBe('0.00%');
    expect(sheet.getColumn(1).width).toBe(28);
    const rows = engine.holders.map((_, i) => sheet.getRow(i + 2).values as unknown[]);
    expect(rows.map((r) => [r[5], r[6], r[7]])).toEqual(engine.holders.map((h) => [h.shares, h.fullyDilutedPercent / 100, h.vestedShares]));
    const classes = book.getWorksheet(sheets.classes);
    const classRows = engine.classes.map((_, i) => (classes?.getRow(i + 2).values as unknown[]).slice(1));
    expect(classRows).toEqual(engine.classes.map((c) => [c.shareClass, c.classKind, c.shares, c.fullyDilutedPercent / 100]));
    expect(engine.classes.find((c) => c.shareClass === 'Options')?.shares).toBe(1_500_000);
  });
});

describe('exit waterfall export', () => {
  const exitValue = 7_654_321.37;
  const engine = waterfallExport(input, exitValue);
  const screen = specCapTable({ ...input, exitValues: [exitValue] }).scenarios[0]?.distribution ?? [];

  it('pays each holder what the screen\'s engine pays, and the payouts add up to the exit exactly', async () => {
    const response = await get(founder, `/cap-table/waterfall/export?format=csv&exitValue=${exitValue}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-ltd-exit-waterfall-7654321.csv"');
    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual([col.section, col.name, col.holderType, col.payout, col.converted]);
    const holders = rows.filter((r) => r[0] === col.holder);
    const classes = rows.filter((r) => r[0] === col.shareClass);
    expect(Object.fromEntries(holders.map((r) => [r[1]?.replace(/^'/, ''), Number(r[3])]))).toEqual(Object.fromEntries(screen.map((d) => [d.shareholder, d.payout])));
    expect(holders.reduce((sum, r) => sum + cents(Number(r[3])), 0)).toBe(cents(exitValue));
    expect(classes.reduce((sum, r) => sum + cents(Number(r[3])), 0)).toBe(cents(exitValue));
    expect(classes.map((r) => [r[1], Number(r[3])])).toEqual(engine.classes.map((c) => [c.shareClass, c.payout]));
    expect(rows.at(-1)).toEqual([col.total, col.exitValue, '', String(exitValue), '']);
  });

  it('writes the workbook with dollar formats and totals equal to the exit value', async () => {
    const response = await get(downloader, `/cap-table/waterfall/export?format=xlsx&exitValue=${exitValue}`);
    expect(response.statusCode).toBe(200);
    const book = await xlsx(binary(response.rawPayload));
    const holders = book.getWorksheet(sheets.waterfallHolders);
    if (!holders) throw new Error('no payouts sheet');
    expect(holders.getColumn(3).numFmt).toBe('"$"#,##0.00');
    expect(holders.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const payouts = engine.holders.map((_, i) => holders.getRow(i + 2).getCell(3).value as number);
    expect(payouts).toEqual(engine.holders.map((h) => h.payout));
    expect(holders.getRow(engine.holders.length + 2).values).toEqual([undefined, col.total, '', exitValue]);
    const classes = book.getWorksheet(sheets.waterfallClasses);
    const classPayouts = engine.classes.map((_, i) => classes?.getRow(i + 2).getCell(3).value as number);
    expect(classPayouts.reduce((sum, p) => sum + cents(p), 0)).toBe(cents(exitValue));
  });

  it.each([
    ['no exit value', '?format=csv', 'exitValue', messages.exitValueRequired],
    ['a negative exit value', '?format=csv&exitValue=-1', 'exitValue', messages.exitValue],
    ['an exit value past what cents can count exactly', '?format=csv&exitValue=1e14', 'exitValue', messages.exitValue],
    ['an exit value that is not a number', '?format=csv&exitValue=lots', 'exitValue', messages.exitValueRequired],
    ['an unknown format', '?format=pdf&exitValue=10', 'format', messages.format],
  ])('refuses %s with its own message', async (_name, query, path, message) => {
    const response = await get(founder, `/cap-table/waterfall/export${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
  });
});

describe('who may download', () => {
  it.each([
    ['/cap-table/export?format=csv'],
    ['/cap-table/export?format=xlsx'],
    ['/cap-table/waterfall/export?format=csv&exitValue=1000000'],
  ])('%s: founder and download share 200, view share 403, other share or stranger 404, signed out 401', async (url) => {
    expect((await get(founder, url)).statusCode).toBe(200);
    expect((await get(downloader, url)).statusCode).toBe(200);
    const view = await get(viewer, url);
    expect(view.statusCode).toBe(403);
    expect(view.json().message).toBe(messages.downloadNotAllowed);
    expect((await get(modelOnly, url)).statusCode).toBe(404);
    expect((await get(stranger, url)).statusCode).toBe(404);
    expect((await get(null, url)).statusCode).toBe(401);
  });

  it('tells the founder when no cap table was generated yet', async () => {
    const response = await get(founder, '/cap-table/export?format=csv', emptyStartupId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(messages.nothingSaved);
  });
});
