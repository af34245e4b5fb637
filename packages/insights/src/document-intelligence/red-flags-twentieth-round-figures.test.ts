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

describe("a plan for a named year set against the year's reported revenue", () => {
  it('reads 4x or more a year as unrealistic growth', () => {
    expect(flags('We billed KES 120 million in 2025. Our plan for 2026 is KES 540 million, with two new counties.', 'business_plan').has('unrealistic-growth')).toBe(true);
    expect(flags("Notre chiffre d'affaires a atteint 2,1 M€ en 2025. Notre plan pour 2026 est de 9 M€ avec l'ouverture de Lille.", 'business_plan').has('unrealistic-growth')).toBe(true);
  });

  it('lets pass growth of 2.5x', () => {
    expect(flags('We billed KES 120 million in 2025. Our plan for 2026 is KES 300 million, with two new counties.', 'business_plan').has('unrealistic-growth')).toBe(false);
    expect(flags("Notre chiffre d'affaires a atteint 2,1 M€ en 2025. Notre plan pour 2026 est de 5,2 M€ avec l'ouverture de Lille.", 'business_plan').has('unrealistic-growth')).toBe(false);
  });
});

describe('a multiple a year written in words, under an ambition', () => {
  it('reads the multiple after "by" or "par"', () => {
    expect(flags("Ambition : multiplier le chiffre d'affaires par cinq chaque année jusqu'en 2029.", 'pitch_deck').has('unrealistic-growth')).toBe(true);
    expect(flags('Our ambition: multiply bookings by ten every year for the next three years.', 'pitch_deck').has('unrealistic-growth')).toBe(true);
  });

  it('lets pass doubling a year', () => {
    expect(flags("Ambition : multiplier le chiffre d'affaires par deux chaque année jusqu'en 2029.", 'pitch_deck').has('unrealistic-growth')).toBe(false);
    expect(flags('Our ambition: multiply bookings by two every year for the next three years.', 'pitch_deck').has('unrealistic-growth')).toBe(false);
  });
});

describe('a plan table whose year columns carry a note in brackets', () => {
  it('reads the revenue row of the plan', () => {
    expect(flags("Plan d'affaires\n                     2025 (réel)   2026 (BP)   2027 (BP)\nChiffre d'affaires     1,1 M€        5,0 M€      22,0 M€\nEffectif                 9            20           45\nLe plan suppose deux contrats nationaux.").has('unrealistic-growth')).toBe(true);
    expect(flags('Business plan\n                 2025 (actual)   2026 (plan)   2027 (plan)\nRevenue          USD 0.9m        USD 4.1m      USD 17.5m\nHeadcount          12              30            70\nThe plan assumes two national distributors.').has('unrealistic-growth')).toBe(true);
  });

  it('lets pass a plan of 2.5x a year', () => {
    expect(flags('Business plan\n                 2025 (actual)   2026 (plan)   2027 (plan)\nRevenue          USD 0.9m        USD 2.2m      USD 5.5m\nHeadcount          12              20            30\nThe plan assumes two national distributors.').has('unrealistic-growth')).toBe(false);
  });
});

describe('a cohort named first, the share still a customer after twelve months', () => {
  it('reads the share after a colon, or "après douze mois"', () => {
    expect(flags("Nous avons un an de recul sur la cohorte recrutée au deuxième trimestre 2024 : 46 % des pharmacies sont encore clientes douze mois après leur inscription.", 'business_plan').has('high-churn')).toBe(true);
    expect(flags("Sur la cohorte ouverte en mars 2025, 39 % des membres étaient encore actifs après douze mois.", 'business_plan').has('high-churn')).toBe(true);
    expect(flags('We now have a year of data on the cohort signed in Q2 2024: 46% of pharmacies are still customers twelve months after signing.', 'business_plan').has('high-churn')).toBe(true);
  });

  it('lets pass a cohort that mostly stayed', () => {
    expect(flags("Sur la cohorte ouverte en mars 2025, 82 % des membres étaient encore actifs après douze mois.", 'business_plan').has('high-churn')).toBe(false);
    // 4% a month is under the guide's 5%.
    expect(flags('Monthly churn is about 4% of active members.', 'business_plan').has('high-churn')).toBe(false);
  });
});

describe('an LTV/CAC the stated average subscription, margin, churn and CAC contradict', () => {
  it('reads the average subscription as what a customer pays a month', () => {
    expect(flags("Notre ratio LTV/CAC est de 4. Hypothèses : abonnement moyen : 6 € par mois ; marge brute : 40 % ; churn mensuel : 4 % ; coût d'acquisition moyen : 40 €.", 'business_plan').has('unit-economics')).toBe(true);
    expect(flags('Our LTV/CAC is 4. Assumptions: average subscription: $6 a month; gross margin: 40%; monthly churn: 4%; average CAC: $40.', 'business_plan').has('unit-economics')).toBe(true);
  });

  it('lets pass a ratio the same figures bear out', () => {
    // 6 x 40% x 25 months = 60 of margin over a CAC of 12: 5, above the 4 claimed.
    expect(flags("Notre ratio LTV/CAC est de 4. Hypothèses : abonnement moyen : 6 € par mois ; marge brute : 40 % ; churn mensuel : 4 % ; coût d'acquisition moyen : 12 €.", 'business_plan').has('unit-economics')).toBe(false);
    expect(flags('Our LTV/CAC is 4. Assumptions: average subscription: $6 a month; gross margin: 40%; monthly churn: 4%; average CAC: $12.', 'business_plan').has('unit-economics')).toBe(false);
  });
});
