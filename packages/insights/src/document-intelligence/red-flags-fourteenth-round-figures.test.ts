/**
 * The figure readers changed in the fourteenth round, from the mistakes of the fourteenth-round development texts
 * (eval/cases-dev-generalise-fourteenth-*.ts): cash, burn and revenue in the shapes exports, chats and letters write
 * them, each with worked examples in words other than those texts' and the near-misses that must stay clean.
 */
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';

type DocumentType = Parameters<typeof analyzeDocument>[1];
const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId).sort();
const noFigures = (text: string, type: DocumentType = 'pitch_deck') => flags(text, type).includes('missing-financials');

describe('labels and their amounts on separate lines', () => {
  it('reads a label dated or averaged over a period above an amount in any currency', () => {
    const text = ['Cash at bank, 31 Aug', 'GH\u20B5 3.0m', 'Net burn (6-month average)', 'GH\u20B5 520k', 'Revenue, 6-month average', 'GH\u20B5 300k'].join('\n');
    expect(flags(text, 'financial_statements')).toContain('short-runway');
    expect(noFigures(text, 'financial_statements')).toBe(false);
  });

  it('reads one pair of label and rand amount alone', () => {
    expect(noFigures(['Turnover FY24', 'R 14.5m'].join('\n'))).toBe(false);
  });

  it('lets a long runway pass', () => {
    const text = ['Bank balance (30 Nov)', 'KES 96m', 'Monthly net burn', 'KES 6m', 'Monthly revenue', 'KES 9m'].join('\n');
    expect(flags(text)).not.toContain('short-runway');
    expect(flags(text)).not.toContain('burn-above-revenue');
  });
});

describe('cash and burn as updates and chats say them', () => {
  it('reads the cash a bank is at, an account holds or a letter ends the quarter holding, against a burn of any period', () => {
    expect(flags('Update from Tunde: bank is at $400k today. We are going through about $70k a month net.')).toContain('short-runway');
    expect(flags('Point du jour : 40 MFCFA sur notre compte, nous brûlons 9 MFCFA par mois.', 'business_plan')).toContain('short-runway');
    const letter = ['Net cash outflow for the quarter was USD 900k, as planned, and we closed the quarter holding', 'USD 2.1m in cash.'].join('\n');
    expect(flags(letter, 'business_plan')).toContain('short-runway');
  });

  it('takes customer collections for revenue and weekly costs at their monthly rate', () => {
    const text = ['- Collections for May: KSh 2.0m', '- Payroll and fuel now run at about KSh 700k a week', '- Bank balances combined: KSh 8m'].join('\n');
    expect(flags(text)).toContain('short-runway');
    expect(noFigures('Collections for the week: UGX 31.5m, up on last week.', 'business_plan')).toBe(false);
  });

  it('lets a runway said in the past pass when the cash now lasts', () => {
    expect(flags('In March we had about three months of runway. The round closed in May; with $2.4m in the bank and a burn of $120k a month we now have 20 months.')).not.toContain('short-runway');
    expect(flags('Avant le closing de septembre, nous n\'avions plus que 4 mois de trésorerie. Après le closing (2 000 000 EUR), la consommation nette est de 80 k€ par mois pour 120 k€ de revenus mensuels.')).not.toContain('short-runway');
    expect(flags('Avant le closing de septembre, nous n\'avions plus que 4 mois de trésorerie. Après le closing (2 000 000 EUR), la consommation nette est de 80 k€ par mois pour 120 k€ de revenus mensuels.')).not.toContain('burn-above-revenue');
  });

  it('still reads a runway that fell from an earlier figure to a short one now', () => {
    expect(flags('At the seed close in May 2024 we had 22 months of runway; that is down to 5 months.')).toContain('short-runway');
  });
});

describe('revenue and cost figures the reader did not see', () => {
  it('reads a table of figures under a caption naming customers or revenue and its unit in brackets', () => {
    expect(noFigures(['Sales by client (UGX m)', '| Client | FY2024 | FY2025 |', '| Roko Foods | 410 | 520 |', '| Others | 900 | 1,020 |'].join('\n'), 'financial_statements')).toBe(false);
    expect(noFigures(['Top customers FY25 (\u20A6 million)', 'Shoprite      120.5', 'Spar          44.0'].join('\n'))).toBe(false);
    expect(noFigures(['Répartition des ventes par client (en XOF)', '| Client | 2025 |', '| Client A | 3 200 000 |'].join('\n'), 'financial_statements')).toBe(false);
  });

  it('reads ARPU at any size, value shipped, a budget and money growth as figures', () => {
    expect(noFigures('Households served: 9,200. ARPU: KES 650 per month.', 'business_plan')).toBe(false);
    expect(noFigures('Last year we shipped goods worth a total of R 14m to 30 wholesalers.', 'business_plan')).toBe(false);
    expect(noFigures('Budget marketing 2026 : 22 M FCFA.', 'business_plan')).toBe(false);
    expect(noFigures('We grew three-fold in 2025, from USD 0.4m to USD 1.2m.')).toBe(false);
  });

  it('still flags a deck whose only numbers count people, farmers or a unit-less caption', () => {
    expect(noFigures('We grew to 12,000 farmers in 2025 and now employ 45 people.')).toBe(true);
    expect(noFigures(['Team (headcount)', 'Engineers   12', 'Sales   4'].join('\n'))).toBe(true);
  });
});

describe('runway in quarters and costs said as a multiple of revenue', () => {
  it('reads a runway counted in quarters, and the bank as what covers it', () => {
    expect(flags('What we have in the bank covers about two quarters of costs at this rate.')).toContain('short-runway');
    expect(flags('Notre trésorerie couvre environ trois trimestres de charges.')).not.toContain('short-runway');
  });

  it('reads costs said to be about double what the company invoices, a few words apart', () => {
    expect(flags('Nos charges du mois représentent presque le double de ce que nous encaissons.', 'business_plan')).toContain('burn-above-revenue');
  });
});

describe('results, named months and captioned lines with an earlier figure', () => {
  it('reads a result line whose latest figure is negative as costs above revenue', () => {
    const statement = ['Compte de résultat 2025 (en milliers de XOF)', "Chiffre d'affaires ........ 120 400", 'Charges de personnel ........ 98 100', "Résultat d'exploitation ........ (12 300)"].join('\n');
    expect(flags(statement, 'financial_statements')).toContain('burn-above-revenue');
    expect(flags(['Quarterly tracking 2025 (USD thousands)', '| | Q1 | Q2 | Q3 |', '| Revenue | 210 | 230 | 250 |', '| Operating costs | 190 | 240 | 290 |', '| Operating result | 20 | (10) | (40) |'].join('\n'), 'financial_statements')).toContain('burn-above-revenue');
  });

  it('lets a result that turned positive pass', () => {
    expect(flags(['Quarterly tracking 2025 (USD thousands)', '| | Q1 | Q2 | Q3 |', '| Revenue | 210 | 250 | 300 |', '| Operating costs | 230 | 240 | 260 |', '| Operating result | (20) | 10 | 40 |'].join('\n'), 'financial_statements')).not.toContain('burn-above-revenue');
  });

  it('reads a month named after a hyphenated name as that month, a range of months as no month', () => {
    const text = ['- M-Pesa collections for March: KSh 2.0m', '- Payroll is now running at about KSh 800k a week'].join('\n');
    expect(flags(text)).toContain('burn-above-revenue');
    expect(flags(['- Revenue, May-October: KSh 9.0m', '- Payroll is now running at about KSh 800k a week'].join('\n'))).not.toContain('burn-above-revenue');
  });

  it('reads a captioned line with an earlier period in brackets', () => {
    const text = ['Treasury (USD thousands)', 'Cash at 30 June 2025: 900', 'Revenue, Q2 2025: 600 (Q1: 560)', 'Net cash outflow, Q2 2025: 450 (Q1: 470)'].join('\n');
    expect(flags(text, 'business_plan')).toContain('short-runway');
  });
});

describe('runway said as the month the cash lasts until', () => {
  it('counts the months from the date the letter is written', () => {
    expect(flags('Lagos, 2 March 2026\nDear shareholders,\nAt the current pace of spending our cash lasts until the end of July 2026.')).toContain('short-runway');
    expect(flags('Dakar, le 10 janvier 2026\nChers associés,\nNotre trésorerie nous permet de tenir jusqu\'en mai 2026.')).toContain('short-runway');
  });

  it('lets a long runway, or one with no date of writing, pass', () => {
    expect(flags('Lagos, 2 March 2026\nDear shareholders,\nAt the current pace of spending our cash lasts until the end of June 2027.')).not.toContain('short-runway');
    expect(flags('Dear shareholders,\nOur cash lasts until the end of July 2026.')).not.toContain('short-runway');
  });
});

describe('a table whose year columns carry their unit, the current year first', () => {
  it('reads the latest year wherever its column stands', () => {
    const text = ['Note 4. Revenue and cost of sales', '                         2026 (R)      2025 (R)', 'Revenue from deliveries   5,100,000     4,200,000', 'Cost of sales             5,600,000     3,900,000'].join('\n');
    expect(flags(text, 'financial_statements')).toEqual(expect.arrayContaining(['burn-above-revenue', 'gross-margin']));
  });

  it('lets a table whose cost of sales stays below revenue pass', () => {
    const text = ['Note 4. Revenue and cost of sales', '                         2026 (R)      2025 (R)', 'Revenue from deliveries   5,100,000     4,200,000', 'Cost of sales             3,600,000     3,500,000'].join('\n');
    expect(flags(text, 'financial_statements')).not.toContain('gross-margin');
    expect(flags(text, 'financial_statements')).not.toContain('burn-above-revenue');
  });
});

describe('net outflows in French', () => {
  it('reads sorties nettes as the burn against the cash held', () => {
    expect(flags('Nous avons 300 000 TND en banque, avec 60 000 TND de sorties nettes par mois.', 'business_plan')).toContain('short-runway');
    expect(flags('Nous avons 900 000 TND en banque, avec 60 000 TND de sorties nettes par mois.', 'business_plan')).not.toContain('short-runway');
  });
});
