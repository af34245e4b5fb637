// The peer valuations' strings, sources and threshold, without zod: the screens import them from here, so the
// schemas in comparables.ts (and zod) load only with what validates (decision 0083).
import { message } from './i18n/message';

/**
 * Where a recorded valuation comes from (decision 0039): the pre-money of the startup's latest
 * priced round that both sides confirmed, an investor who recorded it and the startup's founder
 * who confirmed it (decision 0005), dated by the deal date. The pre-money is the recorded
 * post-money, or the one the stake bought implies, minus the amount invested. A founder's own
 * valuation tool result is their computation, not a price anyone paid: it never counts.
 */
export const recordedValuationSources = ['confirmed round'] as const;
export type RecordedValuationSource = (typeof recordedValuationSources)[number];

/**
 * Recorded peers a valuation benchmark needs before it gives a number; the same five the raise
 * benchmark asks for (packages/insights `defaultMinimumPeers`). With fewer, the screens say so.
 */
export const minimumRecordedPeers = 5;

/** Sentences with values, as translation keys (decision 0023): the engines, the server and the screens fill these. */
export const comparablesTemplates = {
  /** Counted: the English forms are in i18n/en/common.ts. */
  peersRecorded: '{{count}} comparable startups at this stage have a round confirmed by both sides with a valuation; at least {{minimum}} are needed to give a number.',
  tooFewNote: 'Too few recorded peers: {{detail}}',
} as const;

export const comparablesMessages = {
  tooFewRecordedPeers: 'Too few recorded peers',
  tooFewRecordedPeersDetail: (count: number, minimum: number) => message(comparablesTemplates.peersRecorded, { count, minimum }),
  recordedPeersTitle: 'Recorded peer valuations',
  recordedPeersExplained: "Only rounds confirmed by both the investor and the founder count, at their pre-money; a founder's own valuation tool result never does. Peers are not named.",
  valuationBenchmarkTitle: 'Valuation benchmark',
  /** Said beside a raise benchmark: a raise is a stated ask, and Baobab never turns it into a valuation. */
  raiseIsNotValuation: 'A raise is what a startup says it is raising, not a valuation: Baobab never estimates a valuation from it.',
  sourceLabels: { 'confirmed round': 'Confirmed round' } satisfies Record<RecordedValuationSource, string>,
} as const;
