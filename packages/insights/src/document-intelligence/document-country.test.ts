import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { signCountryOf } from './document-country';
import { parseMoney } from './money';

const flags = (text: string) => analyzeDocument(text, 'financial_statements').riskFlags.map((f) => f.ruleId);

describe('signCountryOf', () => {
  it.each([
    ['Our depots in Lusaka and Ndola', 'ZM'],
    ['Une fintech zambienne', 'ZM'],
    ['Farmers in Malawi', 'MW'],
    ['Bureau de Blantyre', 'MW'],
    ['Freetown, Sierra Leone', 'SL'],
    ['Revenue in leones', 'SL'],
    ['Maseru office', 'LS'],
    ['Gaborone, Botswana', 'BW'],
    ['Mbabane head office', 'SZ'],
  ])('reads %j as %s', (text, country) => {
    expect(signCountryOf(text)).toBe(country);
  });

  it('settles nothing when the text names none or two of those countries', () => {
    expect(signCountryOf('Nairobi and Kampala')).toBeUndefined();
    expect(signCountryOf('Lusaka head office, a branch in Lilongwe')).toBeUndefined();
  });
});

describe('bare signs read in the country the document names', () => {
  it("reads 'K 1,200,000' as kwacha only with the country, in its own currency", () => {
    expect(parseMoney('Cash at bank: K 1,200,000.', 'ZM')).toMatchObject([{ amount: 1_200_000, currency: 'ZMW' }]);
    expect(parseMoney('Cash at bank: K 1,200,000.', 'MW')).toMatchObject([{ amount: 1_200_000, currency: 'MWK' }]);
    expect(parseMoney('Cash at bank: K 1,200,000.')).toEqual([]);
  });

  it("reads 'P 18,000' as pula in Botswana and 'E 48,000' as lilangeni in Eswatini, a spaced letter nowhere else", () => {
    expect(parseMoney('CAC: P 18,000 per school.', 'BW')).toMatchObject([{ amount: 18_000, currency: 'BWP' }]);
    expect(parseMoney('CAC of E 48,000 per fleet.', 'SZ')).toMatchObject([{ amount: 48_000, currency: 'SZL' }]);
    expect(parseMoney('Appendix P 18,000 units were shipped.')).toEqual([]);
    expect(parseMoney('Table E 2,400 rows', 'ZM')).toEqual([]);
  });

  it('takes the sign only against grouped thousands or a scale, and only in capitals', () => {
    expect(parseMoney('Grades K12 and M1 classes', 'ZM')).toEqual([]);
    expect(parseMoney('Le 3 juillet, la banque a confirmé', 'SL')).toEqual([]);
    expect(parseMoney('we burn k 400,000', 'ZM')).toEqual([]);
    expect(parseMoney('We burn M 100k a month.', 'LS')).toMatchObject([{ amount: 100_000, currency: 'LSL', period: 'month' }]);
  });

  it('reads the runway of a Zambian, a Malawian, a Sierra Leonean and a Basotho document, and of none that names two', () => {
    expect(flags('Zambia update. Cash at bank: K 1,200,000. Monthly burn: K 400,000.')).toContain('short-runway');
    expect(flags('Lilongwe office. Cash on hand K1.2m; we burn K400k a month.')).toContain('short-runway');
    expect(flags('Freetown update. Cash on hand Le 300,000; we burn Le 100,000 a month.')).toContain('short-runway');
    expect(flags('Maseru update. Cash on hand M 3.0m; we burn M 100k a month.')).not.toContain('short-runway');
    expect(flags('Zambia and Malawi update. Cash at bank: K 1,200,000. Monthly burn: K 400,000.')).not.toContain('short-runway');
  });
});

describe('a total of costs whose brackets list its parts', () => {
  it("reads 'total costs (cost of sales and overheads) X' as costs, not as a cost of sales above revenue", () => {
    const sentence = 'Over the quarter revenue averaged USD 95,000 a month and total costs (cost of sales and overheads) USD 275,000 a month.';
    expect(flags(sentence)).not.toContain('gross-margin');
    expect(flags(sentence)).toContain('burn-above-revenue');
    expect(flags('Revenue was USD 95,000 and cost of sales USD 120,000 for the quarter.')).toContain('gross-margin');
  });
});

