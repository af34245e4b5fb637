import { describe, expect, it } from 'vitest';
import { extractData } from './findings';
import { detectRedFlags, redFlagCatalogue } from './red-flags';
import { sentenceFacts } from './sentence-facts';

function flagsOf(text: string, type: 'pitch_deck' | 'financial_statements' | 'business_plan' | 'legal_docs' = 'legal_docs') {
  const sentences = sentenceFacts(text);
  return detectRedFlags(sentences, extractData(sentences), type).map((f) => [f.ruleId, f.severity]);
}

describe('red-flag rules', () => {
  it.each([
    ['Our top 3 clients represent 45% of sales.', 'customer-concentration', 'medium'],
    ['One offtaker buys 70% of our volume and makes up most of our revenue.', 'customer-concentration', 'high'],
    ['Our co-founder and COO resigned last month.', 'founder-departure', 'high'],
    ['Following the departure of our CTO, hiring is paused.', 'founder-departure', 'high'],
    ['We are defending a lawsuit brought by a former distributor.', 'litigation', 'high'],
    ['We buy inventory from a related-party supplier.', 'related-party', 'medium'],
    ['The company took a loan from the founder in 2023.', 'related-party', 'medium'],
    ['We project revenue growth of 400% next year.', 'unrealistic-growth', 'medium'],
    ['Users will grow 20x by 2026.', 'unrealistic-growth', 'medium'],
    ['There is no competition in this market.', 'no-competition', 'medium'],
    ['Founders hold 30% after the bridge round.', 'low-founder-ownership', 'medium'],
    ['Our lead investor owns 55% of the company.', 'investor-control', 'medium'],
    ['There is some dead equity from the first team.', 'dead-equity', 'high'],
    ['Our cap table is complicated after six SAFE rounds.', 'cap-table-complexity', 'medium'],
    ['Our licence was suspended by the regulator in May.', 'regulatory', 'high'],
    ['We have applied for a lending licence.', 'pending-licence', 'medium'],
    ['We have 4 months of runway.', 'short-runway', 'high'],
    ['The auditors noted material uncertainty about the going concern.', 'going-concern', 'high'],
    ['Sales fell 12% year on year.', 'declining-revenue', 'medium'],
    ['We defaulted on a supplier credit line.', 'debt-distress', 'high'],
  ])('flags "%s" as %s (%s)', (sentence, ruleId, severity) => {
    expect(flagsOf(sentence)).toContainEqual([ruleId, severity]);
  });

  it.each([
    ['Both founders left their jobs at Google to start the company.'],
    ['Our CEO resigned from Standard Bank to found KopaPay.'],
    ['There is no pending litigation or legal action against us.'],
    ['We grew 400% last year.'],
    ['Founders hold 65% after the round.'],
    ['60% of our customers are in Lagos.'],
    ['We have 18 months of runway.'],
    ['We hold a payment service licence from the CBN.'],
  ])('raises no flag for "%s"', (sentence) => {
    expect(flagsOf(sentence)).toEqual([]);
  });

  it('flags unaudited accounts only in financial statements', () => {
    expect(flagsOf('These accounts are unaudited. Revenue was $1M per year.', 'financial_statements')).toEqual([['audit-opinion', 'low']]);
    expect(flagsOf('These accounts are unaudited.', 'legal_docs')).toEqual([]);
  });

  it('counts occurrences and keeps the first sentence as evidence', () => {
    const sentences = sentenceFacts('A lawsuit was filed in May. A second lawsuit followed in June.');
    const [flag] = detectRedFlags(sentences, extractData(sentences), 'legal_docs');
    expect(flag).toMatchObject({ ruleId: 'litigation', occurrences: 2, evidence: 'A lawsuit was filed in May.' });
  });

  it('compares burn with revenue only in the same currency', () => {
    expect(flagsOf('MRR is ₦20 million. Monthly burn is $30,000.', 'pitch_deck')).toEqual([]);
  });

  it('notes the burn of a company that says it has no revenue yet as low severity', () => {
    expect(flagsOf('We are pre-revenue. Our burn is $40k.', 'pitch_deck')).toEqual([['burn-above-revenue', 'low']]);
  });

  // The labelling guide compares a burn with the revenue of the same period: with no revenue stated, there is nothing to compare.
  it('does not claim burn above revenue when the text states no revenue at all', () => {
    expect(flagsOf('Our burn is $40k.', 'pitch_deck')).toEqual([]);
  });

  it('rates burn at least twice revenue as high', () => {
    expect(flagsOf('MRR of $20k. Burn rate of $45k per month.', 'pitch_deck')).toEqual([['burn-above-revenue', 'high']]);
  });

  it('documents every rule once in the catalogue', () => {
    const ids = redFlagCatalogue.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['customer-concentration', 'burn-above-revenue', 'missing-financials', 'founder-departure', 'litigation', 'related-party', 'unrealistic-growth', 'regulatory']));
  });
});

describe('red flags read from a deck\'s stated figures', () => {
  const ids = (text: string, type: 'pitch_deck' | 'business_plan' = 'pitch_deck') => flagsOf(text, type).map(([id]) => id);

  it('follows a question joined to its answer from the answer, so a later figure may say a past rate is over', () => {
    const text = 'Q: Churn worried us last year. How is it now?\nA: In 2021 we were losing about 10% of shops a month. Over the last twelve months we lost 12 shops out of the 500 we started with.';
    expect(ids(text, 'business_plan')).not.toContain('high-churn');
    expect(ids('Q: How is churn?\nA: We are losing about 10% of shops a month.', 'business_plan')).toContain('high-churn');
  });

  it('reads no fall from full years to a half-year', () => {
    expect(ids("Chiffre d'affaires : 2023 : 300 M FCFA; 2024 : 520 M FCFA; S1 2025 : 290 M FCFA.")).not.toContain('declining-revenue');
    expect(ids("Chiffre d'affaires : 2023 : 300 M FCFA; 2024 : 520 M FCFA; 2025 : 290 M FCFA.")).toContain('declining-revenue');
  });

  it('reads a fall said as a share less than the period before, or as a share of what was billed then', () => {
    expect(ids("Les ventes 2025 atteignent 90 M FCFA, soit environ un quart de moins qu'en 2024.")).toContain('declining-revenue');
    expect(ids('In March we invoiced about half of what we did in February.')).toContain('declining-revenue');
    expect(ids('In March we invoiced about twice what we did in February.')).not.toContain('declining-revenue');
  });

  it('reads instalments said to be still unpaid, the loan named between', () => {
    expect(ids('The June and July instalments on the vehicle loan from the bank are both still unpaid.', 'business_plan')).toContain('debt-distress');
  });
});
