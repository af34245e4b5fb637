import { describe, expect, it } from 'vitest';
import { extractData } from './findings';
import { sentenceFacts } from './sentence-facts';

const extract = (text: string) => extractData(sentenceFacts(text));

describe('extractData', () => {
  it('gives an amount to the category whose keyword is nearest', () => {
    const data = extract('We are raising $2M while revenue is $40K per month and payroll costs $25K.');
    expect(data.revenue.map((f) => [f.kind, f.text])).toEqual([['revenue', '$40K']]);
    expect(data.expenses.map((f) => [f.kind, f.text])).toEqual([['costs', '$25K']]);
  });

  it('prefers the keyword before an amount when two are equally near', () => {
    expect(extract('Revenue $5K burn').revenue.map((f) => f.text)).toEqual(['$5K']);
    expect(extract('Burn $5K revenue').expenses.map((f) => f.text)).toEqual(['$5K']);
  });

  it('reads cost of sales as an expense, not as sales', () => {
    expect(extract('Cost of sales was ₦12 million.').expenses[0]?.kind).toBe('COGS');
  });

  it('finds roles, headcount and background without counting customers as staff', () => {
    const data = extract('Our co-founders are the CEO and the CTO, ex-Andela.\nWe have 12,000 users.\nWe employ 25 people.');
    expect(data.team.map((f) => f.kind)).toEqual(['co-founder', 'CEO', 'CTO', 'background', 'headcount']);
    expect(data.team.find((f) => f.kind === 'headcount')?.text).toBe('employ 25');
  });

  it('finds legal standing once per kind per sentence', () => {
    const data = extract('Incorporated in Delaware, we hold a licence and a second licence, and comply with NDPR.');
    expect(data.legal.map((f) => f.kind)).toEqual(['incorporation', 'licence', 'data protection']);
  });

  it('shortens long sentences around the match', () => {
    const long = `${'filler '.repeat(80)}revenue of $3M ${'more '.repeat(80)}`;
    const finding = extract(long).revenue[0];
    expect(finding?.sentence.length).toBeLessThanOrEqual(282);
    expect(finding?.sentence).toContain('revenue of $3M');
  });
});

describe('extractData across a line of items set apart by dots or bars', () => {
  it('gives the keyword its own amount only, not the next item\'s', () => {
    const data = extract('Net burn $30k / month · $500k in the bank · raising $2m');
    expect(data.expenses.map((f) => f.text)).toEqual(['$30k']);
  });
});
