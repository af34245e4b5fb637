/**
 * The general readers added in the sixth round (decision 0036, amendment of 2026-11-28), one worked example
 * each: amounts in words, periods named before a figure or in a title, tables by quarter and by month,
 * churn from counts, margins across lines, implied unit economics, and the scope of negation and time.
 */
import type { DocumentType } from '@baobab/contracts/enums';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document';
import { churnFromCounts } from './churn-counts';
import { covenantRatioBreached } from './covenant-ratios';
import { layoutSentences } from './layout';
import { parseMoney } from './money';

const flags = (text: string, type: DocumentType = 'pitch_deck') => analyzeDocument(text, type).riskFlags.map((f) => f.ruleId);

describe('general readers of the sixth round', () => {
  it('reads amounts written in words, in English and French', () => {
    expect(parseMoney('about three hundred thousand dollars left').map((m) => [m.amount, m.currency])).toEqual([[300000, 'USD']]);
    expect(parseMoney("deux millions d'euros et cent vingt mille euros").map((m) => m.amount)).toEqual([2000000, 120000]);
    expect(parseMoney('one dollar')).toEqual([]);
    expect(flags('We have about three hundred thousand dollars left and spend sixty thousand dollars a month net of revenue. Revenue is ninety thousand dollars a month.')).toEqual(['short-runway']);
  });

  it('reads naira written N620m', () => {
    expect(parseMoney('Revenue 2025: N620m.').map((m) => [m.amount, m.currency])).toEqual([[620000000, 'NGN']]);
  });

  it('takes the period a clause or a title names before a figure', () => {
    expect(flags('Unaudited management accounts - October 2025 (KES)\nCash at bank, 31 October: 18.4m\nNet cash burn, average per week this quarter: 1.1m\nRevenue, October: 9.6m', 'financial_statements')).toEqual(expect.arrayContaining(['short-runway', 'audit-opinion']));
    expect(flags('Interim financial information, quarter ended 30 June 2025\nRevenue: $510,000\nNet cash used in operating activities: $420,000\nCash and cash equivalents at 30 June: $640,000', 'financial_statements')).toEqual(['short-runway']);
    expect(flags('Quarterly operating costs are $270k; monthly revenue is $110k.')).toEqual([]);
  });

  it('reads tables by quarter and by month', () => {
    expect(layoutSentences('Quarterly revenue (USD thousands)\n| Q1 | Q2 | Q3 | Q4 |\n| 310 | 295 | 280 | 262 |')).toEqual(['Quarterly revenue Q1: USD 310k; Q2: USD 295k; Q3: USD 280k; Q4: USD 262k.']);
    expect(flags('Quarterly revenue (USD thousands)\n| Q1 | Q2 | Q3 | Q4 |\n| 310 | 295 | 280 | 262 |', 'financial_statements')).toEqual(['declining-revenue']);
    expect(flags('MRR: July $84.0k / August $81.2k / September $77.5k.', 'business_plan')).toEqual(['declining-revenue']);
  });

  it('reads a gross margin by year from a table and from two prose lines', () => {
    expect(flags('Income statement (USD thousands)\n| | 2024 | 2025 |\n| Revenue | 3,200 | 3,650 |\n| Cost of sales | (1,600) | (2,080) |', 'financial_statements')).toEqual(['gross-margin']);
    expect(flags("Chiffre d'affaires : 640 k€ (2024 : 720 k€)\nCoût des ventes : 410 k€ (2024 : 380 k€)", 'financial_statements')).toEqual(expect.arrayContaining(['gross-margin', 'declining-revenue']));
  });

  it('reads churn from counts, in a table and in French prose', () => {
    expect(churnFromCounts('january: subscribers at start 4,000, cancellations 260, new 310.')).toMatchObject({ period: 'month', percent: 6.5 });
    expect(churnFromCounts("sur 800 abonnes au 1er janvier, 60 ont resilie au cours du mois")).toMatchObject({ period: 'month', percent: 7.5 });
    expect(churnFromCounts('4,000 subscribers, 260 cancellations')).toBeNull();
  });

  it('computes LTV from monthly payment, margin and lifetime when none is stated', () => {
    expect(flags('LTV/CAC: 4.1x\nThe average subscriber pays $30 a month at a 60% gross margin and stays 10 months.\nWe spend about $180 in paid acquisition per subscriber.\nARR: $1.4M.')).toEqual(['unit-economics']);
    expect(flags('CAC payback: 5 months.\nWe spend $150 to acquire a clinic, which pays $40 a month at a 75% gross margin.\n2025 revenue: $620k.')).toEqual([]);
  });

  it('reads a covenant ratio against its limit', () => {
    expect(covenantRatioBreached('the debt-service coverage ratio fell to 0.9x against a covenant of 1.2x.')).not.toBeNull();
    expect(covenantRatioBreached('leverage of 2.1x against a maximum of 3.5x.')).toBeNull();
  });

  it('keeps negation, time and section titles in scope', () => {
    expect(flags('Related parties\nWe asked each director about family interests in suppliers; all said no.', 'legal_docs')).toEqual([]);
    expect(flags('Our runway was 5 months in March. After the extension it is now 19 months. Revenue: $1.1M.', 'business_plan')).toEqual([]);
    expect(flags('Both founders are full-time and neither plans to leave. Revenue 2025: $830k.')).toEqual([]);
    expect(flags('Until 2023 a single buyer took 80% of our sales; since then none exceeds 10% of sales. Revenue: $2M.')).toEqual([]);
    expect(flags('Our burn is $40k.')).toEqual([]);
  });
});
