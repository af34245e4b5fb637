/**
 * The readers changed in the twentieth round for flags decided by figures the reader missed: a CSV export of
 * management accounts by period (currency in the column names, French ';' exports with decimal commas, cost of sales
 * and gross profit columns, revenue falling from one period's row to the next), a scanned table whose revenue label a
 * stray space broke, and a burn said to have held for a quarter. Short texts of our own in English and French, and
 * the near misses each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type Kind = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: Kind = 'financial_statements') => new Set(analyzeDocument(text, type).riskFlags.map((f) => f.ruleId));

describe('a CSV export by period whose cost of sales is above its revenue', () => {
  it('reads a negative gross margin and costs above revenue, the currency written in the column names', () => {
    const found = flags('Monthly trading, Q2 2025 (UGX)\n\nperiod,revenue_ugx,cost_of_sales_ugx,gross_profit_ugx,orders\n2025-04,88000000,91000000,-3000000,410\n2025-05,90500000,93200000,-2700000,432\n2025-06,92100000,94000000,-1900000,455\nTotal,270600000,278200000,-7600000,1297');
    expect(found.has('gross-margin')).toBe(true);
    expect(found.has('burn-above-revenue')).toBe(true);
    // Revenue rose every month; the total row, which sums them, is no later month.
    expect(found.has('declining-revenue')).toBe(false);
  });

  it("reads a French export split by ';' with decimal commas", () => {
    const found = flags('Export comptable, montants en millions de XOF\n\nmois;ca;cout_des_ventes;charges_fixes;tresorerie_fin\navril;55,0;58,2;9,1;420\nmai;51,4;54,0;9,3;405\njuin;47,9;50,6;9,2;390');
    expect(found.has('gross-margin')).toBe(true);
    expect(found.has('burn-above-revenue')).toBe(true);
    expect(found.has('declining-revenue')).toBe(true);
  });

  it('reads a gross profit column below zero even with no cost of sales column', () => {
    expect(flags('trimestre;ca_keur;marge_brute_keur;clients\nT1-2025;310,5;12,4;88\nT2-2025;322,0;-8,6;91').has('gross-margin')).toBe(true);
  });

  it('lets pass revenue up and a margin that is lower but positive', () => {
    // The margin is down 3 points (40% to 37%), the gross profit still positive: no gross-margin flag from the row.
    const found = flags('month,revenue_kes,cost_of_sales_kes,gross_profit_kes\n2025-07,10000000,6000000,4000000\n2025-08,11000000,6930000,4070000');
    expect(found.has('gross-margin')).toBe(false);
    expect(found.has('burn-above-revenue')).toBe(false);
    expect(found.has('declining-revenue')).toBe(false);
    expect(flags('mois;chiffre_affaires;cout_des_ventes\njuillet;40,0;24,0\naout;43,5;26,1').has('declining-revenue')).toBe(false);
  });
});

describe('a scanned table whose revenue label a stray space broke', () => {
  it('reads the revenue row falling from one year to the next', () => {
    expect(flags("COMPTE DE RESULTAT (en milliers de MAD)\n\n                        2025        2024\nChiffre d' affaires     7 300       8 100\nCharges externes       (2 900)     (3 050)\nRésultat net              410         690").has('declining-revenue')).toBe(true);
    expect(flags('INCOME STATEMENT (GHS thousands)\n\n                 2025        2024\nRe venue         4 200       4 900\nStaff costs     (1 800)     (1 750)\nNet profit         310         620').has('declining-revenue')).toBe(true);
  });

  it('lets pass the same broken label over revenue that rose', () => {
    expect(flags("COMPTE DE RESULTAT (en milliers de MAD)\n\n                        2025        2024\nChiffre d' affaires     8 600       8 100\nCharges externes       (2 900)     (3 050)\nRésultat net              710         690").has('declining-revenue')).toBe(false);
  });
});

describe('a burn said to have held for a quarter', () => {
  it("reads the burn as a month's, not a quarter's total", () => {
    expect(flags('Update for the board\n\n- Cash at 30 September: USD 410,000\n- Net burn: USD 68,000, where it has stayed for the past quarter', 'business_plan').has('short-runway')).toBe(true);
    expect(flags('Point mensuel\n\n- Trésorerie au 31 octobre : 240 M XAF\n- Consommation nette : 45 M XAF, stable depuis un trimestre', 'business_plan').has('short-runway')).toBe(true);
  });

  it('lets pass a runway of ten months, and still reads a quarter written as the span of the figure', () => {
    expect(flags('Update for the board\n\n- Cash at 30 September: USD 680,000\n- Net burn: USD 68,000, where it has stayed for the past quarter', 'business_plan').has('short-runway')).toBe(false);
    // USD 204,000 over the quarter is USD 68,000 a month: USD 410,000 is six months, plainly short.
    expect(flags('Update for the board\n\n- Cash at 30 September: USD 410,000\n- Net burn for the quarter: USD 204,000', 'business_plan').has('short-runway')).toBe(true);
  });
});
