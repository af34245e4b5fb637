/**
 * Exit waterfall: who receives what, in integer cents, at any exit value.
 *
 * The class-level mathematics (preferences by seniority, conversion decisions,
 * participation caps, option exercise) is in `waterfall-solver.ts` and works in
 * real-valued cents. This file turns it into money: each holding's exact share is
 * computed, then the exit value is apportioned over holdings by largest remainder
 * (`allocation.ts`), so payouts are whole cents, never negative, and add up to the
 * exit value exactly; holder and class totals are sums of those holding amounts.
 * Options pay their holder the common price minus the exercise price (the exercise
 * money is netted, not collected), only for vested options, only when in the money.
 */
import { apportion } from './allocation';
import { type CapTable, asConvertedCount } from './cap-table';
import {
  type PreparedWaterfall,
  type Regime,
  participationPerShare,
  prepareWaterfall,
  solveWaterfall,
} from './waterfall-solver';
import { refuse } from './engine-errors';

export type WaterfallClassPayout = {
  classId: string;
  name: string;
  payoutCents: number;
  /** Whether a preferred class converted to common at this exit. */
  converted: boolean;
};

export type WaterfallHolderPayout = { holderId: string; name: string; payoutCents: number };

export type WaterfallResult = {
  exitValueCents: number;
  /** Price per common share the residual pays, in cents (exact; round only to display). */
  commonPricePerShareCents: number;
  classes: WaterfallClassPayout[];
  /**
   * Payout of each holder in cents, in the order of the cap table's holders (a plain
   * array rather than one object per holder keeps thousands of what-if exits cheap;
   * `holderPayouts` pairs them with the holders).
   */
  holderPayoutsCents: number[];
};

type HoldingPlan = {
  holderIndex: number;
  classIndex: number;
  shares: number;
  asConverted: number;
  strike: number;
};

/** A cap table prepared once for many exit values (the preparation is the costly part). */
export type WaterfallModel = {
  table: CapTable;
  prepared: PreparedWaterfall;
  holdings: HoldingPlan[];
};

export function createWaterfallModel(table: CapTable): WaterfallModel {
  const prepared = prepareWaterfall(table);
  const classIndex = new Map(table.classes.map((c, i) => [c.id, i]));
  const holderIndex = new Map(table.holders.map((h, i) => [h.id, i]));
  const holdings = table.holdings.map((h) => {
    const ci = classIndex.get(h.classId) ?? 0;
    const shareClass = table.classes[ci];
    const isOption = shareClass?.kind === 'option';
    const shares = isOption ? (h.vestedShares ?? h.shares) : h.shares;
    return {
      holderIndex: holderIndex.get(h.holderId) ?? 0,
      classIndex: ci,
      shares,
      asConverted: shareClass ? asConvertedCount(shares, shareClass) : shares,
      strike: isOption ? (h.exercisePriceCents ?? 0) : 0,
    };
  });
  return { table, prepared, holdings };
}

/** Payouts at one exit value in cents (a whole number ≥ 0). */
export function runWaterfall(model: WaterfallModel, exitValueCents: number): WaterfallResult {
  if (!Number.isSafeInteger(exitValueCents) || exitValueCents < 0) {
    throw refuse('exitValue', { cents: String(exitValueCents) });
  }
  const { prepared, holdings, table } = model;
  const regime = solveWaterfall(prepared, exitValueCents);
  const exact = new Float64Array(holdings.length);
  holdings.forEach((h, k) => {
    exact[k] = holdingPayout(prepared, regime, h);
  });
  const cents = apportion(exitValueCents, exact);

  const holderPayoutsCents = new Array<number>(table.holders.length).fill(0);
  const byClass = new Array<number>(table.classes.length).fill(0);
  holdings.forEach((h, k) => {
    const amount = cents[k] ?? 0;
    holderPayoutsCents[h.holderIndex] = (holderPayoutsCents[h.holderIndex] ?? 0) + amount;
    byClass[h.classIndex] = (byClass[h.classIndex] ?? 0) + amount;
  });
  return {
    exitValueCents,
    commonPricePerShareCents: regime.price,
    classes: table.classes.map((c, i) => ({
      classId: c.id,
      name: c.name,
      payoutCents: byClass[i] ?? 0,
      converted: regime.converted[i] === 1,
    })),
    holderPayoutsCents,
  };
}

/** A result's holder payouts as named rows, in cap table order. */
export function holderPayouts(table: CapTable, result: WaterfallResult): WaterfallHolderPayout[] {
  return table.holders.map((h, i) => ({ holderId: h.id, name: h.name, payoutCents: result.holderPayoutsCents[i] ?? 0 }));
}

/** Payouts at each exit value (cents), preparing the cap table once. */
export function computeWaterfalls(table: CapTable, exitValuesCents: readonly number[]): WaterfallResult[] {
  const model = createWaterfallModel(table);
  return exitValuesCents.map((exit) => runWaterfall(model, exit));
}

/** Exact (unrounded) payout of one holding under a solved regime, in cents. */
function holdingPayout(w: PreparedWaterfall, r: Regime, h: HoldingPlan): number {
  const c = w.classes[h.classIndex];
  if (!c) return 0;
  if (c.kind === 'option') return h.shares * Math.max(r.price - h.strike, 0);
  if (c.kind === 'common' || r.converted[h.classIndex]) return h.asConverted * r.price;
  const preference = c.shares > 0 ? ((r.preferencePaid[h.classIndex] ?? 0) * h.shares) / c.shares : 0;
  return preference + h.asConverted * participationPerShare(c, r);
}
