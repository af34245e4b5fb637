/**
 * Class-level exit waterfall mathematics, in real-valued cents (rounded to whole
 * cents only by `waterfall.ts`, once, per holding).
 *
 * Order of payment (NVCA model certificate of incorporation, Article Fourth, Part B,
 * Section 2, "Liquidation, Dissolution or Winding Up"):
 * 1. Preferred classes that do not convert take their liquidation preference
 *    (shares × issue price × multiple) by seniority, highest OCF seniority first;
 *    within one seniority they are pari passu, sharing a shortfall in proportion to
 *    their full preference amounts.
 * 2. What remains goes per share to common, to converted preferred (as converted),
 *    to participating preferred (as converted, up to its cap), and to vested options
 *    net of their exercise price. Options whose exercise price is at or above the
 *    common price do not exercise and take nothing.
 * 3. Non-participating and capped participating preferred convert to common when
 *    converting pays the class more. The decisions depend on each other, so they are
 *    found as a fixed point: starting from no conversions, flip the single class that
 *    gains most by flipping, re-evaluate, and stop when no class gains (a Nash
 *    equilibrium of the conversion choices). Fully participating preferred never
 *    gains by converting and is not offered the choice.
 *
 * The common price p solves Σ payouts(p) = residual, where uncapped participants add
 * shares × p, capped ones shares × min(p, cap) and options Σ vested × max(p − strike, 0):
 * a continuous, non-decreasing, piecewise-linear function, solved exactly by locating
 * the linear piece (binary search over the sorted strikes) and dividing.
 */
import { type CapTable, asConvertedCount, validateCapTable } from './cap-table';
import { engineErrors } from './engine-errors';

export type PreparedClass = {
  id: string;
  name: string;
  kind: 'common' | 'preferred' | 'option';
  seniority: number;
  /** Issued shares, or vested options for an option class. */
  shares: number;
  /** Shares as converted to common. */
  asConverted: number;
  /** Full liquidation preference in cents: round(shares × issue price × multiple), half up. */
  preferenceCents: number;
  participating: boolean;
  /** Participation headroom per as-converted share in cents; Infinity when uncapped. */
  capPerShare: number;
  /** May convert to common for a better payout (non-participating or capped participating preferred). */
  convertible: boolean;
};

export type PreparedWaterfall = {
  classes: PreparedClass[];
  /** Preferred class indices grouped by seniority, most senior group first. */
  ranks: number[][];
  /** Indices of capped participating classes, ascending by cap. */
  capped: number[];
  /** Distinct option exercise prices ascending, with vested counts and prefix sums. */
  strikes: Float64Array;
  prefixVested: Float64Array;
  prefixVestedTimesStrike: Float64Array;
};

export type Regime = {
  converted: Uint8Array;
  /** Preference received per class in cents (0 for common, options and converted classes). */
  preferencePaid: Float64Array;
  /** Common price per as-converted share in cents. */
  price: number;
  /** Extra per as-converted share for capped classes when no uncapped holder can absorb the rest. */
  cappedOverflowPerShare: number;
};

export function prepareWaterfall(table: CapTable): PreparedWaterfall {
  validateCapTable(table);
  const classes: PreparedClass[] = table.classes.map((c) => {
    const isPreferred = c.kind === 'preferred';
    const capMultiple = c.participation.kind === 'participating' ? c.participation.capMultiple : undefined;
    const participating = isPreferred && c.participation.kind === 'participating';
    const headroomPerShare = capMultiple === undefined ? Infinity : (capMultiple - c.liquidationPreferenceMultiple) * c.issuePriceCents;
    return {
      id: c.id,
      name: c.name,
      kind: c.kind,
      seniority: c.seniority,
      shares: 0,
      asConverted: 0,
      preferenceCents: 0,
      participating,
      capPerShare: participating ? headroomPerShare / c.conversionRatio : Infinity,
      convertible: isPreferred && (!participating || capMultiple !== undefined),
    };
  });
  const indexById = new Map(table.classes.map((c, i) => [c.id, i]));
  const strikeCounts = new Map<number, number>();
  for (const h of table.holdings) {
    const i = indexById.get(h.classId) ?? -1;
    const target = classes[i];
    const source = table.classes[i];
    if (!target || !source) continue;
    if (target.kind === 'option') {
      const vested = h.vestedShares ?? h.shares;
      target.shares += vested;
      target.asConverted += vested;
      const strike = h.exercisePriceCents ?? 0;
      strikeCounts.set(strike, (strikeCounts.get(strike) ?? 0) + vested);
    } else {
      target.shares += h.shares;
      target.asConverted += asConvertedCount(h.shares, source);
    }
  }
  classes.forEach((c, i) => {
    const source = table.classes[i];
    if (c.kind === 'preferred' && source) {
      c.preferenceCents = Math.round(c.shares * source.issuePriceCents * source.liquidationPreferenceMultiple);
    }
  });
  if (!classes.some((c) => c.asConverted > 0)) throw new RangeError(engineErrors.nothingToPay);

  const seniorities = [...new Set(classes.filter((c) => c.kind === 'preferred').map((c) => c.seniority))].sort((a, b) => b - a);
  const ranks = seniorities.map((s) => classes.flatMap((c, i) => (c.kind === 'preferred' && c.seniority === s ? [i] : [])));
  const capped = classes
    .flatMap((c, i) => (c.participating && Number.isFinite(c.capPerShare) ? [i] : []))
    .sort((a, b) => (classes[a]?.capPerShare ?? 0) - (classes[b]?.capPerShare ?? 0));

  const sortedStrikes = [...strikeCounts.entries()].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const strikes = new Float64Array(sortedStrikes.map(([s]) => s));
  const prefixVested = new Float64Array(strikes.length + 1);
  const prefixVestedTimesStrike = new Float64Array(strikes.length + 1);
  sortedStrikes.forEach(([s, n], k) => {
    prefixVested[k + 1] = (prefixVested[k] ?? 0) + n;
    prefixVestedTimesStrike[k + 1] = (prefixVestedTimesStrike[k] ?? 0) + n * s;
  });
  return { classes, ranks, capped, strikes, prefixVested, prefixVestedTimesStrike };
}

/** Number of strikes strictly below p (binary search). */
function strikesBelow(strikes: Float64Array, p: number): number {
  let lo = 0;
  let hi = strikes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((strikes[mid] ?? 0) < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Number of strikes at or below p. */
export function strikesAtOrBelow(strikes: Float64Array, p: number): number {
  let lo = 0;
  let hi = strikes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((strikes[mid] ?? 0) <= p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Evaluate one set of conversion decisions at exit value `exit` (cents). */
export function evaluateRegime(w: PreparedWaterfall, exit: number, converted: Uint8Array): Regime {
  const preferencePaid = new Float64Array(w.classes.length);
  let remaining = exit;
  for (const rank of w.ranks) {
    let claims = 0;
    for (const i of rank) if (!converted[i]) claims += w.classes[i]?.preferenceCents ?? 0;
    if (claims === 0) continue;
    const paid = Math.min(remaining, claims);
    for (const i of rank) if (!converted[i]) preferencePaid[i] = ((w.classes[i]?.preferenceCents ?? 0) * paid) / claims;
    remaining -= paid;
  }

  let uncapped = 0;
  const activeCapped: number[] = [];
  w.classes.forEach((c, i) => {
    if (c.kind === 'option') return;
    if (c.kind === 'common' || converted[i]) uncapped += c.asConverted;
    else if (c.participating && !Number.isFinite(c.capPerShare)) uncapped += c.asConverted;
  });
  for (const i of w.capped) if (!converted[i]) activeCapped.push(i);

  const f = (p: number): number => {
    let total = uncapped * p;
    for (const i of activeCapped) {
      const c = w.classes[i];
      if (c) total += c.asConverted * Math.min(p, c.capPerShare);
    }
    const k = strikesBelow(w.strikes, p);
    return total + (w.prefixVested[k] ?? 0) * p - (w.prefixVestedTimesStrike[k] ?? 0);
  };

  let price = 0;
  let cappedOverflowPerShare = 0;
  if (remaining > 0) {
    let lo = 0;
    let hi = Infinity;
    for (const i of activeCapped) {
      const cap = w.classes[i]?.capPerShare ?? 0;
      if (f(cap) >= remaining) {
        hi = cap;
        break;
      }
      lo = cap;
    }
    const first = strikesAtOrBelow(w.strikes, lo);
    const end = Number.isFinite(hi) ? strikesBelow(w.strikes, hi) : w.strikes.length;
    let a = first;
    let b = end;
    while (a < b) {
      const mid = (a + b) >>> 1;
      if (f(w.strikes[mid] ?? 0) >= remaining) b = mid;
      else a = mid + 1;
    }
    if (a > first) lo = w.strikes[a - 1] ?? lo;
    let slope = uncapped + (w.prefixVested[strikesAtOrBelow(w.strikes, lo)] ?? 0);
    for (const i of activeCapped) if ((w.classes[i]?.capPerShare ?? 0) > lo) slope += w.classes[i]?.asConverted ?? 0;
    if (slope > 0) {
      price = lo + (remaining - f(lo)) / slope;
    } else {
      // Only capped classes (or nobody) can take money and every cap is reached: the
      // caps cannot hold, so the rest goes to the capped classes per share. With no
      // participant at all the money stays unassigned here; a preferred class then
      // gains by converting, so the final regime always places it.
      price = lo;
      let cappedShares = 0;
      for (const i of activeCapped) cappedShares += w.classes[i]?.asConverted ?? 0;
      if (cappedShares > 0) cappedOverflowPerShare = (remaining - f(lo)) / cappedShares;
    }
  }
  return { converted, preferencePaid, price, cappedOverflowPerShare };
}

/** Total received by a non-option class under a regime, in real cents. */
export function classPayout(w: PreparedWaterfall, r: Regime, i: number): number {
  const c = w.classes[i];
  if (!c || c.kind === 'option') return 0;
  if (c.kind === 'common' || r.converted[i]) return c.asConverted * r.price;
  return (r.preferencePaid[i] ?? 0) + c.asConverted * participationPerShare(c, r);
}

/** Participation per as-converted share of a non-converted preferred class, in cents. */
export function participationPerShare(c: PreparedClass, r: Regime): number {
  if (!c.participating) return 0;
  if (!Number.isFinite(c.capPerShare)) return r.price;
  return Math.min(r.price, c.capPerShare) + r.cappedOverflowPerShare;
}

/**
 * Solve the conversion decisions at one exit value (see the file comment): best
 * response, one flip at a time, bounded so that it always ends.
 */
export function solveWaterfall(w: PreparedWaterfall, exit: number): Regime {
  const converted = new Uint8Array(w.classes.length);
  const tolerance = 1e-12 * exit + 1e-6;
  const candidates = w.classes.flatMap((c, i) => (c.convertible ? [i] : []));
  let regime = evaluateRegime(w, exit, converted);
  for (let iteration = 0; iteration < 4 * candidates.length + 4; iteration++) {
    let best = -1;
    let bestGain = tolerance;
    for (const i of candidates) {
      const trial = converted.slice();
      trial[i] = trial[i] ? 0 : 1;
      const gain = classPayout(w, evaluateRegime(w, exit, trial), i) - classPayout(w, regime, i);
      if (gain > bestGain) {
        bestGain = gain;
        best = i;
      }
    }
    if (best < 0) break;
    converted[best] = converted[best] ? 0 : 1;
    regime = evaluateRegime(w, exit, converted);
  }
  return regime;
}
