import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { valueStartup } from './valuation';
import { roundTermsMethod } from './valuation-round-terms';

describe('the round on the record', () => {
  it('works a seed raise by hand: $750,000 selling 15–25% is a pre-money of $2,250,000 to $4,250,000, $3,000,000 at 20%', () => {
    const method = roundTermsMethod('Seed', 75_000_000);
    expect(method).toMatchObject({ valueCents: 300_000_000, confidence: 0.5, rangeCents: { min: 225_000_000, max: 425_000_000 } });
    expect(englishOf(method.explanation[0]!)).toBe('Raising $750,000 at the Seed stage: a round usually sells 15–25% of the company, a pre-money of $2,250,000 to $4,250,000; $3,000,000 at 20%.');
  });

  it('takes a confirmed round before the raise, and states the modelled pre-money without weighing it', () => {
    const method = roundTermsMethod('Seed', 75_000_000, { confirmedRound: { preMoneyCents: 350_000_000, date: '2026-02-01' }, modelledPreMoneyCents: [600_000_000, 400_000_000, 400_000_000] });
    expect(method.valueCents).toBe(350_000_000);
    expect(method.confidence).toBe(0.8);
    expect(method.rangeCents).toBeUndefined();
    expect(method.explanation.map(englishOf)).toEqual([
      'The latest confirmed round, on 2026-02-01, priced the company at $3,500,000 before the money.',
      'The rounds modelled on the cap table use a pre-money of $4,000,000, $6,000,000 (the founder’s scenarios, shown for comparison, not weighed).',
    ]);
  });

  it('cannot run without a raise or a confirmed round', () => {
    expect(roundTermsMethod('Seed', undefined, { modelledPreMoneyCents: [400_000_000] }).confidence).toBe(0);
  });

  it('gives a real range where one method alone gave a single figure', () => {
    const alone = valueStartup({ facts: { stage: 'Seed', teamSize: 8, tractionUsers: 12_400, productStage: 'launched' } });
    expect(alone.range.minCents).toBe(alone.range.maxCents);
    const withRaise = valueStartup({ facts: { stage: 'Seed', teamSize: 8, tractionUsers: 12_400, productStage: 'launched', raiseAmountCents: 89_600_000 } });
    expect(withRaise.range.maxCents).toBeGreaterThan(withRaise.range.minCents);
    expect(withRaise.range.maxCents).toBe(Math.round((89_600_000 * 0.85) / 0.15 / 100) * 100);
    expect(withRaise.fairValueCents).toBeGreaterThanOrEqual(withRaise.range.minCents);
    expect(withRaise.fairValueCents).toBeLessThanOrEqual(withRaise.range.maxCents);
  });
});
