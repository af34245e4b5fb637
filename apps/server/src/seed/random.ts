/**
 * A seeded pseudo-random generator, so that the same seed always yields the same dataset.
 * The core is sfc32 (Chris Doty-Humphrey's Small Fast Chaotic generator, as in PractRand),
 * seeded from a 32-bit integer through splitmix32. Not for secrets.
 */

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key chosen with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** `count` distinct keys drawn one after another in proportion to their weights. */
  weightedSample<K extends string>(weights: Readonly<Record<K, number>>, count: number): K[];
  /** `count` distinct items in random order (all of them if count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** A float between min and max whose logarithm is uniform: small values as likely per decade as large ones. */
  logUniform(min: number, max: number): number;
};

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

type Cumulative = { entries: [string, number][]; total: number };
/** Weight tables are module constants, never mutated: their running sums are computed once. */
const cumulativeCache = new WeakMap<object, Cumulative>();

function cumulative<K extends string>(weights: Readonly<Record<K, number>>): { entries: [K, number][]; total: number } {
  let cached = cumulativeCache.get(weights);
  if (!cached) {
    let total = 0;
    const entries = (Object.entries(weights) as [string, number][]).map(([key, w]): [string, number] => [key, (total += w)]);
    cached = { entries, total };
    cumulativeCache.set(weights, cached);
  }
  return cached as { entries: [K, number][]; total: number };
}

export function createRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();

  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  // The first outputs of a freshly seeded sfc32 are less well mixed; discarding a few is customary.
  for (let i = 0; i < 12; i += 1) next();

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };

  const weighted = <K extends string>(weights: Readonly<Record<K, number>>): K => {
    const { entries, total } = cumulative(weights);
    const roll = next() * total;
    for (const [key, upTo] of entries) if (roll < upTo) return key;
    return entries[entries.length - 1]![0];
  };

  return {
    next,
    int,
    pick,
    shuffle,
    chance: (probability) => next() < probability,
    weighted,
    weightedSample<K extends string>(weights: Readonly<Record<K, number>>, count: number): K[] {
      const pool = Object.entries(weights) as [K, number][];
      const chosen: K[] = [];
      while (chosen.length < count && pool.length > 0) {
        let roll = next() * pool.reduce((sum, [, w]) => sum + w, 0);
        const found = pool.findIndex(([, w]) => (roll -= w) < 0);
        const index = found < 0 ? pool.length - 1 : found;
        chosen.push(pool[index]![0]);
        pool.splice(index, 1);
      }
      return chosen;
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  };
}
