/**
 * The readers changed in the fourteenth round for ratios (customer share, churn, margins, unit economics, revenue
 * series and growth): each a general way of writing, with examples in English and French in words other than the
 * development texts', and the near-misses it must let pass.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();

describe('churn counted out of a base', () => {
  it('reads a base and a loss on separate label lines', () => {
    expect(flags(['October KPIs', 'Paying shops, 1 Oct: 1,600', 'Shops cancelled in Oct: 120', 'New shops: 200'].join('\n'))).toContain('high-churn');
    expect(flags(['Tableau de bord', 'Clients actifs au 1er mars : 3 000', 'Résiliations en mars : 240'].join('\n'))).toContain('high-churn');
  });

  it('lets a small loss, and new sign-ups, pass', () => {
    expect(flags(['October KPIs', 'Paying shops, 1 Oct: 1,600', 'Shops cancelled in Oct: 30'].join('\n'))).not.toContain('high-churn');
    expect(flags(['October KPIs', 'Paying shops, 1 Oct: 1,600', 'New shops in Oct: 300'].join('\n'))).not.toContain('high-churn');
  });

  it('reads those who did not renew, in any tense, out of the base a year opened with', () => {
    expect(flags('We began 2025 with 300 clinics. At the renewal date, 150 of them had not renewed.')).toContain('high-churn');
    expect(flags('We began 2025 with 300 clinics. At the renewal date, 30 of them had not renewed.')).not.toContain('high-churn');
  });

  it('reads those still using the product out of a dated base, not the date as the base', () => {
    expect(flags('Sur les 900 boutiques clientes au 1er janvier 2025, 400 commandaient encore chez nous au 31 décembre.')).toContain('high-churn');
    expect(flags('Sur les 900 boutiques clientes au 1er janvier 2025, 800 commandaient encore chez nous au 31 décembre.')).not.toContain('high-churn');
  });

  it('reads an abbreviated subscriber column in a table row', () => {
    expect(flags(['Month   Opening subs   Cancelled', 'May     5,000          400', 'June    4,700          380'].join('\n'))).toContain('high-churn');
  });
});

describe('churn and retention in words', () => {
  it('reads one in N in any given month', () => {
    expect(flags('About one in ten members cancels in any given month.')).toContain('high-churn');
    expect(flags('About one in forty members cancels in any given month.')).not.toContain('high-churn');
  });

  it('reads the share of a cohort gone a year later', () => {
    expect(flags('Près de la moitié des agriculteurs inscrits en 2024 avaient arrêté de commander douze mois plus tard.')).toContain('high-churn');
    expect(flags('Un quart des agriculteurs inscrits en 2024 avaient arrêté de commander douze mois plus tard.')).not.toContain('high-churn');
  });

  it('reads a share still buying after twelve months as a retention', () => {
    expect(flags('Still buying after 12 months: 41%')).toContain('high-churn');
    expect(flags('Still buying after 12 months: 78%')).not.toContain('high-churn');
  });
});

describe('a customer share of revenue', () => {
  it('reads a revenue-by-customer table against its total', () => {
    const table = ['Sales by client (GHS m)', '| Client | 2024 | 2025 |', '| Akoma Foods | 3.0 | 4.4 |', '| Other clients (58) | 6.0 | 6.6 |', '| Total | 9.0 | 11.0 |'];
    expect(flags(table.join('\n'), 'financial_statements')).toContain('customer-concentration');
  });

  it('lets a table pass whose largest named row is small, or whose big row stands for many', () => {
    const spread = ['Sales by client (GHS m)', '| Client | 2024 | 2025 |', '| Akoma Foods | 1.0 | 1.1 |', '| Other clients (58) | 8.0 | 9.9 |', '| Total | 9.0 | 11.0 |'];
    expect(flags(spread.join('\n'), 'financial_statements')).not.toContain('customer-concentration');
  });

  it('reads a part of a whole named first, and of a figure just named', () => {
    expect(flags('Out of sales of GH₵ 50m for the year, GH₵ 21m was billed to Volta Mills.')).toContain('customer-concentration');
    expect(flags('Our largest buyer paid us GH₵ 21m of that GH₵ 50m.')).toContain('customer-concentration');
  });

  it('does not take the whole\'s earlier period in brackets for the part', () => {
    expect(flags('Of revenue of GH₵ 50m (2024: GH₵ 41m), Volta Mills accounted for GH₵ 9m.')).not.toContain('customer-concentration');
  });
});

describe('a margin beside its earlier period', () => {
  it('reads the earlier period\'s figure in brackets, and ends the margin\'s figures at an aside', () => {
    expect(flags('Gross margin 29% (FY24: 36%) - packaging costs up 20% over the year')).toContain('gross-margin');
    expect(flags('Marge brute 29 % (2024 : 36 %) — emballages en hausse de 20 %')).toContain('gross-margin');
  });

  it('lets a small move pass', () => {
    expect(flags('Gross margin 35% (FY24: 36%) - packaging costs up 20% over the year')).not.toContain('gross-margin');
  });
});

describe('a statement table whose year columns carry their unit', () => {
  const table = (cost2025: string) => ['Note 4 - Revenue and cost of sales', '                      2025 (N)       2024 (N)', `Revenue               5,100,000      4,300,000`, `Cost of sales         ${cost2025}      3,900,000`].join('\n');

  it('reads the header and the margin of each year by the year that labels it', () => {
    expect(flags(table('5,600,000'), 'financial_statements')).toContain('gross-margin');
  });

  it('lets a margin that held pass', () => {
    expect(flags(table('4,400,000'), 'financial_statements')).not.toContain('gross-margin');
  });
});

describe('French statement labels of cost of sales and margin', () => {
  const statement = (margin2025: string) => ['Compte de résultat (en millions de FCFA)', '                                   2024      2025', 'Ventes de marchandises             2 000     2 400', `Marge commerciale                    800     ${margin2025}`].join('\n');

  it('reads a trading margin row as the gross margin', () => {
    expect(flags(statement('  780'), 'financial_statements')).toContain('gross-margin');
  });

  it('lets a held trading margin pass', () => {
    expect(flags(statement('  950'), 'financial_statements')).not.toContain('gross-margin');
  });

  it('reads the cost of goods bought and sold as cost of sales', () => {
    const rows = ['Compte de résultat (en millions de FCFA)', '                                   2024      2025', 'Ventes de marchandises             2 000     2 400', "Coût d'achat des marchandises vendues    (1 200)   (1 700)"];
    expect(flags(rows.join('\n'), 'financial_statements')).toContain('gross-margin');
  });
});

describe('a payback claim against the labels of its own slide', () => {
  it('reads a monthly contribution per unit labelled monthly, whoever the unit is', () => {
    expect(flags(['Unit economics', 'CAC per rider: KES 4,800', 'Monthly contribution per rider: KES 300', 'Payback: 4 months', 'Revenue: KES 2.1m a month'].join('\n'))).toContain('unit-economics');
    expect(flags(['Économie unitaire', "Coût d'acquisition d'un marchand : 20 000 FCFA", 'Contribution mensuelle par marchand : 2 000 FCFA', "Retour sur le coût d'acquisition : 4 mois", "Chiffre d'affaires 2025 : 90 M FCFA"].join('\n'))).toContain('unit-economics');
  });

  it('lets a payback its figures bear out pass', () => {
    expect(flags(['Unit economics', 'CAC per rider: KES 1,200', 'Monthly contribution per rider: KES 300', 'Payback: 4 months', 'Revenue: KES 2.1m a month'].join('\n'))).not.toContain('unit-economics');
  });
});

describe('revenue falling', () => {
  const byMonth = (june: string) => ['Month     Orders     Revenue (KES)', 'April     4,100      610,000', 'May       4,300      640,000', `June      4,000      ${june}`].join('\n');

  it('reads the revenue column of a table whose rows are months', () => {
    expect(flags(byMonth('590,000'), 'financial_statements')).toContain('declining-revenue');
  });

  it('lets a rising month pass', () => {
    expect(flags(byMonth('700,000'), 'financial_statements')).not.toContain('declining-revenue');
  });

  it('reads a fall said with no verb, its size just after', () => {
    expect(flags('Q2 in short: sales down by about a fifth on Q1, at GHS 3.1m.')).toContain('declining-revenue');
    expect(flags('Q2 in short: sales up by about a fifth on Q1, costs down by 5%.')).not.toContain('declining-revenue');
  });
});

describe('a customer share across lines', () => {
  it('reads a pronoun standing for the few named just before, with the whole\'s year between', () => {
    expect(flags('Answer: Nyota Foods, Baraka Mills and Upendo Stores. Together they accounted for KES 90m of FY2025 revenue of KES 200m.')).toContain('customer-concentration');
    expect(flags('Answer: Nyota Foods, Baraka Mills and Upendo Stores. Together they accounted for KES 20m of FY2025 revenue of KES 200m.')).not.toContain('customer-concentration');
  });

  it('reads the largest customer\'s amount over the revenue stated on another line', () => {
    expect(flags(["Chiffre d'affaires : 900 M FCFA", 'Notre premier client, la Société Minière du Nord, nous a payé 400 M FCFA sur l\'exercice'].join('\n'))).toContain('customer-concentration');
    expect(flags(["Chiffre d'affaires : 900 M FCFA", 'Notre premier client, la Société Minière du Nord, nous a payé 90 M FCFA sur l\'exercice'].join('\n'))).not.toContain('customer-concentration');
  });
});

describe('growth projected', () => {
  it('reads a projection line of year cells set apart by bars under a heading of projections', () => {
    expect(flags(['Slide 8 - Projections', 'Revenue 2025: UGX 200m (actual) | 2026: UGX 1.1bn | 2027: UGX 4.8bn'].join('\n'))).toContain('unrealistic-growth');
    expect(flags(['Slide 8 - Projections', 'Revenue 2025: UGX 200m (actual) | 2026: UGX 300m | 2027: UGX 420m'].join('\n'))).not.toContain('unrealistic-growth');
  });

  it('reads a multiple written with a hyphen', () => {
    expect(flags('We expect revenue to grow six-fold next year.')).toContain('unrealistic-growth');
    expect(flags('We expect revenue to grow two-fold next year.')).not.toContain('unrealistic-growth');
  });

  it('reads a monthly rate held over a plan named by its year', () => {
    expect(flags('The 2026 plan assumes 14% month-on-month revenue growth from January.')).toContain('unrealistic-growth');
    expect(flags('The 2026 plan assumes 4% month-on-month revenue growth from January.')).not.toContain('unrealistic-growth');
  });
});

describe('a bracketed percentage', () => {
  it('is an amount\'s share just after the amount, not an accounting negative', () => {
    expect(flags('Contribution: KES 40 per ride (18%), positive in every town.')).not.toContain('unit-economics');
  });

  it('is still a negative with no amount before it', () => {
    expect(flags('Contribution margin per ride: (18%).')).toContain('unit-economics');
  });
});

describe('an order waterfall with its currency', () => {
  const slide = (claim: string) => [`Unit economics: a ${claim} contribution margin on every ride`, 'Average ride fare          KES 500', 'Driver payout per ride     KES 330', 'Fuel per ride              KES 60'].join('\n');

  it('reads a margin claimed in the heading against the lines under it', () => {
    expect(flags(slide('40%'))).toContain('unit-economics');
  });

  it('lets a claim the lines bear out pass', () => {
    expect(flags(slide('22%'))).not.toContain('unit-economics');
  });
});
