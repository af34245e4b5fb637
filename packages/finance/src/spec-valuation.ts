/**
 * The spec's valuation result: {recommendation {fairValue, range {min,
 * max}, reasoning}, methods: name → {value, confidence}} in USD. Only methods that
 * could run (confidence above 0) get an entry; the reasoning says why the others did
 * not. Method names are camelCase so the screen can split them into words.
 */
import { centsToDollars } from './rounding';
import { type Valuation } from './valuation';
import { valuationMethods } from './valuation-types';

export type SpecValuationResult = {
  recommendation: { fairValue: number; range: { min: number; max: number }; reasoning: string[] };
  methods: Record<string, { value: number; confidence: number }>;
};

export function specValuation(valuation: Valuation): SpecValuationResult {
  const methods: Record<string, { value: number; confidence: number }> = {};
  for (const name of valuationMethods) {
    const result = valuation.methods[name];
    if (result.confidence > 0) methods[name] = { value: centsToDollars(result.valueCents), confidence: result.confidence };
  }
  return {
    recommendation: {
      fairValue: centsToDollars(valuation.fairValueCents),
      range: { min: centsToDollars(valuation.range.minCents), max: centsToDollars(valuation.range.maxCents) },
      reasoning: valuation.reasoning,
    },
    methods,
  };
}
