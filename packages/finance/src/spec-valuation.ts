/**
 * The spec's valuation result: {recommendation {fairValue, range {min,
 * max}, reasoning}, methods: name → {value, confidence}} in USD. Only methods that
 * could run (confidence above 0) get an entry; the reasoning says why the others did
 * not. Method names are camelCase so the screen can split them into words. Beside the
 * spec's fields, `comparables` lists the recorded peer valuations (source and date, no
 * names) so the screen can show what the comparables method stood on, or that there
 * were too few. The reasoning is messages (decision 0046): a route sends it through `toWire`.
 */
import type { RecordedPeers } from '@baobab/contracts/comparables';
import type { Text } from '@baobab/contracts/i18n/message';
import { centsToDollars } from './rounding';
import type { Valuation } from './valuation';
import { valuationMethods } from './valuation-types';

export type SpecValuationResult = {
  recommendation: { fairValue: number; range: { min: number; max: number }; reasoning: Text[] };
  methods: Record<string, { value: number; confidence: number }>;
  comparables: RecordedPeers;
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
    comparables: {
      minimumPeers: valuation.comparables.minimumPeers,
      count: valuation.comparables.count,
      peers: valuation.comparables.peers.map((p) => ({ value: centsToDollars(p.cents), source: p.source, date: p.date })),
    },
  };
}
