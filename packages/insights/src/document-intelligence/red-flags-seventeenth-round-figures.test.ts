/**
 * The readers changed in the seventeenth round for figures (runway, unit economics, churn, growth, decline, gross margin
 * and burn), from the mistakes of the seventh held-out set once it joined the development set: each a general way of
 * writing, with texts of our own in English and in French, and the near-miss each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const has = (text: string, id: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.some((f) => f.ruleId === id);

describe('runway from a dated cash line and from a model\'s opening cash', () => {
  it('reads cash dated dd/mm/yyyy as cash held, not a year\'s figure', () => {
    expect(has('Point financier\nDisponibilités au 31/03/2026 : 90 MFCFA\nBurn net trimestriel : 45 MFCFA', 'short-runway')).toBe(true);
    expect(has('Point financier\nDisponibilités au 31/03/2026 : 400 MFCFA\nBurn net trimestriel : 45 MFCFA', 'short-runway')).toBe(false);
  });

  it("takes a model's opening cash as the cash held unless a closing balance is given", () => {
    expect(has('Cash tab\n• Opening cash (1 March 2027): USD 600k\n• Net monthly burn: USD 90k', 'short-runway', 'business_plan')).toBe(true);
    expect(has('Cash tab\n• Opening cash (1 March 2027): USD 2.4M\n• Net monthly burn: USD 90k', 'short-runway', 'business_plan')).toBe(false);
    expect(has('Cash flow\nOpening cash: USD 600k\nClosing cash: USD 2.0M\nNet monthly burn: USD 90k', 'short-runway', 'business_plan')).toBe(false);
  });
});

describe('unit economics the text\'s own figures contradict', () => {
  it('reads a yearly average contract as a twelfth a month against a stated LTV/CAC', () => {
    expect(has('LTV/CAC: 6x\nAverage contract $12,000 a year; gross margin 50%; clients stay 18 months on average; CAC $4,000.', 'unit-economics')).toBe(true);
    expect(has('LTV/CAC: 2x\nAverage contract $12,000 a year; gross margin 50%; clients stay 18 months on average; CAC $4,000.', 'unit-economics')).toBe(false);
  });

  it("reads 'pays for itself in N months' as a payback claim", () => {
    expect(has('Each driver subscription pays for itself in under two months. We spend KES 30,000 to acquire a driver and earn KES 2,000 of gross profit per driver per month.', 'unit-economics', 'business_plan')).toBe(true);
    expect(has('Each driver subscription pays for itself in about fifteen months. We spend KES 30,000 to acquire a driver and earn KES 2,000 of gross profit per driver per month.', 'unit-economics', 'business_plan')).toBe(false);
  });

  it("reads 'each shop brings X contribution a month' and 'Marge contributive : X par client et par mois'", () => {
    expect(has('CAC is UGX 300k, each shop brings UGX 50k contribution a month, so payback in 2 months.', 'unit-economics')).toBe(true);
    expect(has('CAC is UGX 300k, each shop brings UGX 50k contribution a month, so payback in 6 months.', 'unit-economics')).toBe(false);
    expect(has('Payback du CAC : 3 mois\nCAC : 900 MAD\nMarge contributive : 45 MAD par client et par mois', 'unit-economics')).toBe(true);
    expect(has('Payback du CAC : 20 mois\nCAC : 900 MAD\nMarge contributive : 45 MAD par client et par mois', 'unit-economics')).toBe(false);
  });

  it('reads a lifetime from a monthly churn and a CAC from spend over any new customers', () => {
    expect(has('ARPU: $20 per household per month\nGross margin: 50%\nMonthly churn: 5%\nMarketing spend 2026: $500k for 2,000 new households\nLTV/CAC: 4x', 'unit-economics')).toBe(true);
    expect(has('ARPU: $20 per household per month\nGross margin: 50%\nMonthly churn: 5%\nMarketing spend 2026: $100k for 2,000 new households\nLTV/CAC: 4x', 'unit-economics')).toBe(false);
    expect(has('Blended LTV: $300 per customer.\n2026 marketing: $200k, which brought in 1,000 new retail customers.\nLTV/CAC: 4x.', 'unit-economics')).toBe(true);
    expect(has('Blended LTV: $300 per customer.\n2026 marketing: $80k, which brought in 1,000 new retail customers.\nLTV/CAC: 4x.', 'unit-economics')).toBe(false);
  });
});

describe('churn said of a pronoun and a cohort dated at both ends', () => {
  it("reads 'we lose N% of them each month'", () => {
    expect(has('We have 3,000 paying shops. We lose about 7% of them each month.', 'high-churn')).toBe(true);
    expect(has('We have 3,000 paying shops. We lose about 2% of them each month.', 'high-churn')).toBe(false);
  });

  it('reads a cohort counted at its start and a year later', () => {
    expect(has('March 2025 cohort: 800 subscribers, 300 still active in March 2026.', 'high-churn')).toBe(true);
    expect(has('Cohorte de mars 2025 : 800 abonnés ; 600 encore actifs en mars 2026.', 'high-churn')).toBe(false);
    expect(has('Cohorte de mars 2025 : 800 abonnés ; 300 encore actifs en septembre 2025.', 'high-churn')).toBe(false);
  });
});

describe('a plan\'s revenue by year, one line or row a year', () => {
  it('flags a projected year at 4x the year before', () => {
    expect(has('Ventes 2025 : 300 MFCFA.\nVentes visées en 2026 : 1,5 milliard FCFA.', 'unrealistic-growth')).toBe(true);
    expect(has('Ventes 2025 : 300 MFCFA.\nVentes visées en 2026 : 600 MFCFA.', 'unrealistic-growth')).toBe(false);
    expect(has('Plan\n| Year | Revenue (USD k) |\n| 2025 (actual) | 150 |\n| 2026 | 700 |\n| 2027 | 1 400 |', 'unrealistic-growth', 'business_plan')).toBe(true);
    expect(has('Plan\n| Year | Revenue (USD k) |\n| 2025 (actual) | 150 |\n| 2026 | 300 |\n| 2027 | 600 |', 'unrealistic-growth', 'business_plan')).toBe(false);
  });

  it('does not read past years, or a cost line, as a projection of revenue', () => {
    expect(has('Sales 2024: $200k.\nSales 2025: $1.2M.', 'unrealistic-growth', 'business_plan')).toBe(false);
    expect(has('Costs 2025: $200k.\nTarget costs 2026: $1.2M.', 'unrealistic-growth', 'business_plan')).toBe(false);
  });
});

describe('revenue down in a half-year table with currency cells, and in a spoken aside', () => {
  it('reads halves in columns, latest first', () => {
    expect(has('Management accounts\n                  H2 2026     H1 2026     H2 2025\nRevenue           $610k       $700k       $580k', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has('Management accounts\n                  H2 2026     H1 2026     H2 2025\nRevenue           $760k       $700k       $580k', 'declining-revenue', 'financial_statements')).toBe(false);
  });

  it("reads 'so it dipped' after the revenue figures", () => {
    expect(has('ok so revenue for March came in at about 3.1 million shillings, and February was 3.6, so it dipped because of the holidays.', 'declining-revenue', 'business_plan')).toBe(true);
    expect(has('ok so revenue for March came in at about 3.1 million shillings, and churn was 4%, so it dipped a bit.', 'declining-revenue', 'business_plan')).toBe(false);
  });
});

describe('cost of sales above the month\'s sales, and a burn said with bare amounts', () => {
  it("reads 'coût d'achat des produits vendus' as cost of sales in a monthly update", () => {
    expect(has("Update mensuel — mars 2026\nVentes du mois : 20 M XAF\nCoût d'achat des produits vendus : 23 M XAF", 'gross-margin', 'business_plan')).toBe(true);
    expect(has("Update mensuel — mars 2026\nVentes du mois : 20 M XAF\nCoût d'achat des produits vendus : 14 M XAF", 'gross-margin', 'business_plan')).toBe(false);
  });

  it('compares bare scaled amounts of spending and billing in one sentence', () => {
    expect(has('[10:02] Awa : on a dépensé 12 M ce mois-ci et on a facturé 8 M', 'burn-above-revenue', 'business_plan')).toBe(true);
    expect(has('[10:02] Awa : on a dépensé 6 M ce mois-ci et on a facturé 8 M', 'burn-above-revenue', 'business_plan')).toBe(false);
  });
});

describe('a table row wrapped onto the next line, and a sheet of bare amounts', () => {
  it('joins the wrapped rest of a row so the margin column reads', () => {
    expect(has('P&L copied from the sheet:\nyear | revenue (KES m) | direct costs (KES m) | GM\n2024 | 50.0 | 30.0 | 40%\n2025 | 60.0 | 39.0\n| 35%', 'gross-margin', 'business_plan')).toBe(true);
    expect(has('P&L copied from the sheet:\nyear | revenue (KES m) | direct costs (KES m) | GM\n2024 | 50.0 | 30.0 | 40%\n2025 | 60.0 | 36.6\n| 39%', 'gross-margin', 'business_plan')).toBe(false);
  });

  it("compares the latest row's costs with its revenue", () => {
    expect(has('tableau partagé :\nmois | CA | charges totales\nmai | 30 M | 28 M\njuin | 31 M | 35 M', 'burn-above-revenue', 'business_plan')).toBe(true);
    expect(has('tableau partagé :\nmois | CA | charges totales\nmai | 30 M | 33 M\njuin | 36 M | 35 M', 'burn-above-revenue', 'business_plan')).toBe(false);
  });
});

describe("a subscriber's waterfall against its stated contribution", () => {
  it('sums the cost lines under the revenue per subscriber', () => {
    expect(has('Contribution per subscriber, monthly\nRevenue per subscriber: KES 1,000\nFood and delivery (COGS): KES 550\nSupport: KES 150\nContribution margin per subscriber: KES 450', 'unit-economics')).toBe(true);
    expect(has('Contribution per subscriber, monthly\nRevenue per subscriber: KES 1,000\nFood and delivery (COGS): KES 550\nSupport: KES 150\nContribution margin per subscriber: KES 300', 'unit-economics')).toBe(false);
  });
});

describe('runway in a chat: cash with its currency, the burn a bare scaled amount', () => {
  it("reads 'tréso' as the cash and 'burn net 6 M' in the cash's currency", () => {
    expect(has('[09:10] Ali : tréso au 31/05 : 30 M FCFA\n[09:12] Ali : burn net mai 6 M, comme avril', 'short-runway', 'business_plan')).toBe(true);
    expect(has('[09:10] Ali : tréso au 31/05 : 90 M FCFA\n[09:12] Ali : burn net mai 6 M, comme avril', 'short-runway', 'business_plan')).toBe(false);
  });
});

describe("a statement's gross profit line written negative", () => {
  it('reads a bracketed or minus gross profit as a negative margin, whatever the currency', () => {
    expect(has('Income statement 2025\nSales: 90 000 000 MWK\nCost of goods sold: 97 000 000 MWK\nGross profit: (7 000 000) MWK', 'gross-margin', 'financial_statements')).toBe(true);
    expect(has('Income statement 2025\nSales: 90 000 000 MWK\nCost of goods sold: 83 000 000 MWK\nGross profit: 7 000 000 MWK', 'gross-margin', 'financial_statements')).toBe(false);
  });
});

describe('a monthly burn above monthly revenue in a currency the money reader does not convert', () => {
  it('compares two monthly figures in the same African ISO code', () => {
    expect(has('Revenue: MWK 80 million per month.\nOperating costs: MWK 130 million per month.', 'burn-above-revenue')).toBe(true);
    expect(has('Revenue: MWK 180 million per month.\nOperating costs: MWK 130 million per month.', 'burn-above-revenue')).toBe(false);
    expect(has("Chiffre d'affaires mensuel : 300 millions CDF.\nCharges mensuelles : 500 millions MGA.", 'burn-above-revenue')).toBe(false);
  });
});

describe("minutes that set a month's spending beside its cash receipts", () => {
  it("reads 'dépenses ... de X et des encaissements ... de Y' in one sentence", () => {
    expect(has("Le directeur fait état de dépenses mensuelles moyennes de 80 000 EUR et d'encaissements mensuels d'environ 50 000 EUR.", 'burn-above-revenue', 'legal_docs')).toBe(true);
    expect(has("Le directeur fait état de dépenses mensuelles moyennes de 40 000 EUR et d'encaissements mensuels d'environ 50 000 EUR.", 'burn-above-revenue', 'legal_docs')).toBe(false);
  });
});

describe('a cost per unit sold above the revenue per unit', () => {
  it('reads it as a negative gross margin and costs above revenue', () => {
    const losing = 'Per-meal economics\nAverage revenue per meal: KES 400\nIngredients, cook pay and packaging per meal: KES 460\nMeals: 9,000 a month';
    const earning = 'Per-meal economics\nAverage revenue per meal: KES 400\nIngredients, cook pay and packaging per meal: KES 260\nMeals: 9,000 a month';
    expect(has(losing, 'gross-margin')).toBe(true);
    expect(has(losing, 'burn-above-revenue')).toBe(true);
    expect(has(earning, 'gross-margin')).toBe(false);
    expect(has('Average revenue per meal: KES 400\nMarketing cost per meal: KES 460', 'gross-margin')).toBe(false);
  });
});
