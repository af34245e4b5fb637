/**
 * Readings of the thirtieth round, group C (figures: burn, runway, revenue, growth): a measure's list of figures read
 * on from its label ('Chiffre d'affaires : 410 M en 2023, 600 M en 2024 (50 M par mois)'); a net burn given for the span
 * it adds up ('sur le trimestre', 'over the quarter') is no month's; a target's own stated multiple ('(2,5×)') decides
 * over a base the reader would guess; months in a bracket beside a revenue figure are each set beside it, not one after
 * the other. Each in words of our own, with the near-miss that must keep (or not raise) the flag.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe("a measure's list of figures goes on from its label", () => {
  it("reads the later year's and the monthly figure of a revenue list against the burn", () => {
    const text = (revenue: string) => `Traction\n- Chiffre d'affaires : ${revenue}\n- Marge brute : 41 %\n\nFinances\n- Trésorerie au 31 mai : 620 M FCFA\n- Burn net mensuel : 38 M FCFA, soit 16 mois de trésorerie`;
    expect(flags(text('420 M FCFA en 2023, 660 M FCFA en 2024 (55 M FCFA par mois en moyenne)'))).not.toContain('burn-above-revenue');
    expect(flags(text('300 M FCFA en 2023, 360 M FCFA en 2024 (30 M FCFA par mois en moyenne)'))).toContain('burn-above-revenue');
  });

  it('reads an English list of years the same way', () => {
    const text = (revenue: string) => `Revenue: ${revenue}.\nCash at 30 April: $2.4M.\nNet burn: $150k a month, about 16 months of runway.`;
    expect(flags(text('$1.5M in 2023, $2.4M in 2024'))).not.toContain('burn-above-revenue');
    expect(flags(text('$0.9M in 2023, $1.2M in 2024'))).toContain('burn-above-revenue');
  });
});

describe('a net burn given for the span it adds up', () => {
  it("reads 'sur le trimestre' as a quarter's burn, not a month's", () => {
    const text = (burn: string) => `Lettre aux actionnaires, 2e trimestre 2025.\nLe chiffre d'affaires du trimestre atteint 940 millions d'ariary.\nTrésorerie au 30 juin : 1,9 milliard d'ariary. La consommation nette de trésorerie a été de ${burn}, surtout pour des panneaux achetés d'avance.`;
    expect(flags(text("600 millions d'ariary sur le trimestre"))).not.toContain('short-runway');
    expect(flags(text("600 millions d'ariary par mois"))).toContain('short-runway');
  });
});

describe("a target's own multiple", () => {
  it('reads a multiple under 4 written beside the target', () => {
    const text = (target: string) => `Traction\n• ARR : 7,2 M MAD, abonnements seuls. Les frais de mise en service, facturés une fois (450 k MAD en 2024), sont exclus de l'ARR.\n\nPlan\nObjectif d'ARR fin 2026 : ${target}, avec deux nouvelles régions.`;
    expect(flags(text('20 M MAD (2,8×)'))).not.toContain('unrealistic-growth');
    expect(flags(text('20 M MAD'))).toContain('unrealistic-growth');
  });
});

describe('months in a bracket beside the revenue figure', () => {
  it("sets each bracketed month beside the sentence's figure", () => {
    const text = (now: string) => `Investor update, October 2025\n- Revenue: R2.35 million (${now}; October 2024: R1.40 million)\n- Net burn: R300,000`;
    expect(flags(text('September: R2.20 million'), 'business_plan')).not.toContain('declining-revenue');
    expect(flags('Investor update, October 2025\n- Revenue: R1.95 million (September: R2.20 million; October 2024: R1.40 million)\n- Net burn: R300,000', 'business_plan')).toContain('declining-revenue');
  });
});

describe("a plan's bare figures under a heading that names their currency", () => {
  it("reads 'FY2025F 60.0m' under 'Traction & plan (KES)' as money, the F a forecast", () => {
    const text = (later: string) => `--- slide 6 ---\nTRACTION & PLAN (KES)\nRevenue FY2024A 11.5m\n${later}\n--- slide 8 ---\nTEAM\nThree founders, 14 staff`;
    expect(flags(text('FY2025F 60.0m   FY2026F 290.0m'))).toContain('unrealistic-growth');
    expect(flags(text('FY2025F 19.0m   FY2026F 31.0m'))).not.toContain('unrealistic-growth');
  });

  it('reads a projections slide of fiscal years and bare figures, in French too', () => {
    expect(flags('---- diapo 9 ----\nPRÉVISIONS (FCFA)\nFY2025   0.9bn      FY2026   4.5bn\nFY2027   20bn')).toContain('unrealistic-growth');
    expect(flags('---- diapo 9 ----\nPRÉVISIONS (FCFA)\nFY2025   0.9bn      FY2026   1.6bn\nFY2027   2.8bn')).not.toContain('unrealistic-growth');
  });
});

describe("the year of a plan's base and of its slide", () => {
  it("dates the reported revenue by its label's year, not by a year in an aside", () => {
    const text = (target: string) => `SLIDE 5 | Traction\n- FY2024 (year ending Hamle 2016 E.C.) revenue: ETB 30 million\n\nSLIDE 6 | Plan\n- FY2025 revenue target: ETB ${target} million`;
    expect(flags(text('140'))).toContain('unrealistic-growth');
    expect(flags(text('60'))).not.toContain('unrealistic-growth');
  });

  it("reads a slide's title given after its number in brackets as the heading of its year lines", () => {
    const text = (plan: string) => `[Slide 5] Traction\n• CA 2024 : 140 M FCFA (2023 : 80 M FCFA)\n• Premier client : 12 % du CA\n\n[Slide 8] Prévisions de chiffre d'affaires\n${plan}`;
    expect(flags(text('2025 : 700 M FCFA\n2026 : 1,9 Md FCFA'))).toContain('unrealistic-growth');
    expect(flags(text('2025 : 300 M FCFA\n2026 : 700 M FCFA'))).not.toContain('unrealistic-growth');
  });
});

describe('growth sustained over three years, and a base dated past its aside', () => {
  it('reads 3× a year over three years from any year of a plan table to its last', () => {
    const table = (rows: string) => `2. Prévisions de chiffre d'affaires (M MAD)\n\n  Année     Agences     CA\n${rows}\n\n3. Hypothèses\n- Ouverture de Rabat en 2025.`;
    expect(flags(table('  2023          12          0,52\n  2024          20          0,90\n  2025          44          2,90\n  2026          95          8,80\n  2027         210         27,50'), 'business_plan')).toContain('unrealistic-growth');
    expect(flags(table('  2023          12          0,52\n  2024          20          0,90\n  2025          44          2,10\n  2026          95          4,60\n  2027         210          9,90'), 'business_plan')).not.toContain('unrealistic-growth');
  });

  it("reads a plan's first year against the reported year whose label has an aside", () => {
    const text = (plan: string) => `Slide 3 — Traction\n  • FY2025 revenue (year to 30 June): $1.1m; current monthly revenue about $110k\nSlide 5 — Financial plan\n  ${plan}\nSlide 6 — The ask\n  Raising $3m.`;
    expect(flags(text('FY2026: $5.2m revenue | FY2027: $11m | FY2028: $20m'))).toContain('unrealistic-growth');
    expect(flags(text('FY2026: $2.3m revenue | FY2027: $4.4m | FY2028: $7.5m'))).not.toContain('unrealistic-growth');
  });
});

describe("a plan table's first year against the reported table's last", () => {
  it('compares the two tables of one deck, year after year', () => {
    const deck = (plan: string) => `Slide 4 — Traction\n| Indicateur | 2023 | 2024 |\n|---|---|---|\n| Chiffre d'affaires | 52 M FCFA | 130 M FCFA |\n| Charges d'exploitation | 61 M FCFA | 150 M FCFA |\n\nSlide 6 — Plan à trois ans\n| Indicateur | 2025 | 2026 | 2027 |\n|---|---|---|---|\n| Chiffre d'affaires | ${plan} |`;
    expect(flags(deck('640 M FCFA | 1,4 Md FCFA | 2,6 Md FCFA'))).toContain('unrealistic-growth');
    expect(flags(deck('290 M FCFA | 610 M FCFA | 1,1 Md FCFA'))).not.toContain('unrealistic-growth');
  });
});

describe("a table's revenue rows and their units", () => {
  it("sets costs against the table's main revenue row, not a part of it", () => {
    const table = (extra: string) => `Tableau de bord trimestriel\n\n(en milliers d'EUR)                    T4 2024   T1 2025   T2 2025\nRevenus d'abonnements                     410       436       462\nRevenus de mise en service*               ${extra}\nCoût des ventes                            92        98       105\nCharges totales (y c. coût des ventes)    380       401       423\n\n* Facturés une seule fois.`;
    const read = flags(table('28        19        24'), 'business_plan');
    expect(read).not.toContain('burn-above-revenue');
    expect(read).not.toContain('gross-margin');
    expect(flags(`(en milliers d'EUR)                    T4 2024   T1 2025   T2 2025\nRevenus d'abonnements                     410       436       462\nCoût des ventes                            92        98       105\nCharges totales (y c. coût des ventes)    420       455       498`, 'business_plan')).toContain('burn-above-revenue');
  });

  it("brings rows to one unit when each label gives its own ('N$ million', \"N$ '000\")", () => {
    const table = (costs: string) => `2. Traction\nFY (to 30 June)              2023      2024      2025\nRevenue (N$ million)           6.2       8.8      12.4\nOperating costs (N$ '000)    ${costs}`;
    expect(flags(table('5,900     7,800    10,100'))).not.toContain('burn-above-revenue');
    expect(flags(table('7,100     9,900    13,600'))).toContain('burn-above-revenue');
  });
});

describe("a table's cash row and the cash its operations used", () => {
  it("reads 'Variation trésorerie' as the month's cash change beside the cash at each month's end", () => {
    const table = (change: string, cash: string) => `Tableau de bord mensuel (en millions GNF)\n\nPoste                  Juil-24     Août-24     Sept-24\nVentes nettes             510        522         530\nVariation trésorerie     ${change}\nTrésorerie fin de mois  ${cash}`;
    expect(flags(table('-140       -150        -160', '1 100        950         790'), 'financial_statements')).toContain('short-runway');
    expect(flags(table('-40        -45         -50', '1 100       1 055       1 005'), 'financial_statements')).not.toContain('short-runway');
  });

  it("reads a statement's 'Net cash used in operating activities' against 'Cash and cash equivalents at' its date", () => {
    const statement = (used: string, cash: string) => `STATEMENT OF CASH FLOWS (extract, KES'000)   2025        2024\nNet cash used in operating activities   ${used}\nCash and cash equivalents at 31 March     ${cash}`;
    expect(flags(statement('(18,600)     (6,200)', '2,900       9,400'), 'financial_statements')).toContain('short-runway');
    expect(flags(statement('(3,600)      (6,200)', '9,900       9,400'), 'financial_statements')).not.toContain('short-runway');
  });
});

describe("a burn said as what 'we are spending'", () => {
  it("reads 'we are spending about X a quarter' after its label as the burn", () => {
    const text = (spent: string) => `Subject: May update\n\nCollections in May: US$140,000 (April: US$132,000).\nNet burn: after collections we are spending about ${spent} a quarter.\nCash on 31 May: US$0.9 million.`;
    expect(flags(text('US$510,000'), 'business_plan')).toContain('short-runway');
    expect(flags(text('US$210,000'), 'business_plan')).not.toContain('short-runway');
  });
});

describe("a table's one row named for its revenue at the label's end", () => {
  it("reads 'Ticketing and advertising revenue' as the table's revenue, in decline and below its costs", () => {
    const table = (revenue: string) => `Key figures (GHS '000)                 Q3 2024      Q4 2024\nTicketing and advertising revenue       ${revenue}\nOperating costs                         9 100        9 300\nCash at end of quarter                  61 000       52 000`;
    const read = flags(table('8 400        7 600'), 'business_plan');
    expect(read).toContain('declining-revenue');
    expect(read).toContain('burn-above-revenue');
    expect(flags(table('10 400       11 200'), 'business_plan')).not.toContain('declining-revenue');
  });

  it('reads no part as the whole when two rows are named so', () => {
    const table = `Key figures (GHS '000)                 Q3 2024      Q4 2024\nTicketing revenue                       6 100        6 900\nAdvertising revenue                     2 300        1 700\nOperating costs                         7 100        7 300`;
    expect(flags(table, 'business_plan')).not.toContain('declining-revenue');
  });
});

describe('a runway counted in spelled compound weeks', () => {
  it("reads 'twenty-two weeks' and 'vingt-six semaines' as the count they spell", () => {
    expect(flags('At the current rate of spending, the cash we held on 31 March covers roughly twenty-three weeks.', 'business_plan')).toContain('short-runway');
    expect(flags('Au rythme actuel, la trésorerie au 31 mars couvre environ vingt-six semaines.', 'business_plan')).toContain('short-runway');
    expect(flags('At the current rate of spending, the cash we held on 31 March covers roughly fifty-two weeks.', 'business_plan')).not.toContain('short-runway');
  });
});
