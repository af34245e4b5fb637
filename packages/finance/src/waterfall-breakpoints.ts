/**
 * Breakpoints of an exit waterfall: the exit values at which the way money is split
 * changes (a seniority level's preferences become fully paid, a class converts, a
 * participation cap binds, options come into the money). Between two breakpoints
 * every payout is linear in the exit value.
 *
 * Method: the regime (which of those conditions hold) is computed on a grid of exit
 * values, then each interval whose ends differ is bisected to the cent. A breakpoint
 * is reported as the smallest whole-cent exit value at which the new regime holds, and
 * only when some class's payout changes slope there (see `onlyRealChanges`).
 * The search covers 0 up to an exit value large enough that every class has
 * converted and every option is in the money (or up to `maxExitCents`).
 */
import type { CapTable } from './cap-table';
import {
  type PreparedWaterfall,
  type Regime,
  classPayout,
  evaluateRegime,
  prepareWaterfall,
  solveWaterfall,
  strikesAtOrBelow,
} from './waterfall-solver';

export type WaterfallBreakpoint = {
  exitValueCents: number;
  /** What changes at this exit value, in words. */
  changes: string[];
};

type Signature = number[];

const gridPoints = 64;

export function waterfallBreakpoints(table: CapTable, options: { maxExitCents?: number } = {}): WaterfallBreakpoint[] {
  const w = prepareWaterfall(table);
  const upper = Math.min(options.maxExitCents ?? searchCeiling(w), Number.MAX_SAFE_INTEGER / 4);
  const signatureAt = (exit: number): Signature => signature(w, solveWaterfall(w, exit), exit);

  // At an exit of zero every choice pays the same, so the scan starts at one cent.
  const samples = new Set<number>([1, Math.floor(upper)]);
  for (let k = 1; k < gridPoints; k++) samples.add(Math.max(1, Math.floor((upper * k) / gridPoints)));
  let cumulative = 0;
  for (const rank of w.ranks) {
    for (const i of rank) cumulative += w.classes[i]?.preferenceCents ?? 0;
    if (cumulative >= 1 && cumulative <= upper) samples.add(cumulative);
  }
  const points = [...samples].sort((a, b) => a - b);
  const found: WaterfallBreakpoint[] = [];

  const bisect = (lo: number, sigLo: Signature, hi: number, sigHi: Signature): void => {
    if (sameSignature(sigLo, sigHi)) return;
    if (hi - lo <= 1) {
      found.push({ exitValueCents: hi, changes: describe(w, sigLo, sigHi) });
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    const sigMid = signatureAt(mid);
    bisect(lo, sigLo, mid, sigMid);
    bisect(mid, sigMid, hi, sigHi);
  };

  let previous = points[0] ?? 1;
  let previousSig = signatureAt(previous);
  for (const point of points.slice(1)) {
    const sig = signatureAt(point);
    bisect(previous, previousSig, point, sig);
    previous = point;
    previousSig = sig;
  }
  return onlyRealChanges(w, found, upper);
}

/**
 * Keeps the breakpoints after which some class's payout grows at a different rate than
 * after the last breakpoint kept (or, for the first, than below it). A flag can flip
 * without changing any payout (a class that gets nothing either way counts as
 * converting, then stops once its preference pays), or one cent after the kink it
 * belongs to; such a flip is not a change a reader could see. Slopes are measured from
 * a breakpoint to halfway to the next one, where payouts are linear (a kink reported at
 * x lies in (x − 1, x]).
 */
function onlyRealChanges(w: PreparedWaterfall, found: WaterfallBreakpoint[], upper: number): WaterfallBreakpoint[] {
  const payouts = (exit: number): number[] => {
    const r = solveWaterfall(w, exit);
    return w.classes.map((_, i) => classPayout(w, r, i));
  };
  const slopes = (from: number, to: number): number[] => {
    const [a, b] = [payouts(from), payouts(to)];
    return w.classes.map((_, i) => ((b[i] ?? 0) - (a[i] ?? 0)) / (to - from));
  };
  const differ = (x: number[], y: number[]) => x.some((v, i) => Math.abs(v - (y[i] ?? 0)) > 1e-9 * (1 + Math.abs(v) + Math.abs(y[i] ?? 0)));
  const first = found[0]?.exitValueCents ?? 0;
  let current = first > 1 ? slopes(Math.floor((first - 1) / 2), first - 1) : undefined;
  const kept: WaterfallBreakpoint[] = [];
  found.forEach((b, k) => {
    const x = b.exitValueCents;
    const next = k + 1 < found.length ? (found[k + 1]?.exitValueCents ?? upper) : Math.max(upper, 2 * x);
    const after = slopes(x, x + Math.max(1, Math.floor((next - x) / 2)));
    if (current === undefined || differ(after, current)) kept.push(b);
    current = after;
  });
  return kept;
}

/** An exit value past which nothing changes: every threshold per share is exceeded. */
function searchCeiling(w: PreparedWaterfall): number {
  let totalShares = 0;
  let totalPreference = 0;
  let threshold = 0;
  for (const c of w.classes) {
    totalShares += c.asConverted;
    totalPreference += c.preferenceCents;
    if (c.asConverted > 0) {
      const preferencePerShare = c.preferenceCents / c.asConverted;
      threshold = Math.max(threshold, preferencePerShare + (Number.isFinite(c.capPerShare) ? c.capPerShare : 0));
    }
  }
  for (const s of w.strikes) threshold = Math.max(threshold, s);
  return Math.max(100, Math.ceil(totalPreference + (2 * threshold + 1) * totalShares));
}

/**
 * The regime as numbers: per seniority level whether its preferences are fully paid
 * (a level with no claims left counts as paid); per class whether it converts or is
 * indifferent to converting, and whether its participation cap is reached; how many
 * strikes are at or below the common price. Every flag is a "≥" test, so it flips
 * exactly at a kink that falls on a whole cent, and that cent is reported.
 */
function signature(w: PreparedWaterfall, r: Regime, exit: number): Signature {
  const sig: number[] = [];
  const tolerance = 1e-12 * exit + 1e-6;
  for (const rank of w.ranks) {
    let owed = 0;
    let paid = 0;
    for (const i of rank) {
      if (r.converted[i]) continue;
      owed += w.classes[i]?.preferenceCents ?? 0;
      paid += r.preferencePaid[i] ?? 0;
    }
    sig.push(paid >= owed - tolerance ? 1 : 0);
  }
  w.classes.forEach((c, i) => {
    sig.push(r.converted[i] || (c.convertible && conversionGain(w, r, exit, i) >= -tolerance) ? 1 : 0);
    sig.push(c.participating && Number.isFinite(c.capPerShare) && r.price >= c.capPerShare ? 1 : 0);
  });
  sig.push(strikesAtOrBelow(w.strikes, r.price));
  return sig;
}

/** What class i would gain by converting, everything else unchanged. */
function conversionGain(w: PreparedWaterfall, r: Regime, exit: number, i: number): number {
  const trial = r.converted.slice();
  trial[i] = 1;
  return classPayout(w, evaluateRegime(w, exit, trial), i) - classPayout(w, r, i);
}

function sameSignature(a: Signature, b: Signature): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function describe(w: PreparedWaterfall, before: Signature, after: Signature): string[] {
  const changes: string[] = [];
  const flag = (k: number, on: string, off: string): void => {
    if (before[k] !== after[k]) changes.push(after[k] ? on : off);
  };
  let k = 0;
  for (const rank of w.ranks) {
    const names = rank.map((i) => w.classes[i]?.name ?? '').join(', ');
    flag(k, `${names} preferences are fully paid`, `${names} preferences are no longer fully paid`);
    k += 1;
  }
  for (const c of w.classes) {
    flag(k, `${c.name} converts to common`, `${c.name} stops converting`);
    flag(k + 1, `${c.name} reaches its participation cap`, `${c.name} falls below its participation cap`);
    k += 2;
  }
  for (let s = before[k] ?? 0; s < (after[k] ?? 0); s++) {
    changes.push(`options with an exercise price of ${formatPrice(w.strikes[s] ?? 0)} come into the money`);
  }
  for (let s = after[k] ?? 0; s < (before[k] ?? 0); s++) {
    changes.push(`options with an exercise price of ${formatPrice(w.strikes[s] ?? 0)} fall out of the money`);
  }
  return changes;
}

/** A per-share price in cents as dollars with 2 to 4 decimals ($0.50, $1.1144). */
function formatPrice(cents: number): string {
  const text = (cents / 100).toFixed(4).replace(/0{1,2}$/, '');
  return `$${text}`;
}
