import { describe, expect, it } from 'vitest';
import { extractData } from './findings';
import { detectRedFlags as detectRedFlagsEngine } from './red-flags';
import { sentenceFacts } from './sentence-facts';
import { inEnglish } from '../test-support/english';

const detectRedFlags = inEnglish(detectRedFlagsEngine);

function ruleIds(text: string): string[] {
  const sentences = sentenceFacts(text);
  return detectRedFlags(sentences, extractData(sentences), 'legal_docs').map((f) => f.ruleId);
}

// Negation and time: the flag follows what is true now, and every flag quotes its sentence.
describe('red flags read negation and time', () => {
  it.each([
    ['Our co-founder left in 2023 to start his own company.', 'founder-departure'],
    ['Our CTO moved on in March to lead engineering at a bank.', 'founder-departure'],
    ['The founders hold 55%, including 20% held by a co-founder who left in 2022.', 'low-founder-ownership'],
    ['Gross margin was 12% in 2023 and -8% in 2024.', 'gross-margin'],
    ['Gross margin fell from 24% to 15% as transport costs rose.', 'gross-margin'],
    ['Monthly churn is 9%.', 'high-churn'],
    ['12-month retention is 38%.', 'high-churn'],
    ['ARR of $410k includes a one-off $150k grant.', 'non-recurring-revenue'],
    ['ARR of $1.4M, annualised from December, our record month.', 'non-recurring-revenue'],
    ['We are awaiting the Energy Commission permit for the mini-grid.', 'pending-licence'],
    ['Revenue will grow from $4M in 2025 to $60M in 2026.', 'unrealistic-growth'],
    ['We are defending a suit filed by a former partner.', 'litigation'],
  ])('flags "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).toContain(ruleId);
  });

  it.each([
    ['No co-founder has left since we started in 2021.', 'founder-departure'],
    ['Our CEO resigned from Orange Money in 2022 to found Wari Pay.', 'founder-departure'],
    ['A lawsuit brought by a reseller was dismissed by the High Court in 2023.', 'litigation'],
    ['The dispute was settled out of court in 2023.', 'litigation'],
    ['We applied for the licence in 2022 and it was granted in 2023.', 'pending-licence'],
    ['The county permit was granted in October.', 'pending-licence'],
    ['Monthly churn fell from 11% to 3%.', 'high-churn'],
    ['Churn dropped to 2% a month.', 'high-churn'],
    ['Annual churn is 22%.', 'high-churn'],
    ['Gross margin improved from 22% in 2023 to 34% in 2024.', 'gross-margin'],
    ['Gross margin improved to 41% from 33% in 2023.', 'gross-margin'],
    ['ARR of $230k, excluding one-off setup fees.', 'non-recurring-revenue'],
    ['We grew revenue from $100k in 2022 to $1.5M in 2024.', 'unrealistic-growth'],
    ['We project revenue of $38M in 2024, $80M in 2025 and $150M in 2026.', 'unrealistic-growth'],
    ['The former co-founder holds 20% of the shares.', 'low-founder-ownership'],
    ['All former employees\' unvested options were cancelled, and the departed CTO\'s shares were bought back.', 'dead-equity'],
  ])('does not flag "%s" as %s', (text, ruleId) => {
    expect(ruleIds(text)).not.toContain(ruleId);
  });

  it('takes a leaver named in one sentence and holding shares in a later one as dead equity', () => {
    const sentences = sentenceFacts('Our COO, Sipho Dlamini, left in June. Sipho still holds 18% of the shares.');
    const flag = detectRedFlags(sentences, extractData(sentences), 'pitch_deck').find((f) => f.ruleId === 'dead-equity');
    expect(flag?.evidence).toBe('Sipho still holds 18% of the shares.');
  });

  it('counts revenue in CFA francs as a figure although it cannot be converted', () => {
    const sentences = sentenceFacts('Monthly revenue of XOF 90 million.');
    expect(detectRedFlags(sentences, extractData(sentences), 'pitch_deck').map((f) => f.ruleId)).not.toContain('missing-financials');
  });

  it('quotes the sentence that states contradictory unit economics', () => {
    const sentences = sentenceFacts('CAC of R850 and LTV of R3,400. Our LTV:CAC ratio is 9x.');
    const flag = detectRedFlags(sentences, extractData(sentences), 'pitch_deck').find((f) => f.ruleId === 'unit-economics');
    expect(flag).toMatchObject({ evidence: 'Our LTV:CAC ratio is 9x.', title: 'Stated LTV/CAC of 9×, but the LTV and CAC given imply 4×' });
  });
});
