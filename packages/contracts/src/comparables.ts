/**
 * Peer valuations: what counts as a recorded valuation of a startup, how many recorded peers a
 * benchmark needs, and the words the screens use for them (docs/decisions/0006). Shared by the
 * valuation engine (packages/finance), the benchmark engine (packages/insights), the server and
 * the screens, so "recorded" means one thing everywhere (docs/decisions/0006).
 */
import { z } from 'zod';
import { recordedValuationSources } from './comparables-texts';

export * from './comparables-texts';

/** One peer's recorded valuation in US dollars, with its source and date (YYYY-MM-DD); never named. */
export const peerValuationSchema = z.object({
  value: z.number().min(0),
  source: z.enum(recordedValuationSources),
  date: z.string(),
});
export type PeerValuation = z.infer<typeof peerValuationSchema>;

/** The recorded peers a valuation or benchmark used, or the count it found when too few. */
export const recordedPeersSchema = z.object({
  minimumPeers: z.number().int().min(1),
  /** Recorded peers found in the group compared with (all of them, even when too few). */
  count: z.number().int().min(0),
  /** Their figures when there are at least `minimumPeers`; empty otherwise. */
  peers: z.array(peerValuationSchema),
});
export type RecordedPeers = z.infer<typeof recordedPeersSchema>;
