import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustRate, baseRates, successOutlook as outlookMessages, type Assessment } from './success-outlook';
import { toWire } from '@baobab/contracts/i18n/message-wire';

/** The outlook as the API sends it: every message in its English (decision 0046). */
const successOutlook = (...args: Parameters<typeof outlookMessages>) => toWire(outlookMessages(...args));

const us = { region: 'North America', country: 'US' };
const known = (assessment: Assessment | null) => {
  const outlook = successOutlook('Seed', us, assessment);
  if (!outlook.known) throw new Error('expected a known outlook');
  return outlook;
};

describe('successOutlook', () => {
  it('starts from the published base rate for Seed in the United States, with its source', () => {
    const outlook = known(null);
    // CB Insights, The Venture Capital Funnel (2017): 46% of 1,098 US seed companies raised a second round.
    expect(outlook).toMatchObject({ baseRate: 0.46, adjusted: { rate: 0.46, low: 0.46, high: 0.46 }, source: { publisher: 'CB Insights', year: 2017 } });
    expect(outlook.explanation[0]).toBe(
      'Base rate 46% for Seed in the United States: share of 1,098 US tech companies with a first seed round in 2008–2010 that raised a second round by February 2017 (CB Insights, The Venture Capital Funnel, 2017, funnel chart and text, second round)',
    );
  });

  it('moves the base rate by the stated rule: 58 (likely 41–70) on 46% gives 48.8%, over 42.9%–52.9%', () => {
    // odds 0.46 ÷ 0.54 = 0.8519; × 2^((58 − 50) ÷ 50) = × 1.1173 → 0.9518 → 48.76%; 41 → 42.92%; 70 → 52.92%.
    const outlook = known({ score: 58, low: 41, high: 70 });
    expect(outlook.adjusted).toEqual({ rate: 0.488, low: 0.429, high: 0.529 });
    expect(outlook.explanation[1]).toBe("This startup's assessment 58 (likely 41–70) moves it to 42.9%–52.9%");
  });

  it('says when the assessment has no likely range yet', () => {
    expect(known({ score: 70, low: 70, high: 70 }).explanation[1]).toBe("This startup's assessment 70 (no likely range yet) moves it to 52.9%");
  });

  it('gives no number where no published study covers the stage or the place', () => {
    expect(successOutlook('Seed', { region: 'Africa', country: 'NG' }, { score: 80, low: 70, high: 90 })).toEqual({
      known: false,
      reason: 'No defensible number for Seed in Africa: Baobab knows no published cohort study for it',
    });
    expect(successOutlook('Series A', us, null).known).toBe(false);
    expect(successOutlook('Seed', { region: 'North America', country: null }, null).known).toBe(false);
  });

  it('reads the stage and the country in any spelling the platform stores', () => {
    expect(successOutlook('seed', { region: 'North America', country: 'United States' }, null).known).toBe(true);
  });

  const score = fc.integer({ min: 0, max: 100 });
  const assessment = fc.tuple(score, score, score).map(([a, b, c]): Assessment => {
    const [low, mid, high] = [a, b, c].sort((x, y) => x - y) as [number, number, number];
    return { score: mid, low, high };
  });

  it('never lowers the adjusted figures when the assessment is higher (fast-check)', () => {
    fc.assert(
      fc.property(assessment, fc.integer({ min: 0, max: 100 }), (a, raise) => {
        const up = { score: Math.min(100, a.score + raise), low: Math.min(100, a.low + raise), high: Math.min(100, a.high + raise) };
        const [before, after] = [known(a).adjusted, known(up).adjusted];
        expect(after.rate).toBeGreaterThanOrEqual(before.rate);
        expect(after.low).toBeGreaterThanOrEqual(before.low);
        expect(after.high).toBeGreaterThanOrEqual(before.high);
      }),
    );
  });

  it('keeps the figure at the score inside the range, the range inside odds ÷ 2 to × 2, and the base rate inside when the range holds 50 (fast-check)', () => {
    const base = baseRates[0]!.rate;
    const [floor, ceiling] = [0, 100].map((s) => Math.round(adjustRate(base, s) * 1000) / 1000) as [number, number];
    fc.assert(
      fc.property(assessment, (a) => {
        const { rate, low, high } = known(a).adjusted;
        expect(low).toBeLessThanOrEqual(rate);
        expect(rate).toBeLessThanOrEqual(high);
        expect(low).toBeGreaterThanOrEqual(floor);
        expect(high).toBeLessThanOrEqual(ceiling);
        if (a.low <= 50 && a.high >= 50) expect(low <= base && base <= high).toBe(true);
      }),
    );
  });
});
