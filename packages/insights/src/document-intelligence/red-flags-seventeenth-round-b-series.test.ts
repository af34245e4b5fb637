/**
 * The readers changed in the seventeenth round for figures over periods (runway, burn against revenue, declining
 * revenue, projected growth), from the mistakes of the development texts written for it
 * (eval/cases-dev-generalise-seventeenth-*.ts): each a general way of writing, with short texts of our own in English
 * and French, and the near-miss each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => flags(text, type).includes(id);

describe("revenue 'compare to' an earlier month", () => {
  it('reads the second-language form of compared to', () => {
    expect(has('The sales of the month is KES 3.2 million compare to KES 3.9 million in June.', 'declining-revenue')).toBe(true);
    expect(has('The sales of the month is KES 4.4 million compare to KES 3.9 million in June.', 'declining-revenue')).toBe(false);
  });
});

describe("'décaissements nets' and 'sorties nettes de trésorerie' as the burn", () => {
  it('reads the runway from cash over the net outflows', () => {
    expect(has('La trésorerie disponible au 31 mars s\'élève à 120 000 EUR. Nos décaissements nets ont été de 25 000 EUR par mois en moyenne.', 'short-runway')).toBe(true);
    expect(has('La trésorerie disponible au 31 mars s\'élève à 400 000 EUR. Nos décaissements nets ont été de 25 000 EUR par mois en moyenne.', 'short-runway')).toBe(false);
  });

  it("does not read a cash forecast's twelve months as a runway", () => {
    expect(has("Trésorerie disponible : 50 M FCFA au 30 juin. Des sorties nettes de trésorerie de 8 M FCFA par mois. Merci de nous adresser un prévisionnel de trésorerie sur douze mois.", 'short-runway')).toBe(true);
  });

  it("does not take the receipts' clause after a semicolon for the burn", () => {
    expect(has("Les décaissements nets s'élèvent à 10 M FCFA par mois ; les encaissements mensuels sont de l'ordre de 30 M FCFA. Le CA 2024 est de 300 M FCFA.", 'burn-above-revenue')).toBe(false);
  });
});

describe("this year's figure and next year's target", () => {
  it('reads a target four times this year in the clause that names next year', () => {
    expect(has("« Nous ferons 2 M EUR de chiffre d'affaires cette année et 10 M EUR l'an prochain », dit la fondatrice.", 'unrealistic-growth')).toBe(true);
    expect(has('this year we should do about two million dollars. next year we are aiming for ten million, all from new cities', 'unrealistic-growth')).toBe(true);
  });

  it('lets a modest target pass, and a raise', () => {
    expect(has("« Nous ferons 2 M EUR de chiffre d'affaires cette année et 5 M EUR l'an prochain », dit la fondatrice.", 'unrealistic-growth')).toBe(false);
    expect(has('This year we raised 1 million dollars and next year we will raise 10 million in a Series A.', 'unrealistic-growth')).toBe(false);
  });
});

describe("a month's close in a diary: spending and money in, a line apart", () => {
  it('reads costs above revenue and the runway the gap leaves', () => {
    const text = 'Closed the books for March. We spent ZAR 4.0m all-in. Money in from clients: ZAR 1.5m. Bank is ZAR 12m.';
    expect(has(text, 'burn-above-revenue')).toBe(true);
    expect(has(text, 'short-runway')).toBe(true);
    // Figures after the first keep its currency.
    const french = "Clôture d'avril. CA du mois : 2 M XOF. Dépenses totales : 5 M. Il reste 20 M sur le compte.";
    expect(has(french, 'burn-above-revenue')).toBe(true);
    expect(has(french, 'short-runway')).toBe(true);
  });

  it('lets a month that earned more than it spent pass', () => {
    const text = 'Closed the books for March. We spent ZAR 1.2m all-in. Money in from clients: ZAR 1.5m. Bank is ZAR 12m.';
    expect(has(text, 'burn-above-revenue')).toBe(false);
    expect(has(text, 'short-runway')).toBe(false);
  });
});

describe('an ARR with no period and a target line', () => {
  it("reads the ARR as a year's revenue and a target line as no revenue", () => {
    expect(has('ARR today: 1.2 M USD. Target for end of 2026: 6 M USD ARR. Monthly burn: 180 k USD.', 'burn-above-revenue')).toBe(true);
    expect(has('ARR today: 3 M USD. Target for end of 2026: 6 M USD ARR. Monthly burn: 180 k USD.', 'burn-above-revenue')).toBe(false);
  });
});

describe('monthly costs named before their figure', () => {
  it("reads 'charges mensuelles' as a month's costs against a month's sales", () => {
    expect(has("Nos ventes mensuelles moyennes ont atteint 800 000 MAD. Nos charges mensuelles totales, équipe comprise, se sont établies à 1,3 M MAD.", 'burn-above-revenue')).toBe(true);
    expect(has("Nos ventes mensuelles moyennes ont atteint 1,5 M MAD. Nos charges mensuelles totales, équipe comprise, se sont établies à 1,3 M MAD.", 'burn-above-revenue')).toBe(false);
  });
});

describe("an earlier period's figure in brackets without its currency", () => {
  it('reads the bracket in the unit of the figure before it', () => {
    expect(has('Revenue: USD 3.1m (Q2-25: 3.6m).', 'declining-revenue')).toBe(true);
    expect(has('Revenue: USD 3.1m (Q2-25: 2.6m).', 'declining-revenue')).toBe(false);
    // A month and year in brackets date the figure; they are no earlier figure.
    expect(has('Monthly revenue: USD 3.1m (March 2026).', 'declining-revenue')).toBe(false);
  });
});

describe("a month's sales line, then earlier months' lines", () => {
  it('reads the months in calendar order', () => {
    expect(has('Ventes de juin : 52 M Ar. Mai : 60 M Ar. Avril : 61 M Ar.', 'declining-revenue')).toBe(true);
    expect(has('Ventes de juin : 66 M Ar. Mai : 60 M Ar. Avril : 61 M Ar.', 'declining-revenue')).toBe(false);
  });
});

describe('cash with an aside before its figure', () => {
  it('reads the figure after the bracketed aside', () => {
    expect(has('Closing cash (two bank accounts, 30 Sep): USD 500,000. Net burn: USD 90,000 a month.', 'short-runway')).toBe(true);
    expect(has('Closing cash (two bank accounts, 30 Sep): USD 1,500,000. Net burn: USD 90,000 a month.', 'short-runway')).toBe(false);
    expect(has('Cash and deposits at 30 June: USD 900k. Net burn for the quarter was USD 360k.', 'short-runway')).toBe(true);
  });
});

describe('a target count for a year against the count of an earlier year', () => {
  it('reads the multiple a year between the two lines', () => {
    expect(has('Traction. 1 500 farmers registered in 2025, most of them in the north.\nTargets.\n30 000 farmers registered in 2026 through cooperatives.', 'unrealistic-growth')).toBe(true);
    expect(has('Traction. 1 500 farmers registered in 2025, most of them in the north.\nTargets.\n4 000 farmers registered in 2026 through cooperatives.', 'unrealistic-growth')).toBe(false);
  });
});

describe("a plan's table with the revenue column after others", () => {
  it('finds the revenue cell of each year row, a year marked actual in words', () => {
    const table = (last: string) => `Plan d'affaires 2025-2028, section 4 « Projections »

Année          Volume (M EUR)   Revenus (k EUR)   Clients
2025 (réel)        4                 300              200
2026              12                 950              600
2027              40               3 000            2 000
2028             120               ${last}            6 000`;
    expect(has(table('9 800'), 'unrealistic-growth')).toBe(true);
    expect(has(table('3 900'), 'unrealistic-growth')).toBe(false);
  });
});

describe('fiscal-year columns written in two digits with their marks', () => {
  it("reads 'FY25A | FY26F' as a year header", () => {
    const deck = (next: string) => `Forecast
| | FY25A | FY26F | FY27F |
| Revenue (USD m) | 2.0 | ${next} | 12.0 |`;
    expect(has(deck('9.0'), 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has(deck('4.0'), 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });
});

describe('a sale said to cost more than it brings in', () => {
  it('reads the cost of each sale above its revenue as costs above revenue', () => {
    expect(has("Chaque livraison nous coûte 300 FCFA de plus que ce qu'elle rapporte.", 'burn-above-revenue')).toBe(true);
    expect(has('Each install costs us about $40 more than it brings in.', 'burn-above-revenue')).toBe(true);
    expect(has("Chaque livraison nous rapporte 300 FCFA de plus que ce qu'elle coûte.", 'burn-above-revenue')).toBe(false);
  });
});

describe("a target for a date within a year of the text's own date", () => {
  it('reads the target against the present figure of the same measure', () => {
    expect(has('Call notes, 10/03/2025\n- Current ARR: 1 M USD.\n- Target presented for end of March 2026: 6 M USD ARR.', 'unrealistic-growth')).toBe(true);
    expect(has('Call notes, 10/03/2025\n- Current ARR: 1 M USD.\n- Target presented for end of March 2026: 2.5 M USD ARR.', 'unrealistic-growth')).toBe(false);
    // Two years away, 6x is about 2.4x a year.
    expect(has('Call notes, 10/03/2025\n- Current ARR: 1 M USD.\n- Target presented for end of March 2027: 6 M USD ARR.', 'unrealistic-growth')).toBe(false);
  });
});

describe("a scanned statement's columns with OCR letters for digits", () => {
  it('reads the years and the figures back', () => {
    const statement = (current: string) => `COMPTE DE RESULTAT (en dinars)
                          2O24             2O23
Revenus              ${current}       8 4l2 3OO
Charges externes      (2 l0O 000)      (2 3OO 5OO)`;
    expect(has(statement('6 9O1 2OO'), 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has(statement('9 9O1 2OO'), 'declining-revenue', 'financial_statements')).toBe(false);
  });
});

describe("a weekly net outflow written as a range", () => {
  it("reads the range's first figure with the second's scale, a week's figure as a month's", () => {
    expect(has('Weekly net outflow has averaged KES 300\u2013320k. Revenue recognised in June: KES 900k.', 'burn-above-revenue')).toBe(true);
    expect(has('Weekly net outflow has averaged KES 100\u2013120k. Revenue recognised in June: KES 900k.', 'burn-above-revenue')).toBe(false);
  });
});
