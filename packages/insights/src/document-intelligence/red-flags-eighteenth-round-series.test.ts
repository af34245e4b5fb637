/**
 * The readers changed in the eighteenth round for figures over periods (projected growth, declining revenue), from
 * the misses of the development texts: each a general way of writing, with short texts of our own in English and
 * French, and the near-misses each must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

const flags = (text: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);
const has = (text: string, id: string, type: Parameters<typeof analyzeDocument>[1] = 'business_plan') => flags(text, type).includes(id);

describe("a year's status said in one word beside its revenue ('CA 2026 prévu', '2027 forecast')", () => {
  it('reads a projected year at four times the reported one', () => {
    expect(has("Synthèse :\n- CA 2025 réalisé : 2,1 MDH\n- CA 2026 prévu : 9,5 MDH\n- Effectif : 14 personnes", 'unrealistic-growth')).toBe(true);
    expect(has('Key figures\n- Sales 2025 actual: KES 40m\n- Sales 2026 budget: KES 180m\n- Headcount: 31', 'unrealistic-growth')).toBe(true);
  });

  it('lets pass a projected year under four times, and two reported years', () => {
    expect(has("Synthèse :\n- CA 2025 réalisé : 2,1 MDH\n- CA 2026 prévu : 6 MDH", 'unrealistic-growth')).toBe(false);
    expect(has('Key figures\n- Sales 2024 audited: KES 10m\n- Sales 2025 actual: KES 45m', 'unrealistic-growth')).toBe(false);
  });

  it('reads two years on one line in their order', () => {
    expect(has('• Ventes 2026 attendues : 50 M FCFA → ventes 2027 visées : 260 M FCFA', 'unrealistic-growth')).toBe(true);
    expect(has('• Revenue 2026 expected: $1.0m, then revenue 2027 target: $4.5m', 'unrealistic-growth')).toBe(true);
    expect(has('• Ventes 2026 attendues : 50 M FCFA → ventes 2027 visées : 120 M FCFA', 'unrealistic-growth')).toBe(false);
  });

  it("reads a line of a year's projection alone as measuring what the line above measured", () => {
    expect(has('Financials\n2025 revenue: $400k\n2026 forecast: $2.2m\nHeadcount: 12', 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has('Financials\n2025 revenue: $400k\n2026 forecast: $1.2m\nHeadcount: 12', 'unrealistic-growth', 'pitch_deck')).toBe(false);
    // A line above about costs gives its measure to none.
    expect(has('Financials\nRevenue: $300k\n2025 costs: $400k\n2026 forecast: $2.2m', 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });
});

describe('a multiple written as a figure for each year of a plan', () => {
  it('reads 4x or more a year with a verb of growth', () => {
    expect(has('We plan to grow paying merchants 6x every year until 2028.', 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has("Objectif : multiplier le chiffre d'affaires par 5 chaque année jusqu'en 2029.", 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has('We will scale revenue ×4 per year over the plan.', 'unrealistic-growth', 'pitch_deck')).toBe(true);
  });

  it('lets pass a frequency, a lower multiple, and a past result', () => {
    expect(has('The board will meet 4x a year and the audit committee twice.', 'unrealistic-growth', 'pitch_deck')).toBe(false);
    expect(has('We plan to grow paying merchants 2x every year until 2028.', 'unrealistic-growth', 'pitch_deck')).toBe(false);
    expect(has('We grew merchants 5x each year since 2021.', 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });

  it('reads 3x a year only over three years', () => {
    expect(has('Our plan is to grow revenue 3x each year for the next three years.', 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has('Our plan is to grow revenue 3x each year for the next two years.', 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });
});

describe('revenue set against the period before it', () => {
  it("reads 'after' and 'après' as setting the later figure against the earlier", () => {
    expect(has('Sales were GHS 2.3m in Q2, after GHS 2.9m in Q1, as one distributor stopped ordering.', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has("Le chiffre d'affaires atteint 180 M FCFA au T2, après 210 M FCFA au T1.", 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has('Sales were GHS 3.3m in Q2, after GHS 2.9m in Q1.', 'declining-revenue', 'financial_statements')).toBe(false);
  });

  it("reads a bracketed earlier year after revenue named mid-sentence, and not a cost of sales's", () => {
    expect(has('The income statement shows revenue of NGN 820m (2024: NGN 1,010m).', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has('The income statement shows revenue of NGN 1,200m (2024: NGN 1,010m).', 'declining-revenue', 'financial_statements')).toBe(false);
    expect(has('The income statement shows cost of sales of NGN 820m (2024: NGN 1,010m) and revenue of NGN 1,500m (2024: NGN 1,400m).', 'declining-revenue', 'financial_statements')).toBe(false);
  });

  it('reads amounts spelled out in ariary or birr', () => {
    expect(has("Nos ventes s'élèvent à deux milliards trois cents millions d'ariary, contre deux milliards huit cents millions l'an dernier.", 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has("Nos ventes s'élèvent à deux milliards huit cents millions d'ariary, contre deux milliards trois cents millions l'an dernier.", 'declining-revenue', 'financial_statements')).toBe(false);
  });

  it("reads a table's quarters when the unit stands in the header and the figures are bare", () => {
    expect(has("Management accounts (unaudited)\n\n| KES '000 | Q1 | Q2 | Q3 |\n| Revenue | 8,100 | 7,700 | 7,250 |\n| Operating costs | 6,000 | 6,100 | 6,050 |", 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has("Management accounts (unaudited)\n\n| KES '000 | Q1 | Q2 | Q3 |\n| Revenue | 7,100 | 7,700 | 8,250 |\n| Operating costs | 6,000 | 6,100 | 6,050 |", 'declining-revenue', 'financial_statements')).toBe(false);
    expect(has("| % | Q1 | Q2 | Q3 |\n| Revenue growth | 12 | 9 | 6 |", 'declining-revenue', 'financial_statements')).toBe(false);
  });
});

describe("a scan's table whose figures ran together", () => {
  const scan = (total: string) => `BAOBAB TILES LTD   QUARTERLY ACCOUNTS (KES)   UNAUDITED\nQuarter       Q1-2O25       Q2-2O25       Q3-2O25\nSales - floor tiles     1,2O4,5OO     1,3l0,2OO     1,1O9,8OO\nSales - wall tiles      8O2,1OO       8l1,4OO       7O9,9OO\n${total}\nCost of sales           (1,3O0,OOO)   (1,4l0,OOO)   (1,2OO,OOO)`;

  it('splits the run into its figures and reads the fall of the total', () => {
    expect(has(scan('Total revenue2,OO6,6OO2,l2l,6OOl,8l9,7OO'), 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has(scan('Total revenue2,OO6,6OO2,l2l,6OO2,2l9,7OO'), 'declining-revenue', 'financial_statements')).toBe(false);
  });

  it("takes the total's margin, not the first product line's", () => {
    expect(has(scan('Total revenue2,OO6,6OO2,l2l,6OO2,2l9,7OO'), 'gross-margin', 'financial_statements')).toBe(false);
  });
});

describe('a yearly figure that is no multiple of growth', () => {
  it('lets pass a count added each year and a multiple over the whole plan', () => {
    expect(has('We will increase headcount by 5 each year.', 'unrealistic-growth', 'pitch_deck')).toBe(false);
    expect(has('We plan to grow revenue 4x by 2030, hiring 10 engineers each year.', 'unrealistic-growth', 'pitch_deck')).toBe(false);
    expect(has("Nous prévoyons d'augmenter l'effectif de 6 par an.", 'unrealistic-growth', 'pitch_deck')).toBe(false);
  });
});

describe('more ways a plan states its growth', () => {
  it('reads a compound annual rate over the years it names', () => {
    expect(has('Our plan assumes a revenue CAGR of 220% over 2025-2028.', 'unrealistic-growth')).toBe(true);
    expect(has("Le plan prévoit un TCAC du chiffre d'affaires de 250 % entre 2026 et 2029.", 'unrealistic-growth')).toBe(true);
    expect(has('Our plan assumes a revenue CAGR of 90% over 2025-2028.', 'unrealistic-growth')).toBe(false);
    expect(has('Our plan assumes a revenue CAGR of 220% over 2025-2027.', 'unrealistic-growth')).toBe(false);
  });

  it('reads fiscal years of two digits and a status before the year', () => {
    expect(has('FY24 revenue: $0.5m.\nFY25 target: $2.6m.', 'unrealistic-growth', 'pitch_deck')).toBe(true);
    expect(has('Revenue 2025: KES 40m.\nBudget 2026: KES 210m.', 'unrealistic-growth')).toBe(true);
    expect(has('Revenue 2025: KES 40m.\nBudget 2026: KES 90m.', 'unrealistic-growth')).toBe(false);
  });

  it("reads 'multiplié par' as growth", () => {
    expect(has("Nous visons un chiffre d'affaires multiplié par 5 en 2026.", 'unrealistic-growth')).toBe(true);
    expect(has("Nous visons un chiffre d'affaires multiplié par 2 en 2026.", 'unrealistic-growth')).toBe(false);
  });

  it('reads the forecast columns a header marks (2026F) as a projection, and the actual ones as reported', () => {
    expect(has('Revenue (USD k)\n| | 2025A | 2026F | 2027F |\n| Revenue | 250 | 1,200 | 3,000 |', 'unrealistic-growth')).toBe(true);
    expect(has('Revenue (USD k)\n| | 2025A | 2026F | 2027F |\n| Revenue | 250 | 600 | 1,100 |', 'unrealistic-growth')).toBe(false);
    expect(has('Income statement (USD k)\n| | 2024A | 2025A | 2026F |\n| Revenue | 800 | 650 | 1,000 |\n| Cost of sales | 300 | 250 | 380 |', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has('Income statement (USD k)\n| | 2024A | 2025A | 2026F |\n| Revenue | 650 | 800 | 700 |\n| Cost of sales | 300 | 250 | 380 |', 'declining-revenue', 'financial_statements')).toBe(false);
  });
});

describe("an earlier year's revenue in brackets, its figure before its year", () => {
  it('reads a fall and lets pass a rise or a later year', () => {
    expect(has("Le chiffre d'affaires 2025 ressort à 2,7 M€ (3,1 M€ en 2024).", 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has('Revenue for the year was KES 81m (KES 95m in FY2024).', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has("Le chiffre d'affaires 2025 ressort à 3,4 M€ (3,1 M€ en 2024).", 'declining-revenue', 'financial_statements')).toBe(false);
    expect(has("Le chiffre d'affaires 2025 ressort à 2,7 M€ (3,1 M€ en 2026).", 'declining-revenue', 'financial_statements')).toBe(false);
  });
});

describe('a year and its revenue set apart by a long dash', () => {
  it('reads the series and lets a rise pass', () => {
    expect(has('Turnover: 2024 \u2014 KES 120m; 2025 \u2014 KES 104m.', 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has("Chiffre d'affaires : 2024 \u2014 410 M FCFA ; 2025 \u2014 365 M FCFA.", 'declining-revenue', 'financial_statements')).toBe(true);
    expect(has('Turnover: 2024 \u2014 KES 104m; 2025 \u2014 KES 120m.', 'declining-revenue', 'financial_statements')).toBe(false);
  });
});
