/**
 * The round documents over the API: who may download them (whoever reads the scenario), the files'
 * headers and names, the reader's language and the company's currency. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import { roundDocumentMessages } from '@baobab/contracts/round-documents';
import { termSheetSummary } from '@baobab/finance/round-documents';
import { actualTexts } from '../../../test/pdf-actual-text';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { connect } from '../../../test/factories/network';
import { shareFinancials } from '../../../test/factories/startup-access';
import { buildStartup } from '../../../test/factories/startups';
import { signUpWithRole } from '../../../test/factories/users';
import { seedRound } from './test-support';

let t: TestApp;
let founder: TestUser;
let viewer: TestUser;
let frenchReader: TestUser;
let arabicReader: TestUser;
let stranger: TestUser;
let startupId: number;
let xofStartupId: number;
let scenarioId: number;
let noRoundId: number;
let xofScenarioId: number;

const saveScenario = async (user: TestUser, id: number, name: string, input: object) => {
  const response = await t.app.inject(as(user, { method: 'POST', url: `/api/startups/${id}/cap-table/scenarios`, payload: { name, input } }));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  [founder, viewer, frenchReader, arabicReader, stranger] = await Promise.all([signUpWithRole(t, 'founder'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor'), signUpWithRole(t, 'investor')]);
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
  xofStartupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal', raisingAmount: 'XOF 500 000 000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF', raisingAmountUsd: 896_057 })).id;
  scenarioId = await saveScenario(founder, startupId, 'Seed at 12M', seedRound);
  noRoundId = await saveScenario(founder, startupId, 'Today', { shares: seedRound.shares });
  xofScenarioId = await saveScenario(founder, xofStartupId, 'Tour seed', { ...seedRound, safes: [], notes: [], pricedRound: { ...seedRound.pricedRound!, preMoneyValuation: 3_000_000_000, investment: 500_000_000, coInvestors: [] } });
  // A view-only share: the scenario is readable, so are its documents.
  for (const reader of [viewer, frenchReader, arabicReader]) {
    await connect(t, founder, reader);
    await shareFinancials(t, founder, startupId, reader, ['cap_table'], 'view');
  }
  await shareFinancials(t, founder, xofStartupId, frenchReader, ['cap_table'], 'view');
  const chosen = await t.app.inject(as(frenchReader, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'fr' } }));
  if (chosen.statusCode !== 200) throw new Error(chosen.body);
  const arabic = await t.app.inject(as(arabicReader, { method: 'PUT', url: '/api/account/preferences', payload: { locale: 'ar' } }));
  if (arabic.statusCode !== 200) throw new Error(arabic.body);
});
afterAll(() => t.close());

const download = (user: TestUser | null, doc: 'term-sheet' | 'pro-forma', format: string, id = scenarioId, startup = startupId) =>
  t.app.inject(as(user, { method: 'GET', url: `/api/startups/${startup}/cap-table/scenarios/${id}/${doc}?format=${format}` }));
const pdfText = async (body: Buffer) => (await extractText(new Uint8Array(body), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('round documents over the API', () => {
  it('gives the founder the term sheet as a PDF named after the company and the scenario, never cached', async () => {
    const response = await download(founder, 'term-sheet', 'pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-seed-at-12m-term-sheet.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Kilimo Pay: summary of terms for the Seed Preferred');
    expect(text).toContain('Post-money valuation: $14,500,000');
  });

  it('gives a reader of the cap table both documents in both formats, with the figures of the engine', async () => {
    for (const doc of ['term-sheet', 'pro-forma'] as const) {
      for (const format of ['pdf', 'xlsx']) expect((await download(viewer, doc, format)).statusCode).toBe(200);
    }
    const response = await download(viewer, 'pro-forma', 'xlsx');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kilimo-pay-seed-at-12m-pro-forma-cap-table.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    let total: unknown[] = [];
    book.getWorksheet('By holder')?.eachRow((row) => {
      if (row.getCell(1).value === 'Total') total = (row.values as unknown[]).slice(1);
    });
    expect(total.slice(2)).toEqual([10_000_000, 1, termSheetSummary(seedRound).postMoneyShares, 1]);
  });

  it('refuses a stranger (404, as for the scenario), the signed-out (401), a bad format (400) and another startup\'s scenario (404)', async () => {
    expect((await download(stranger, 'term-sheet', 'pdf')).statusCode).toBe(404);
    expect((await download(stranger, 'pro-forma', 'xlsx')).statusCode).toBe(404);
    expect((await download(null, 'term-sheet', 'pdf')).statusCode).toBe(401);
    const bad = await download(founder, 'term-sheet', 'docx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(roundDocumentMessages.format);
    expect((await download(founder, 'term-sheet', 'pdf', xofScenarioId, startupId)).statusCode).toBe(404);
  });

  it('answers a scenario without a priced round with 404 and says why', async () => {
    const response = await download(founder, 'pro-forma', 'pdf', noRoundId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(roundDocumentMessages.noRound);
  });

  it('writes French headings for a reader whose language is French', async () => {
    const text = await pdfText((await download(frenchReader, 'term-sheet', 'pdf')).rawPayload);
    expect(text).toContain('Kilimo Pay : résumé des conditions de la Seed Preferred');
    expect(text).toContain('Valorisation post-money : 14 500 000 $US');
    expect(text).toContain('Droits de la Seed Preferred');
    const proForma = await pdfText((await download(frenchReader, 'pro-forma', 'pdf')).rawPayload);
    expect(proForma).toContain('Par détenteur');
    expect(proForma).toContain('100,00 %');
  });

  it('writes both PDFs in Arabic, right to left, for a reader whose language is Arabic', async () => {
    const termSheet = actualTexts((await download(arabicReader, 'term-sheet', 'pdf')).rawPayload);
    expect(termSheet).toContain('Kilimo Pay: ملخص شروط Seed Preferred');
    expect(termSheet).toContain('التقييم بعد التمويل: $14,500,000');
    const proForma = actualTexts((await download(arabicReader, 'pro-forma', 'pdf')).rawPayload);
    expect(proForma).toContain('حسب الحامل');
  });

  it('states a XOF company\'s amounts in XOF with no decimals, in the PDF and the spreadsheet', async () => {
    const text = await pdfText((await download(founder, 'term-sheet', 'pdf', xofScenarioId, xofStartupId)).rawPayload);
    expect(text).toContain('Pre-money valuation: XOF 3,000,000,000');
    expect(text).toContain('Amount of the round: XOF 500,000,000');
    expect(text).toContain('Amounts in XOF.');
    expect(text).not.toContain('$');
    expect(text).not.toMatch(/XOF [\d,]+\.\d\d(?!\d)/);
    const french = await pdfText((await download(frenchReader, 'term-sheet', 'pdf', xofScenarioId, xofStartupId)).rawPayload);
    expect(french).toContain('Valorisation pré-money : 3 000 000 000 XOF');
    const response = await download(founder, 'term-sheet', 'xlsx', xofScenarioId, xofStartupId);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const formats: string[] = [];
    book.getWorksheet('Terms')?.eachRow((row) => {
      if (row.getCell(1).value === 'Pre-money valuation') formats.push(row.getCell(2).numFmt, String(row.getCell(2).value));
    });
    expect(formats).toEqual(['"XOF "#,##0', '3000000000']);
  });
});
