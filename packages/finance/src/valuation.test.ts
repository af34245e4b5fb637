import { describe, it, expect } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import fc from 'fast-check';
import { recommend, valueStartup } from './valuation';
import { berkusMethod, riskFactorSummationMethod, scorecardMethod, scorecardValue } from './valuation-early-stage';
import { discountedCashFlowMethod, firstChicagoMethod, ventureCapitalMethod } from './valuation-income';
import { type MethodResult, type StartupFacts, type ValuationMethod, fundingStages, valuationMethods } from './valuation-types';

const K = 1_000_00;
const M = 1_000_000_00;

describe('Berkus', () => {
  it('values a pre-revenue startup that earns every element at 5 × $500,000 = $2.5M', () => {
    const facts: StartupFacts = { stage: 'Pre-Seed', marketSizeCents: 2_000 * M, productStage: 'launched', teamSize: 10, hasStrategicPartners: true, monthlyRevenueCents: 20 * K };
    const result = berkusMethod(facts);
    expect(result.valueCents).toBe(2_500_000_00);
    expect(result.confidence).toBe(0.8);
  });

  it('adds nothing for elements without facts and lowers its confidence in proportion', () => {
    const result = berkusMethod({ stage: 'Pre-Seed', productStage: 'prototype' });
    expect(result.valueCents).toBe(300_000_00);
    expect(result.confidence).toBeCloseTo(0.8 / 5, 10);
    expect(result.explanation.map(englishOf).join(' ')).toContain('No facts for sound idea');
  });

  it('rescales the per-element maximum to the local market when asked', () => {
    expect(berkusMethod({ stage: 'Seed' }, { scores: { soundIdea: 1, qualityTeam: 0.5 }, elementMaxCents: 250 * K }).valueCents).toBe(375 * K);
  });
});

describe('Scorecard (Payne)', () => {
  it("sums Payne's worksheet factors (team 125%, opportunity 150%, product 100%, competition 75%, marketing 80%, need 100%, other 100%) to 1.155", () => {
    // Bill Payne, "Scorecard Valuation Methodology" (2011), the worked factor table: 30% × 125% =
    // 0.375, 25% × 150% = 0.375, 15% × 100% = 0.15, 10% × 75% = 0.075, 10% × 80% = 0.08,
    // 5% × 100% = 0.05, and 'Other' taken at 100%, 0.05.
    const { valueCents, sumOfFactors } = scorecardValue(2 * M, { team: 1.25, opportunity: 1.5, product: 1, competition: 0.75, marketing: 0.8, additionalInvestment: 1, other: 1 });
    expect(sumOfFactors).toBeCloseTo(1.155, 12);
    expect(valueCents).toBe(2_310_000_00);
  });

  it('rates missing factors as average and does not run without a baseline', () => {
    expect(scorecardValue(2 * M, {}).valueCents).toBe(2 * M);
    const medians = { teamSize: null, tractionUsers: null, monthlyRevenueCents: null, raiseAmountCents: null };
    expect(scorecardMethod({ stage: 'Seed' }, null, medians).confidence).toBe(0);
  });
});

describe('Risk Factor Summation', () => {
  it('moves a $2M baseline by $250,000 per step: a net +4 gives $3M', () => {
    const baseline = { valueCents: 2 * M, quality: 1, description: 'a $2M baseline' };
    const result = riskFactorSummationMethod({ stage: 'Seed' }, baseline, null, {
      management: 2, stageOfBusiness: 1, legislationPolitical: 0, manufacturing: 0, salesMarketing: -1, fundingCapitalRaising: 0,
      competition: -1, technology: 1, litigation: 0, international: 0, reputation: 0, potentialLucrativeExit: 2,
    });
    expect(result.valueCents).toBe(3 * M);
    expect(result.confidence).toBeCloseTo(0.6, 10);
  });

  it('never goes below zero', () => {
    const baseline = { valueCents: 1 * M, quality: 1, description: 'a $1M baseline' };
    expect(riskFactorSummationMethod({ stage: 'Seed' }, baseline, null, { management: -2, stageOfBusiness: -2, technology: -2 }).valueCents).toBe(0);
  });
});

describe('Venture Capital method and First Chicago', () => {
  const seriesA: StartupFacts = { stage: 'Series A', monthlyRevenueCents: 1 * M, revenueGrowthRate: 0, raiseAmountCents: 2 * M };
  const options = { exitRevenueMultiple: 5, years: 5, targetReturn: 0.5 };

  it('discounts a $60M exit (5x $12M revenue), kept at 64% after two rounds, at 50% for five years, less the $2M raise', () => {
    // 60M × 0.8² ÷ 1.5⁵ = $5,056,790.12 post-money; pre-money $3,056,790.12.
    expect(ventureCapitalMethod(seriesA, options).valueCents).toBe(305_679_012);
  });

  it('weights First Chicago scenarios by probability: 25% of $100M, 50% of $20M, 25% of nothing', () => {
    const scenarios = [
      { name: 'success', probability: 0.25, exitValueCents: 100 * M },
      { name: 'sideways', probability: 0.5, exitValueCents: 20 * M },
      { name: 'failure', probability: 0.25, exitValueCents: 0 },
    ];
    // 35M × 0.64 ÷ 1.5⁵ − 2M = $949,794.24.
    expect(firstChicagoMethod(seriesA, { ...options, scenarios }).valueCents).toBe(94_979_424);
  });

  it('abstains, rather than answering $0, when the discounted exit does not cover the raise', () => {
    const tinyRevenueBigRaise: StartupFacts = { stage: 'Seed', monthlyRevenueCents: 1_000_00, revenueGrowthRate: 0, raiseAmountCents: 50 * M };
    const vc = ventureCapitalMethod(tinyRevenueBigRaise, options);
    expect(vc.confidence).toBe(0);
    expect(vc.explanation.map(englishOf).join(' ')).toContain('does not cover the raise');
    expect(firstChicagoMethod(tinyRevenueBigRaise, options).confidence).toBe(0);
  });

  it('does not run without revenue', () => {
    expect(ventureCapitalMethod({ stage: 'Seed' }).confidence).toBe(0);
    expect(firstChicagoMethod({ stage: 'Seed' }).confidence).toBe(0);
  });
});

describe('discounted cash flow with survival', () => {
  it('values one $1M year at Growth stage (15%, 95% survival) with a 3% terminal growth at $7,916,666.67', () => {
    // 0.95 × (1M + 1M × 1.03 ÷ 0.12) ÷ 1.15.
    expect(discountedCashFlowMethod({ stage: 'Growth' }, { yearlyCashFlowsCents: [1 * M] }).valueCents).toBe(791_666_667);
  });

  it('floors negative cash flows at zero with a low confidence', () => {
    const result = discountedCashFlowMethod({ stage: 'Series B' }, { yearlyCashFlowsCents: [-2 * M, -1 * M] });
    expect(result.valueCents).toBe(0);
    expect(result.confidence).toBeCloseTo(0.6 * 0.3, 10);
  });
});

describe('recommendation', () => {
  const method = (valueCents: number, confidence: number): MethodResult => ({ valueCents, confidence, explanation: ['x'] });
  const methods = (entries: Partial<Record<ValuationMethod, MethodResult>>) =>
    Object.fromEntries(valuationMethods.map((m) => [m, entries[m] ?? { valueCents: 0, confidence: 0, explanation: [`${m} skipped`] }])) as Record<ValuationMethod, MethodResult>;

  it('weights values by confidence and spans the range of the methods that ran', () => {
    const result = recommend(methods({ berkus: method(1 * M, 0.75), comparables: method(3 * M, 0.25) }));
    expect(result.fairValueCents).toBe(1_500_000_00);
    expect(result.range).toEqual({ minCents: 1 * M, maxCents: 3 * M });
    expect(result.reasoning.map(englishOf)).toContain('scorecard skipped');
  });

  it('leaves a value far below the others out of the fair value and the range, and says why', () => {
    // $1M, $1.2M and $1.1M against a discounted cash flow floored at $0: a tenth of the
    // others' median ($1.1M) is $110,000, so the $0 is not averaged in.
    const result = recommend(methods({ berkus: method(1 * M, 0.5), scorecard: method(1.2 * M, 0.5), comparables: method(1.1 * M, 0.5), discountedCashFlow: method(0, 0.3) }));
    expect(result.fairValueCents).toBe(1_100_000_00);
    expect(result.range).toEqual({ minCents: 1 * M, maxCents: 1.2 * M });
    expect(result.reasoning.map(englishOf)).toContainEqual(expect.stringMatching(/^Discounted cash flow is left out of the fair value and the range: its value of \$0 is far below the other methods \(median \$1,100,000\)/));
  });

  it("leaves out a value built on a default the founder never entered, with the reason", () => {
    const dcf: MethodResult = { ...method(9 * M, 0.4), restsOnDefault: "rests on the model's default costs" };
    const result = recommend(methods({ berkus: method(1 * M, 0.5), discountedCashFlow: dcf }));
    expect(result.fairValueCents).toBe(1 * M);
    expect(result.reasoning.map(englishOf)).toContainEqual(expect.stringMatching(/^Discounted cash flow is left out of the fair value and the range: its value rests on the model's default costs\./));
    // A projected discounted cash flow (no cash flows given) is such a method.
    expect(englishOf(discountedCashFlowMethod({ stage: 'Seed', monthlyRevenueCents: 10 * K }).restsOnDefault!)).toMatch(/default payroll and operating costs/);
    expect(discountedCashFlowMethod({ stage: 'Seed' }, { yearlyCashFlowsCents: [1 * M] }).restsOnDefault).toBeUndefined();
  });

  it('says there is not enough data, rather than inventing a value, when no method can run', () => {
    const result = valueStartup({ facts: { stage: 'Seed' } });
    expect(result.fairValueCents).toBe(0);
    expect(englishOf(result.reasoning[0]!)).toMatch(/^Not enough data/);
  });

  it('keeps the fair value inside the range and every confidence within 0–1 for any facts', () => {
    fc.assert(
      fc.property(
        fc.record({
          stage: fc.constantFrom(...fundingStages),
          teamSize: fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
          monthlyRevenueCents: fc.option(fc.integer({ min: 0, max: 100 * M }), { nil: undefined }),
          revenueGrowthRate: fc.option(fc.integer({ min: -100, max: 500 }), { nil: undefined }),
          raiseAmountCents: fc.option(fc.integer({ min: 0, max: 50 * M }), { nil: undefined }),
          productStage: fc.option(fc.constantFrom('idea' as const, 'prototype' as const, 'launched' as const), { nil: undefined }),
          marketSizeCents: fc.option(fc.integer({ min: 0, max: 100_000 * M }), { nil: undefined }),
        }),
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 8 }),
        (facts, valuations) => {
          const comparables = valuations.map((v, i) => ({ name: `c${i}`, stage: facts.stage, sector: 'FinTech', valuation: { cents: v * M, source: 'confirmed round' as const, date: '2026-01-01' } }));
          const result = valueStartup({ facts, comparables });
          for (const m of valuationMethods) {
            expect(result.methods[m].confidence).toBeGreaterThanOrEqual(0);
            expect(result.methods[m].confidence).toBeLessThanOrEqual(1);
            expect(Number.isFinite(result.methods[m].valueCents)).toBe(true);
            expect(result.methods[m].valueCents).toBeGreaterThanOrEqual(0);
          }
          expect(result.fairValueCents).toBeGreaterThanOrEqual(result.range.minCents - 100);
          expect(result.fairValueCents).toBeLessThanOrEqual(result.range.maxCents + 100);
          // Plain words: no identifier such as stageOfBusiness or salesMarketing reaches a reader.
          const text = [...result.reasoning, ...valuationMethods.flatMap((m) => result.methods[m].explanation)].map(englishOf).join('\n');
          expect(text).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('Risk Factor Summation rounding', () => {
  it('rounds half steps symmetrically: +0.5 adds $250,000 and −0.5 takes $250,000 away', () => {
    const base = { facts: { stage: 'Pre-Seed' as const }, baselineValuationCents: 2 * M };
    const up = valueStartup({ ...base, riskFactors: { management: 0.5 } }).methods.riskFactorSummation.valueCents;
    const down = valueStartup({ ...base, riskFactors: { management: -0.5 } }).methods.riskFactorSummation.valueCents;
    expect(up).toBe(2 * M + 250 * K);
    expect(down).toBe(2 * M - 250 * K);
    expect(valueStartup({ ...base, riskFactors: { competition: -1.5 } }).methods.riskFactorSummation.valueCents).toBe(2 * M - 500 * K);
  });
});
