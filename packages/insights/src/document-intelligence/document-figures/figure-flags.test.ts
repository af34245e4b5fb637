import { describe, expect, it } from 'vitest';
import { sentenceFacts } from '../sentence-facts';
import { readFigureFacts } from './figure-facts';
import { figureFlags } from './figure-flags';

const decide = (text: string, raised: readonly string[] = []) => figureFlags(readFigureFacts(text, sentenceFacts(text)), new Set(raised));
const classes = (text: string) => decide(text).map((f) => `${f.ruleId} ${f.severity}`);

describe('figureFlags', () => {
  it('decides declining revenue and a falling gross margin on a table, citing its rows', () => {
    const [decline, margin] = decide('| | Q1 2025 | Q2 2025 | Q3 2025 |\n| Revenue | 410 | 388 | 352 |\n| Cost of sales | 250 | 247 | 240 |');
    expect(decline?.ruleId).toBe('declining-revenue');
    expect(decline?.evidence).toContain('| Revenue | 410 | 388 | 352 |');
    expect(`${margin?.ruleId} ${margin?.severity}`).toBe('gross-margin medium');
  });

  it('decides a gross margin below zero as high, and a fall under 5 points as no flag', () => {
    // Cost of sales above revenue is also costs above revenue.
    expect(classes('| | H1 | H2 |\n| Sales | 100 | 110 |\n| COGS | 90 | 115 |')).toEqual(['gross-margin high', 'burn-above-revenue medium']);
    expect(classes('| | H1 | H2 |\n| Sales | 100 | 110 |\n| COGS | 60 | 70 |')).toEqual([]);
  });

  it('decides costs above revenue for a table\'s latest period and for monthly burn against monthly revenue', () => {
    expect(classes('Poste | Juillet | Août\nChiffre d\'affaires | 48 | 51\nCharges totales | 92 | 95')).toEqual(['burn-above-revenue medium']);
    expect(classes('We burn $90k a month. Revenue is $30k a month.')).toEqual(['burn-above-revenue high']);
    expect(classes('We burn $90k a month. Revenue is $120k a month.')).toEqual([]);
    expect(classes('Quarterly operating costs are $270k; monthly revenue is $110k.')).toEqual([]);
    // Said in one sentence, costs and revenue are of one period, whatever quarter the sentence names.
    expect(classes("Le troisième trimestre clôt l'exercice : le chiffre d'affaires 2025 atteint 2,4 M€, pour des charges totales de 2,2 M€.")).toEqual([]);
  });

  it('decides a short runway on cash over burn with the runway rule\'s thresholds, citing both figures', () => {
    const [runway] = decide('Cash at 30 September: GHS 4.1m. Net cash outflow for the quarter: GHS 2.7m.');
    expect(`${runway?.ruleId} ${runway?.severity}`).toBe('short-runway high');
    expect(runway?.evidence).toContain('GHS 4.1m');
    expect(runway?.evidence).toContain('GHS 2.7m');
    expect(classes('Cash: $800k. Net burn: $100k a month.')).toEqual(['short-runway medium']);
    expect(classes('Cash: $1.5m. Net burn: $90k a month.')).toEqual([]);
    // A runway the document states is the runway rule's to decide on.
    expect(classes('Cash: $800k. Net burn: $100k a month. Our runway is 14 months thanks to receivables due in May.')).toEqual([]);
  });

  it("adds a statement's cost of sales and its overheads, and never a table's other cost rows", () => {
    expect(classes("KES '000 | 2025 | 2024\nRevenue | 84,310 | 71,905\nCost of sales | (39,120) | (33,870)\nAdministrative costs | (61,480) | (44,200)")).toEqual(['burn-above-revenue medium']);
    expect(classes('Poste\t2025\t2024\nVentes de marchandises\t260\t200\nAchats de marchandises\t160\t130\nAchats consommés\t164\t120')).toEqual([]);
  });

  it('decides a margin on gross profit over revenue, and on stated rates compared with an earlier one', () => {
    expect(classes('| | 2024 | 2025 |\n| Revenue | 3,180 | 2,760 |\n| Gross profit | 1,049 | 883 |')).toEqual(['declining-revenue medium']);
    expect(classes('Le taux de marge brute recule à 44 %, contre 52 % pour l\'exercice précédent.')).toEqual(['gross-margin medium']);
    expect(classes('Gross margin 34% (FY24: 41%), as feed costs rose.')).toEqual(['gross-margin medium']);
  });

  it('reads cash and burn from a CSV export, each table set only against itself', () => {
    expect(classes('month,revenue,total_costs,net_cash_flow,closing_cash\n2025-06,51.6,77.8,-26.2,156.7\n2025-07,52.4,83.2,-30.8,125.9')).toEqual(['burn-above-revenue medium', 'short-runway high']);
  });

  it('leaves a class the rules already raised to them', () => {
    expect(decide('We burn $90k a month. Revenue is $30k a month.', ['burn-above-revenue'])).toEqual([]);
  });
});
