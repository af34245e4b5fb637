/**
 * Readings of the thirty-second round, group B (short runway and burn above revenue): a loss line of a statement set
 * in columns, its figures far from its label ('Loss before tax      (412 000)     (95 000)'); a loss said with the verb
 * that incurs it ('incurred a loss of', 'l'exercice se solde par une perte de'); a result row of a pipe table whose
 * latest cell is negative ('| Résultat d'exploitation | (2,4) | (3,1) |'); the cash a table shows falling from period
 * to period as the burn that sets the runway, where costs are above revenue, with cash held in several places named
 * in one row label ('Cash at bank and in hand'). Each a general way of writing, in words of our own, with the
 * near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a loss line of a statement set in columns', () => {
  const statement = (label: string, cells: string) => `SUMMARY INCOME STATEMENT                       2025 USD        2024 USD
Turnover                                     1 930 000       1 705 000
${label}${cells}`;
  it("reads 'Loss before tax' with its bracketed figures far to the right as costs above revenue", () => {
    expect(flags(statement('Loss before tax', '                                (412 000)        (95 000)'), 'financial_statements')).toContain('burn-above-revenue');
  });
  it('reads a loss row whose cells change sign as no stated loss of the latest year', () => {
    expect(flags(statement('Net loss', '                                       (412 000)         95 000'), 'financial_statements')).not.toContain('burn-above-revenue');
  });
  it('reads a profit line set the same way as no loss', () => {
    expect(flags(statement('Profit before tax', '                              412 000          95 000'), 'financial_statements')).not.toContain('burn-above-revenue');
  });
});

describe('a loss said with the verb that incurs it', () => {
  it("reads 'incurred a loss of' with its amount as costs above revenue", () => {
    expect(flags('In its second year of trading the cooperative incurred a loss of GHS 2.4 million.')).toContain('burn-above-revenue');
  });
  it('reads a loss supposed under a condition as no loss', () => {
    expect(flags('Had the tender been cancelled, the cooperative would have incurred a loss of GHS 2.4 million.')).not.toContain('burn-above-revenue');
  });
  it("reads 'l'exercice se solde par une perte de' as costs above revenue", () => {
    expect(flags("Le chiffre d'affaires progresse à 2,3 M€. L'exercice se solde par une perte de 410 000 €.")).toContain('burn-above-revenue');
  });
  it("reads 'se solde par un bénéfice' as no loss", () => {
    expect(flags("Le chiffre d'affaires progresse à 2,3 M€. L'exercice se solde par un bénéfice de 410 000 €.")).not.toContain('burn-above-revenue');
  });
});

describe('a result row of a pipe table', () => {
  const table = (result: string) => `Compte de résultat (en millions de MAD)
| | S1 2025 | S2 2025 |
| Ventes | 14,2 | 15,0* |
| Effectif moyen | 41 | 44 |
| Résultat d'exploitation | ${result} |
* dont une vente de matériel de 1,2 M MAD.`;
  it('reads its latest negative cell, the closing pipe after it, as costs above revenue', () => {
    expect(flags(table('(2,4) | (3,1)'))).toContain('burn-above-revenue');
  });
  it('reads a latest positive cell as no flag', () => {
    expect(flags(table('(2,4) | 0,7'))).not.toContain('burn-above-revenue');
  });
});

describe('the cash a table shows falling, where costs are above revenue', () => {
  const accounts = (costs: string, cash: string, label = 'Closing cash') => `MANAGEMENT ACCOUNTS — SECOND QUARTER
All figures in US dollars.
                                 Apr 2025    May 2025    Jun 2025
Sales                             61,000      58,500      60,200
Operating costs                  (${costs})    (${costs})    (${costs})

CASH                             Apr 2025    May 2025    Jun 2025
${label}                     ${cash}`;
  it('reads the last fall of a monthly closing-cash row as the burn: a short runway', () => {
    expect(flags(accounts('84,000', '131,000     104,500      80,300'), 'financial_statements')).toContain('short-runway');
  });
  it("reads a row headed 'Cash at bank and in hand' the same way", () => {
    expect(flags(accounts('84,000', '131,000     104,500      80,300', 'Cash at bank and in hand'), 'financial_statements')).toContain('short-runway');
  });
  it('reads a slow fall as a long runway', () => {
    expect(flags(accounts('84,000', '131,000     129,500     128,300'), 'financial_statements')).not.toContain('short-runway');
  });
  it('reads a fall in a company whose sales cover its costs as no burn', () => {
    expect(flags(accounts('41,000', '131,000     104,500      80,300'), 'financial_statements')).not.toContain('short-runway');
  });
});

describe("the month named in a figure's label, an aside between it and the figure", () => {
  it("reads 'costs for the month, including ..., were' as a month's costs, set against the month's sales", () => {
    expect(flags('Sales for June were USD 41,000. Operating costs for the month, including salaries at the two depots, were USD 96,000.')).toContain('burn-above-revenue');
  });
  it("reads 'costs for the year, including ..., were' as a year's costs, a twelfth of them a month", () => {
    expect(flags('Sales for June were USD 41,000. Operating costs for the year, including salaries at the two depots, were USD 96,000.')).not.toContain('burn-above-revenue');
  });
});
