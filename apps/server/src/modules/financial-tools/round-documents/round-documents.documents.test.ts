/**
 * The round documents' content, without the API: the figures in the PDF's text and the spreadsheet's
 * cells are the engine's (termSheetSummary, proFormaCapTable), written in the company's currency and the
 * reader's language; the pro forma's columns add up to their totals and to 100% (exact in the
 * spreadsheet; printed to 0.01% by largest remainder, so exactly 100.00% in the PDF).
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText } from 'unpdf';
import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';
import { roundDocumentTexts as x } from '@baobab/contracts/round-documents';
import { proFormaCapTable, termSheetSummary } from '@baobab/finance/round-documents';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { actualTexts } from '../../../test/pdf-actual-text';
import { renderDocumentPdf } from './document-pdf';
import { documentWriter } from './document-writer';
import { renderDocumentXlsx } from './document-xlsx';
import { proFormaDocument } from './pro-forma-document';
import { seedRound } from './test-support';
import { termSheetDocument } from './term-sheet-document';

const meta = { company: 'Kilimo Pay', scenario: 'Seed at 12M', generatedOn: '26 Nov 2026' };

async function pdfText(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** The sheet's rows as arrays of cell values (column A first). */
const rowsOf = (sheet: ExcelJS.Worksheet | undefined) => {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** The cell to the right of a label in column A. */
function cellBeside(sheet: ExcelJS.Worksheet | undefined, label: string) {
  let found: ExcelJS.Cell | undefined;
  sheet?.eachRow((row) => {
    if (row.getCell(1).value === label) found = row.getCell(2);
  });
  return found;
}

describe('the term-sheet summary', () => {
  const summary = termSheetSummary(seedRound);
  const result = specCapTable(seedRound);

  it("writes the engine's price, valuations, investors and conversions in the PDF's text", async () => {
    const w = documentWriter('en', 'USD');
    const text = await pdfText(await renderDocumentPdf(termSheetDocument(summary, w, meta), 'en'));
    for (const expected of [
      'Kilimo Pay: summary of terms for the Seed Preferred',
      `Price per share: ${w.price(result.roundPrice!.pricePerShare)}`,
      'Pre-money valuation: $12,000,000',
      'Post-money valuation: $14,500,000',
      'Amount of the round: $2,500,000',
      'Liquidation preference: 1.5x the original issue price',
      'Participating, up to 3x the original issue price in total',
      'Senior to the existing preferred (stacked)',
      'Broad-based weighted average',
      'Pool target: 10% of the fully diluted shares after the round',
      'Lagos Capital (lead)',
      'Dakar Angels',
      'Angel Club',
      'Bridge Fund',
      '$216,000',
      'Convertible note',
    ]) expect(text).toContain(expected);
    expect(text).toContain(`Fully diluted shares after the round: ${w.shares(result.totalShares)}`);
  });

  it('keeps the figures as numbers in the spreadsheet, in the currency, the investors adding up to the round', async () => {
    const w = documentWriter('en', 'USD');
    const book = await workbookOf(await renderDocumentXlsx(termSheetDocument(summary, w, meta), w));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Terms', 'Investors', 'Conversions', 'Pro-rata rights']);
    const terms = new Map(rowsOf(book.getWorksheet('Terms')).map((r) => [r[0], r[1]]));
    expect(terms.get(x.pricePerShare)).toBe(result.roundPrice?.pricePerShare);
    expect(terms.get(x.preMoney)).toBe(12_000_000);
    expect(terms.get(x.sharesAfter)).toBe(result.totalShares);
    expect(terms.get(x.newShares)).toBe(result.roundPrice?.newMoneyShares);
    expect(cellBeside(book.getWorksheet('Terms'), x.pricePerShare)?.numFmt).toBe('"$"#,##0.0000');
    expect(cellBeside(book.getWorksheet('Terms'), x.preMoney)?.numFmt).toBe('"$"#,##0.00');
    const [header, ...investors] = rowsOf(book.getWorksheet('Investors'));
    expect(header).toEqual(['Investor', 'Investment', 'Shares']);
    const total = investors.pop();
    expect(investors.map((r) => r[2])).toEqual(summary.investors.map((i) => i.shares));
    expect(total).toEqual(['Total', 2_500_000, result.roundPrice?.newMoneyShares]);
    expect(investors.reduce((sum, r) => sum + (r[1] as number), 0)).toBe(total?.[1]);
    const conversions = rowsOf(book.getWorksheet('Conversions')).slice(1);
    for (const row of conversions) expect(result.shareholders.find((s) => s.shareholderName === row[0])?.shares).toBe(row[5]);
  });

  it('is written in French for a French reader, in CFA francs without decimals for a XOF company', async () => {
    const xof: CreateCapTableInput = { ...seedRound, safes: [], notes: [], pricedRound: { ...seedRound.pricedRound!, preMoneyValuation: 3_000_000_000, investment: 500_000_000, coInvestors: [] } };
    const w = documentWriter('fr', 'XOF');
    const text = await pdfText(await renderDocumentPdf(termSheetDocument(termSheetSummary(xof), w, meta), 'fr'));
    // The narrow no-break space of fr-FR is written as a no-break space (the PDF fonts' Windows-1252), which extraction gives as a space.
    expect(text).toContain('Kilimo Pay : résumé des conditions de la Seed Preferred');
    expect(text).toContain('Valorisation pré-money : 3 000 000 000 XOF');
    expect(text).toContain('Montant du tour : 500 000 000 XOF');
    expect(text).toContain('Préférence de liquidation : 1,5 fois le prix');
    expect(text).toContain('Montants en XOF.');
    expect(text).not.toMatch(/000,\d+\sXOF/);
    const book = await workbookOf(await renderDocumentXlsx(termSheetDocument(termSheetSummary(xof), w, meta), w));
    const cell = cellBeside(book.getWorksheet('Conditions'), 'Valorisation pré-money');
    expect(cell?.value).toBe(3_000_000_000);
    expect(cell?.numFmt).toBe('#,##0"\u00a0XOF"');
  });
});

describe('the round documents in Arabic', () => {
  // Shaped Arabic lines carry their text, in logical order, as ActualText (pdf-bidi-text.ts); names and figures keep their own order in it.
  const linesOf = (pdf: Buffer) => actualTexts(pdf);
  const expectLines = (lines: string[], expected: string[]) => {
    for (const line of expected) expect(lines, line).toContain(line);
  };

  it('writes the term-sheet summary right to left in Arabic, names and figures as they are', async () => {
    const w = documentWriter('ar', 'USD');
    const pdf = await renderDocumentPdf(termSheetDocument(termSheetSummary(seedRound), w, meta), 'ar');
    const lines = linesOf(pdf);
    expectLines(lines, [
      'Kilimo Pay: ملخص شروط Seed Preferred',
      'الشركة: Kilimo Pay',
      'مبلغ الجولة: $2,500,000',
      'التقييم قبل التمويل: $12,000,000',
      'سعر السهم: ' + w.price(specCapTable(seedRound).roundPrice!.pricePerShare),
      'Lagos Capital (المستثمر الرئيسي)',
      'أفضلية التصفية: 1.5 أضعاف سعر الإصدار الأصلي',
    ]);
    // No bidi control is left in the text a reader copies.
    expect(lines.join('')).not.toMatch(/[\u2066-\u2069]/);
    const text = await pdfText(pdf);
    for (const name of ['Dakar Angels', 'Angel Club', 'Bridge Fund', '$216,000']) expect(text).toContain(name);
    for (const english of ['Price per share', 'Pre-money valuation', 'Investors', '(lead)']) expect(text).not.toContain(english);
  });

  it('writes the pro-forma cap table right to left in Arabic, the holders and percentages as they are', async () => {
    const table = proFormaCapTable(seedRound);
    const w = documentWriter('ar', 'USD');
    const pdf = await renderDocumentPdf(proFormaDocument(table, 'Seed Preferred', w, meta), 'ar');
    expectLines(linesOf(pdf), ['Kilimo Pay: جدول الملكية التقديري لـ Seed Preferred', 'حسب الحامل', 'حسب فئة الأسهم', 'الأسهم قبل', 'النسبة بعد', 'مجمّع الخيارات المتاح', 'الإجمالي']);
    const text = await pdfText(pdf);
    const amina = table.holders.find((h) => h.holder === 'Amina')!;
    // Arabic's percent carries left-to-right marks, which steer the order and are not drawn.
    const drawn = (value: string) => value.replace(/[\u061c\u200e\u200f]/g, '');
    for (const expected of ['Amina', 'Lagos Capital', w.shares(amina.sharesAfter), drawn(w.basisPoints(amina.basisPointsAfter)), w.shares(table.totalAfter)]) expect(text).toContain(expected);
    for (const english of ['By holder', 'Shares before', 'Total']) expect(text).not.toContain(english);
  });

  it('leaves the English documents as they were: names in sentences without bidi marks', async () => {
    const w = documentWriter('en', 'USD');
    const text = await pdfText(await renderDocumentPdf(termSheetDocument(termSheetSummary(seedRound), w, meta), 'en'));
    expect(text).toContain('Kilimo Pay: summary of terms for the Seed Preferred');
    expect(text).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe('the term sheet of a down round', () => {
  // A Series A at $1.00 with broad-based weighted average, then a Series B at $0.50 (anti-dilution.test.ts's round).
  const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
  const entry = (shareholderName: string, shares: number, shareClass: string) => ({ shareholderName, shareholderType: 'founder', shares, shareClass, vesting, liquidationPreference: 1, antiDilution: 'None' as const });
  const downRound: CreateCapTableInput = {
    shares: [entry('Founders', 4_000_000, 'Common'), entry('Team', 1_000_000, 'Options'), entry('A Fund', 1_000_000, 'Series A')],
    shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1, antiDilution: 'broad-based' }],
    pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: 3_000_000, investment: 1_000_000, closingDate: '2026-06-01' },
  };

  it("lists the existing class's adjustment and says where its extra shares sit, in English and in French", async () => {
    const summary = termSheetSummary(downRound);
    expect(summary.antiDilutionAdjustments).toEqual(specCapTable(downRound).antiDilutionAdjustments);
    const english = await pdfText(await renderDocumentPdf(termSheetDocument(summary, documentWriter('en', 'USD'), meta), 'en'));
    expect(english).toContain('Anti-dilution adjustments of existing shares');
    expect(english).toContain('Series A Broad-based weighted average $1.00 $0.875 1,000,000 1,142,857');
    expect(english).toContain('The anti-dilution shares (142,857) are issued after the round: they dilute every holder');
    const french = await pdfText(await renderDocumentPdf(termSheetDocument(summary, documentWriter('fr', 'USD'), meta), 'fr'));
    expect(french).toContain('Ajustements anti-dilution des actions existantes');
    expect(french).not.toContain('are issued after the round');
  });

  it('leaves the ordering out when the round adjusts nothing', async () => {
    const text = await pdfText(await renderDocumentPdf(termSheetDocument(termSheetSummary(seedRound), documentWriter('en', 'USD'), meta), 'en'));
    expect(text).not.toContain('Anti-dilution and pool ordering');
  });
});

describe('the pro-forma cap table', () => {
  const table = proFormaCapTable(seedRound);
  const result = specCapTable(seedRound);

  it("keeps the engine's exact after figures, and each column adds up to its total and to 100%", async () => {
    const w = documentWriter('en', 'USD');
    const book = await workbookOf(await renderDocumentXlsx(proFormaDocument(table, 'Seed Preferred', w, meta), w));
    expect(book.worksheets.map((s) => s.name)).toEqual(['By holder', 'By share class']);
    for (const name of ['By holder', 'By share class']) {
      const rows = rowsOf(book.getWorksheet(name));
      const header = rows[0]!;
      const lead = header.length - 4;
      const totalIndex = rows.findIndex((r) => r[0] === 'Total');
      const body = rows.slice(1, totalIndex);
      const total = rows[totalIndex]!;
      expect(total.slice(lead)).toEqual([table.totalBefore, 1, table.totalAfter, 1]);
      const column = (k: number) => body.reduce((sum, r) => sum + (r[lead + k] as number), 0);
      expect(column(0)).toBe(table.totalBefore);
      expect(column(2)).toBe(table.totalAfter);
      // Exact fractions: the rule is 100% to within float rounding (1e-12).
      expect(Math.abs(column(1) - 1)).toBeLessThan(1e-12);
      expect(Math.abs(column(3) - 1)).toBeLessThan(1e-12);
    }
    const holders = rowsOf(book.getWorksheet('By holder')).slice(1);
    for (const s of result.shareholders) {
      const row = holders.find((r) => r[0] === s.shareholderName && r[1] === s.shareClass);
      expect(row?.[4]).toBe(s.shares);
      expect(row?.[5]).toBeCloseTo(s.percentage / 100, 15);
    }
  });

  it('prints each percentage to 0.01%, the columns adding up to exactly 100.00%, and says what before means and how it rounds', async () => {
    const w = documentWriter('en', 'USD');
    const text = await pdfText(await renderDocumentPdf(proFormaDocument(table, 'Seed Preferred', w, meta), 'en'));
    expect(text).toContain('Kilimo Pay: pro-forma cap table for the Seed Preferred');
    const amina = table.holders.find((h) => h.holder === 'Amina')!;
    expect(text).toContain(`Amina Common ${w.shares(amina.sharesBefore)} ${w.basisPoints(amina.basisPointsBefore)} ${w.shares(amina.sharesAfter)} ${w.basisPoints(amina.basisPointsAfter)}`);
    expect(text).toContain(`Total ${w.shares(table.totalBefore)} 100.00% ${w.shares(table.totalAfter)} 100.00%`);
    expect(table.holders.reduce((sum, h) => sum + h.basisPointsAfter, 0)).toBe(10_000);
    expect(text).toContain(x.beforeMeans);
    expect(text).toContain('Each percentage is rounded to 0.01% so that each column adds up to exactly 100.00%');
  });

  it('has French headings and the pool row in French for a French reader', async () => {
    const w = documentWriter('fr', 'USD');
    const text = await pdfText(await renderDocumentPdf(proFormaDocument(table, 'Seed Preferred', w, meta), 'fr'));
    for (const expected of ['table de capitalisation pro forma', 'Par détenteur', "Par catégorie d'actions", 'Actions avant', '% après', "Pool d'options disponible", '100,00 %']) expect(text).toContain(expected);
  });
});
