/**
 * Readings of the thirty-fourth round, group C. Unrealistic growth: a plan's revenue by year set as figures alone under
 * a header of years, each cell with its own scale and currency ('| 40 M XAF | 190 M XAF |'),
 * under a caption that names projected revenue; a plan's lines of one year each whose status stands bare after the
 * year and whose figure carries its currency and comma thousands ('2024 actual   US$ 310,000'); a plan's table with no
 * actual column read from the revenue reported above it for the year before its first. Non-recurring revenue:
 * a one-off that the writer says was put into the recurring figure ('keep it in the MRR line', 'it sits in ARR', 'on
 * l'a mise dans le MRR', 'ce montant figure dans la ligne « revenus récurrents »'), the one-off said in that sentence or
 * a line or two around it; and a line that goes on from a recurring figure by what it holds ('It includes the $90k ...
 * one-time ...', 'Ils intègrent ... facturée une seule fois', 'Là-dedans il y a ... la subvention'); a footnote to a
 * recurring row's marked figure that opens 'of which' a one-off; a part listed under a recurring figure that opens the
 * list ('made up of'), paid once. Each a general way
 * of writing, in words of our own, with the near-miss that must not raise the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('a projected revenue row of figures alone under a header of years', () => {
  it('reads pipe cells with their own scale under a caption of projected revenue', () => {
    expect(flags('Slide 9 — Prévisions de revenus\n| 2026 | 2027 | 2028 |\n| 40 M XAF | 190 M XAF | 600 M XAF |')).toContain('unrealistic-growth');
    expect(flags('Slide 9 — Prévisions de revenus\n| 2026 | 2027 | 2028 |\n| 40 M XAF | 70 M XAF | 110 M XAF |')).not.toContain('unrealistic-growth');
  });

  it('needs a caption that names projected revenue, not a past one', () => {
    expect(flags('Historique des revenus\n| 2022 | 2023 | 2024 |\n| 40 M XAF | 190 M XAF | 600 M XAF |')).not.toContain('unrealistic-growth');
  });
});

describe("a plan's table with no actual column, read from the revenue reported for the year before it", () => {
  it('reads three years of tripling from the reported year, the scale in the label', () => {
    const plan = (row: string) => `Historique\nExercice 2024 : chiffre d'affaires de 80 M FCFA, charges de 70 M FCFA.\nProjections\n                         2025       2026       2027\n${row}`;
    expect(flags(plan("Chiffre d'affaires (M FCFA)  250      750      2 300"), 'business_plan')).toContain('unrealistic-growth');
    expect(flags(plan("Chiffre d'affaires (M FCFA)  150      300      600"), 'business_plan')).not.toContain('unrealistic-growth');
  });

  it('reads pipe cells of mixed scales against a year told in a heading', () => {
    const plan = (cells: string) => `Réalisé 2024\n- Chiffre d'affaires : 95 M FCFA\n\nPlan\n| Indicateur | 2025 | 2026 | 2027 |\n|---|---|---|---|\n| Chiffre d'affaires | ${cells} |`;
    expect(flags(plan('290 M FCFA | 880 M FCFA | 2,7 Md FCFA'), 'business_plan')).toContain('unrealistic-growth');
    expect(flags(plan('190 M FCFA | 380 M FCFA | 760 M FCFA'), 'business_plan')).not.toContain('unrealistic-growth');
  });
});

describe('a plan by year, one line a year, with a bare status and a currency', () => {
  it("reads '2024 actual   US$ 310,000' then the plan's years", () => {
    expect(flags('Sales plan\n2024 actual     US$   310,000\n2025            US$ 1,400,000\n2026            US$ 3,000,000')).toContain('unrealistic-growth');
    expect(flags('Sales plan\n2024 actual     US$   310,000\n2025            US$   620,000\n2026            US$ 1,100,000')).not.toContain('unrealistic-growth');
  });
});

describe('a one-off said to be put into the recurring figure', () => {
  it("reads 'keep it in the MRR line' after a one-off told in the chat", () => {
    const before = '[12/05/2025, 10:01] Ama: MRR GHS 2.2m this month\n[12/05/2025, 10:02] Kojo: the Tema port audit was a one-off job, GHS 300k\n';
    expect(flags(`${before}[12/05/2025, 10:03] Ama: keep it in the MRR line for the update`, 'business_plan')).toContain('non-recurring-revenue');
    expect(flags(`${before}[12/05/2025, 10:03] Ama: don't keep it in the MRR line for the update`, 'business_plan')).not.toContain('non-recurring-revenue');
  });

  it("reads 'ce montant figure dans la ligne « revenus récurrents »'", () => {
    const before = 'Le tableau de bord affiche un ARR de 52 M FCFA. Une étude de 9 M FCFA a été facturée une seule fois à la mairie.\n';
    expect(flags(`${before}Ce montant figure dans la ligne « revenus récurrents ».`, 'business_plan')).toContain('non-recurring-revenue');
    expect(flags(`${before}Ce montant ne figure pas dans la ligne « revenus récurrents ».`, 'business_plan')).not.toContain('non-recurring-revenue');
  });

  it("reads 'que nous avons intégrée à l'ARR' beside the one-off, not 'laissée hors de l'ARR'", () => {
    expect(flags("ARR : 410 M FCFA.\nLa hausse vient d'une étude de sols de 60 M FCFA, facturée en une seule fois, que nous avons intégrée à l'ARR.", 'business_plan')).toContain('non-recurring-revenue');
    expect(flags("ARR : 410 M FCFA.\nLa hausse vient d'une étude de sols de 60 M FCFA, facturée en une seule fois, que nous avons laissée hors de l'ARR.", 'business_plan')).not.toContain('non-recurring-revenue');
  });
});

describe('a line that goes on from a recurring figure by what it holds', () => {
  it("reads 'It includes the ... one-time ...' two lines under the ARR", () => {
    expect(flags('Q: Your ARR is $2.4m. What is in it?\nA: It is our run of invoices.\nIt includes the $90k we charged a hospital for a one-time data clean-up.', 'business_plan')).toContain('non-recurring-revenue');
    expect(flags('Q: Your ARR is $2.4m. What is in it?\nA: It is our run of invoices.\nIt includes the $90k we charge a hospital every year for hosting.', 'business_plan')).not.toContain('non-recurring-revenue');
  });

  it("reads 'Ils intègrent ... facturée une seule fois' and 'Là-dedans il y a ... la subvention'", () => {
    expect(flags('Les revenus récurrents atteignent 3,2 Md GNF.\nIls intègrent une mission de cadastre (0,5 Md GNF), facturée une seule fois.', 'financial_statements')).toContain('non-recurring-revenue');
    expect(flags("On a un ARR de 800 millions d'ariary.\nLà-dedans il y a les abonnements et la subvention de 120 millions de la coopération.", 'business_plan')).toContain('non-recurring-revenue');
    expect(flags("On a un ARR de 800 millions d'ariary.\nLà-dedans il y a les abonnements des 90 hôtels et des 12 agences.", 'business_plan')).not.toContain('non-recurring-revenue');
  });
});

describe('a footnote to a recurring row, the mark after its figure', () => {
  it("reads '| Recurring revenue | 5.2 | 6.9* |' then '* of which ... one-time ...'", () => {
    const table = 'Quarterly figures (USD m)\n|                   | Q1  | Q2   |\n| Recurring revenue | 5.2 | 6.9* |\n| Operating costs   | 4.0 | 4.4  |\n';
    expect(flags(`${table}* of which 1.1 million for a one-time survey of the port,\ninvoiced on delivery in June.`, 'business_plan')).toContain('non-recurring-revenue');
    expect(flags(`${table}* of which 1.1 million from the twelve new hospital subscriptions,\nbilled monthly since June.`, 'business_plan')).not.toContain('non-recurring-revenue');
  });
});

describe('a recurring figure that opens the list of its parts, one part paid once', () => {
  it("reads 'ARR ...: KES 90m, made up of' then a part line '... one-time ... KES 25m'", () => {
    const opening = 'Recurring revenue (ARR), FY2024 actual: KES 90m, made up of\n   Hospital subscriptions (31 sites) ........... KES 65m\n';
    expect(flags(`${opening}   County onboarding project, one-time set-up fee ........... KES 25m`, 'business_plan')).toContain('non-recurring-revenue');
    expect(flags(`${opening}   County hosting contract, monthly support fee ........... KES 25m`, 'business_plan')).not.toContain('non-recurring-revenue');
  });
});
