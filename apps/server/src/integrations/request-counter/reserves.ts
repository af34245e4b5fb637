/**
 * Places in a key's window that this instance has already counted in the shared store and not yet
 * handed to a request (request-counter.ts). A key's first batch in a window reserves nothing, so a
 * client seen once costs nothing extra; each later batch in the same window reserves twice as many
 * as the one before, up to reserveSizeFor(max). Places go out in order, never past the key's
 * window: the window's end is taken from the moment the batch was sent, which is never later than
 * the store's own end for it.
 */
type Range = { from: number; to: number };
type Reserve = { ranges: Range[]; size: number; until: number };

/**
 * At most a twentieth of the limit: what one instance can hold back from the others (the default
 * API limit of 600 a minute: 30). Limits under 20 (sign-in: 5 a minute) reserve nothing and stay
 * one batch per burst. A cap of 100 whatever the limit was tried: under the benchmark's limit (one
 * address at 20,000 requests a second) it cost an upsert per 130 requests and about 6 µs of server
 * CPU per request more (bench/README.md).
 */
export function reserveSizeFor(max: number): number {
  return Math.floor(max / 20);
}

/** Past this many keys, those whose window has ended are swept. */
const SWEEP_SIZE = 10_000;

export type Taken = { count: number; ttlMs: number; runningLow: boolean };

export function createReserves() {
  const reserves = new Map<string, Reserve>();

  const live = (key: string, now: number) => {
    const reserve = reserves.get(key);
    if (reserve && now < reserve.until) return reserve;
    if (reserve) reserves.delete(key);
    return undefined;
  };

  const remaining = (reserve: Reserve) => reserve.ranges.reduce((sum, r) => sum + r.to - r.from + 1, 0);

  return {
    /** How many places the key's next batch should reserve beyond its waiting requests. */
    nextSize(key: string, cap: number): number {
      const reserve = live(key, Date.now());
      return reserve ? Math.min(cap, Math.max(1, reserve.size * 2)) : 0;
    },

    /**
     * Records the places `range` (empty when from > to) of a batch that reserved `size`. A reserve
     * still live when the answer arrives is of the same window (it ends before the store's), so
     * the new places join it; otherwise they replace it.
     */
    add(key: string, range: Range, size: number, until: number) {
      const now = Date.now();
      const reserve = live(key, now);
      const ranges = range.from <= range.to ? [range] : [];
      if (reserve) {
        reserve.ranges.push(...ranges);
        reserve.size = size;
        reserve.until = Math.min(reserve.until, until);
      } else {
        reserves.set(key, { ranges, size, until });
      }
    },

    /** The next reserved place, if one is left in the window and within the limit. */
    take(key: string, max: number, now: number): Taken | undefined {
      const reserve = live(key, now);
      const range = reserve?.ranges[0];
      if (!reserve || !range) return undefined;
      const count = range.from;
      if (count > max) {
        // Places past the limit admit nobody: the refusal takes over.
        reserve.ranges = [];
        return undefined;
      }
      if (range.from === range.to) reserve.ranges.shift();
      else range.from += 1;
      return { count, ttlMs: reserve.until - now, runningLow: remaining(reserve) * 2 <= reserve.size };
    },

    sweep(now: number) {
      if (reserves.size <= SWEEP_SIZE) return;
      for (const [key, reserve] of reserves) if (reserve.until <= now) reserves.delete(key);
    },
  };
}
