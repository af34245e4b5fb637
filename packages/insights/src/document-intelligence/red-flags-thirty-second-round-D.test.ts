/**
 * Readings of the thirty-second round, group D (gross margin): a statement table whose columns are periods shorter
 * than a year or marked actual and forecast ('9M 2023  9M 2024', '| Q1 Jan–Mar 2025 | Q2 Apr–Jun 2025 |',
 * 'Q4 FY24  Q3 FY24', '2022A  2023A  2024P'), read for its gross margin as a table of bare years is: the latest actual
 * column against the one just before it in time, the margin from a gross-profit row or from revenue less the cost of
 * goods sold, a footnote mark on a cell ('10,4*') read past; and the same tables' whole revenue falling from the
 * period before to the latest (declining revenue), a product line falling under a growing total being no fall. Each a
 * general way of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

const table = (header: string, rows: readonly [string, string, string][]) =>
  ['Trading summary (KES million)', header, ...rows.map(([label, a, b]) => `${label.padEnd(22)}${a.padStart(10)}${b.padStart(10)}`)].join('\n');

describe('a statement table whose columns are nine months or quarters of a year', () => {
  it("reads the gross margin across '9M' columns, the later one against the earlier", () => {
    const falling = table(`${''.padEnd(22)}${'9M 2023'.padStart(10)}${'9M 2024'.padStart(10)}`, [['Revenue', '5 000', '6 000'], ['Cost of sales', '3 000', '4 200'], ['Gross profit', '2 000', '1 800']]);
    const steady = table(`${''.padEnd(22)}${'9M 2023'.padStart(10)}${'9M 2024'.padStart(10)}`, [['Revenue', '5 000', '6 000'], ['Cost of sales', '3 000', '3 700'], ['Gross profit', '2 000', '2 300']]);
    expect(flags(falling)).toContain('gross-margin');
    expect(flags(steady)).not.toContain('gross-margin');
  });

  it("reads quarters named with their months in a piped table ('| Q1 Jan–Mar 2025 |')", () => {
    const piped = (gross: string) => ['| Amounts (GHS) | Q1 Jan–Mar 2025 | Q2 Apr–Jun 2025 |', '|---|---:|---:|', '| Revenue | 2,400,000 | 2,100,000 |', `| Gross profit | 960,000 | ${gross} |`, '| Overheads | 500,000 | 510,000 |'].join('\n');
    expect(flags(piped('690,000'))).toContain('gross-margin');
    expect(flags(piped('820,000'))).not.toContain('gross-margin');
  });

  it("reads quarters of a fiscal year out of time order ('Q4 FY24  Q3 FY24  Q4 FY23'), the latest against the quarter before it", () => {
    const quarters = (gross: string) => ['Income statement', `${''.padEnd(22)}${'Q4 FY24'.padStart(10)}${'Q3 FY24'.padStart(10)}${'Q4 FY23'.padStart(10)}`,
      `${'Total revenue'.padEnd(22)}${'10,000'.padStart(10)}${'12,000'.padStart(10)}${'9,000'.padStart(10)}`,
      `${'Gross profit'.padEnd(22)}${gross.padStart(10)}${'4,800'.padStart(10)}${'3,420'.padStart(10)}`].join('\n');
    expect(flags(quarters('3,000'))).toContain('gross-margin');
    expect(flags(quarters('3,900'))).not.toContain('gross-margin');
  });
});

describe('columns headed by the date each period closes', () => {
  it("reads '30 Jun 2025  31 Dec 2024' under a 'Six months to' line, a gross loss in the latest column", () => {
    const cells = (...c: string[]) => c.map((x) => x.padStart(14)).join('');
    const halves = (gross: string, cost: string) => ['Management accounts (USD)', `${''.padEnd(24)}${cells('Six months to', 'Six months to')}`, `${''.padEnd(24)}${cells('30 Jun 2025', '31 Dec 2024')}`,
      `${'Total revenue'.padEnd(24)}${cells('540,000', '500,000')}`, `${'Cost of sales'.padEnd(24)}${cells(cost, '(330,000)')}`, `${'Gross profit / (loss)'.padEnd(24)}${cells(gross, '170,000')}`].join('\n');
    expect(flags(halves('(20,000)', '(560,000)'), 'financial_statements')).toContain('gross-margin');
    expect(flags(halves('185,000', '(355,000)'), 'financial_statements')).not.toContain('gross-margin');
  });
});

describe('a table with no gross-profit row: revenue less the cost of goods sold', () => {
  it('reads the margin of each quarter from the cost row, written in brackets, under a line of units', () => {
    const cells = (...c: string[]) => c.map((x) => x.padStart(14)).join('');
    const quarters = (cost: string) => ['Dear shareholders, the figures first.', '', `${''.padEnd(30)}${cells('Q3 2025', 'Q4 2025')}`, `${''.padEnd(30)}${cells('(TZS million)', '(TZS million)')}`,
      `${'Sales to pharmacies'.padEnd(30)}${cells('912.0', '880.0')}`, `${'Cost of goods sold'.padEnd(30)}${cells('(730.0)', cost)}`,
      `${'Riders and depot staff'.padEnd(30)}${cells('(150.0)', '(158.0)')}`, `${'Pharmacies ordering each week'.padEnd(30)}${cells('1,410', '1,388')}`].join('\n');
    expect(flags(quarters('(752.0)'))).toContain('gross-margin');
    expect(flags(quarters('(700.0)'))).not.toContain('gross-margin');
  });
});

describe('a footnote mark on a figure of the table', () => {
  it("reads '7,5*' as 7,5 in a French quarterly table", () => {
    const letter = (gross: string) => ['Chiffres du trimestre (en millions de XOF)', '|                      | T1 2025 | T2 2025 |', '| Revenus             | 6,0     | 7,5*    |',
      `| Marge brute          | 3,6     | ${gross}     |`, '* dont 0,8 million facturé une seule fois pour une formation.'].join('\n');
    expect(flags(letter('3,9'))).toContain('gross-margin');
    expect(flags(letter('4,4'))).not.toContain('gross-margin');
  });
});

describe('the whole revenue of a table of quarters falling from one quarter to the next', () => {
  it('reads the latest quarter\'s total below the one before it, in a piped table, not a product line', () => {
    const piped = (latest: string, tours = '21,000,000') => ['| (RWF)        | Q3 Jul–Sep 2025 | Q4 Oct–Dec 2025 |', '|---|---:|---:|', `| Sales - guided tours | 22,000,000 | ${tours} |`, '| Sales - lodge nights | 9,200,000 | 11,000,000 |', `| Total revenue | 31,200,000 | ${latest} |`, '| Cost of sales | 18,000,000 | 18,500,000 |', '| Overheads | 9,000,000 | 9,100,000 |'].join('\n');
    expect(flags(piped('28,400,000', '17,400,000'), 'financial_statements')).toContain('declining-revenue');
    expect(flags(piped('33,900,000', '22,900,000'), 'financial_statements')).not.toContain('declining-revenue');
    // The tours line fell, the total grew: no decline of the company's revenue.
    expect(flags(piped('32,000,000'), 'financial_statements')).not.toContain('declining-revenue');
  });
});
