/**
 * Apply a priced round to a cap table: convert its safes and notes, top up the
 * option pool and issue the new series, returning the post-money cap table.
 *
 * New classes: the round's series at the round price, and, following the YC safe
 * forms' "Safe Preferred Stock" (identical to the new series except that per-share
 * amounts such as the liquidation preference are based on the conversion price), one
 * shadow series per distinct conversion price below the round price, named
 * "<series>-1", "<series>-2"… in order of price. Notes that convert at a discount or
 * cap are treated the same way. Shadow series share the new series' seniority,
 * multiple and participation.
 *
 * The new series' terms are the term sheet's: original issue price (the round price),
 * liquidation preference multiple, participation (none, full, capped at a multiple of the issue
 * price), seniority ('senior': stacked above every existing preferred class, the default;
 * 'pari-passu': every preferred class, old and new, at one level), conversion ratio and
 * anti-dilution protection (kept on the class for later rounds).
 *
 * Existing preferred classes with anti-dilution are adjusted when the round's price is below
 * their conversion price (`anti-dilution.ts`), in one of two orders (decision 0045):
 * - 'pre-money' (the usual term-sheet practice): the anti-dilution shares, like the pool
 *   top-up, count in the pre-money share count, so the new investors get exactly investment ÷
 *   post-money and the pool its target. The price depends on the adjustment and the adjustment
 *   on the price; both are found by iterating on the (rounded) conversion prices, which move
 *   one way only, until they repeat. A full ratchet whose protected money exceeds the pre-money
 *   has no such price (a "death spiral") and is refused.
 * - 'after-round' (the default when absent, so saved models compute as before): the round is
 *   priced first and the adjustment follows it, so the extra conversion shares dilute
 *   everyone, the new investors and the pool included.
 * Pro-rata allocations (`pro-rata.ts`) are computed on the finished table for the holders
 * named and for the holders of safes and notes that grant pro-rata rights.
 */
import { type ConversionPriceAdjustment, applyAntiDilution, protectedValueFloorCents } from './anti-dilution';
import { type AntiDilution, type CapTable, type Holder, type Holding, type Participation, type ShareClass, capTableOwnership, defineShareClass } from './cap-table';
import { type PricedRoundConversion, type PricedRoundTerms, convertInPricedRound } from './conversions';
import type { ConvertibleNote, PostMoneySafe } from './convertible-instruments';
import { type ProRataAllocation, proRataAllocations } from './pro-rata';
import { floorDiv } from './rounding';
import { engineErrors } from './engine-errors';

export type RoundInvestor = { holderId: string; investmentCents: number };

export type SeriesTerms = {
  /** Class id and name of the new series, e.g. 'series-a' and 'Series A'. */
  id: string;
  name: string;
  /** Defaults to one above the most senior existing preferred class (1 when there is none). */
  seniority?: number;
  /** 'senior' (stacked, the default) or 'pari-passu' with every existing preferred class; an explicit `seniority` wins. */
  ranking?: 'senior' | 'pari-passu';
  liquidationPreferenceMultiple?: number;
  participation?: Participation;
  /** Common shares per preferred share; 1 when absent. */
  conversionRatio?: number;
  /** The series' own protection in later rounds. */
  antiDilution?: AntiDilution;
};

/** Where anti-dilution shares sit (see the file comment). */
export type AntiDilutionOrdering = 'pre-money' | 'after-round';

export type PricedRoundInput = {
  table: CapTable;
  /** Holders the round adds (new investors, safe and note holders not yet in the table). */
  newHolders?: Holder[];
  round: Omit<PricedRoundTerms, 'investmentCents' | 'investmentsCents'> & { investors: RoundInvestor[]; series: SeriesTerms; antiDilutionOrdering?: AntiDilutionOrdering };
  safes?: PostMoneySafe[];
  notes?: ConvertibleNote[];
  /** Holders whose pro-rata allocation of this round is computed. */
  proRataHolderIds?: string[];
};

export type PricedRoundOutcome = {
  table: CapTable;
  conversion: PricedRoundConversion;
  antiDilution: ConversionPriceAdjustment[];
  antiDilutionOrdering: AntiDilutionOrdering;
  /** The new series' class as issued at the round price (its shadow series follow it in the table). */
  seriesClass: ShareClass;
  /** Each investor's new-money shares, in the order of `round.investors` (0 when the money buys no whole share). */
  newMoney: { holderId: string; shares: number }[];
  proRata: ProRataAllocation[];
};

/** Conversion prices repeat within this many pricings, or the pre-money ordering has no price. */
const maxPricings = 1_000;

export function applyPricedRound(input: PricedRoundInput): PricedRoundOutcome {
  const { table, round } = input;
  const investmentsCents = round.investors.map((i) => i.investmentCents);
  const investmentCents = investmentsCents.reduce((sum, cents) => sum + cents, 0);
  const ordering = round.antiDilutionOrdering ?? 'after-round';
  const price = (classes: ShareClass[]) => {
    const ownership = capTableOwnership({ ...table, classes });
    return convertInPricedRound(
      { fullyDilutedShares: ownership.totalFullyDiluted, unallocatedPool: table.unallocatedOptionPool },
      { ...round, investmentCents, investmentsCents },
      input.safes ?? [],
      input.notes ?? [],
    );
  };
  const adjust = (conversion: PricedRoundConversion) =>
    applyAntiDilution(table, {
      pricePerShareCents: conversion.pricePerShareCents,
      investmentCents,
      newMoneyShares: conversion.newMoneyShares,
      conversionShares: conversion.conversions.reduce((sum, c) => sum + c.shares, 0),
    });
  let conversion = price(table.classes);
  let adjusted = adjust(conversion);
  if (ordering === 'pre-money') {
    // The adjusted classes are worth at least their floor at any price (`protectedValueFloorCents`);
    // a pool target in the pre-money takes t = target × post ÷ pre of it first. When the floor
    // reaches what is left, no price settles (a "death spiral").
    const pool = round.optionPool;
    const poolShare = pool?.kind === 'target-percent' && round.poolTiming !== 'post-money' ? ((pool.postMoneyPercent / 100) * (round.preMoneyValuationCents + investmentCents)) / round.preMoneyValuationCents : 0;
    const floor = protectedValueFloorCents(table, { pricePerShareCents: conversion.pricePerShareCents, investmentCents, newMoneyShares: conversion.newMoneyShares, conversionShares: conversion.conversions.reduce((sum, c) => sum + c.shares, 0) });
    if (adjusted.adjustments.length > 0 && floor >= round.preMoneyValuationCents * (1 - poolShare)) throw new RangeError(engineErrors.antiDilutionUnsettled);
    // Start near the answer (`approachSettledPrice`), then price with the last adjustment in the
    // pre-money until the adjustment it gives is the one priced with.
    const nearby = approachSettledPrice(conversion, round.investors, (p) => adjust(p), (classes) => price(classes));
    if (nearby === null) throw new RangeError(engineErrors.antiDilutionUnsettled);
    conversion = nearby;
    adjusted = adjust(conversion);
    let pricedWith = '';
    let settled = false;
    for (let pricing = 0; pricing < maxPricings && !settled; pricing++) {
      const key = adjusted.adjustments.map((a) => `${a.classId}:${a.conversionPriceAfterCents}`).join('|');
      settled = key === pricedWith;
      if (settled) break;
      pricedWith = key;
      conversion = price(adjusted.classes);
      adjusted = adjust(conversion);
    }
    const protectedValue = adjusted.adjustments.reduce((sum, a) => sum + a.asConvertedAfter * conversion.pricePerShareCents, 0);
    if (!settled || protectedValue >= round.preMoneyValuationCents) throw new RangeError(engineErrors.antiDilutionUnsettled);
  }
  return finishRound(input, conversion, adjusted, investmentCents, ordering);
}

/**
 * The round price p solves p = g(p), where g(p) prices the round with the adjustment a price p
 * would give. Plain iteration of g moves by a factor of (protected money ÷ pre-money) a step, so
 * near a death spiral it crawls through thousands of pricings; p·(pre-money shares) is close to
 * affine in p (exactly so before rounding, for a ratchet and for a weighted average alike), so a
 * secant on g(p) − p lands within a few hundredths of a cent in a handful of pricings. The
 * exact, rounded fixed point is then found by the plain iteration from there. Null when the
 * secant leaves the positive prices (no price settles).
 */
function approachSettledPrice(
  start: PricedRoundConversion,
  investors: readonly RoundInvestor[],
  adjust: (conversion: PricedRoundConversion) => ReturnType<typeof applyAntiDilution>,
  price: (classes: ShareClass[]) => PricedRoundConversion,
): PricedRoundConversion | null {
  const at = (p: number): PricedRoundConversion => {
    const cents = Math.round(p * 100) / 100;
    const newMoneyShares = investors.reduce((sum, i) => sum + floorDiv(i.investmentCents * 100, Math.round(cents * 100)), 0);
    return price(adjust({ ...start, pricePerShareCents: cents, newMoneyShares }).classes);
  };
  let [p0, g0] = [start.pricePerShareCents, at(start.pricePerShareCents)];
  let [p1, g1] = [g0.pricePerShareCents, at(g0.pricePerShareCents)];
  for (let step = 0; step < 60; step++) {
    const [h0, h1] = [g0.pricePerShareCents - p0, g1.pricePerShareCents - p1];
    if (Math.abs(h1) < 0.01 || h1 === h0) return g1;
    const next = p1 - (h1 * (p1 - p0)) / (h1 - h0);
    if (!(next >= 0.01) || !Number.isFinite(next)) return null;
    [p0, g0] = [p1, g1];
    [p1, g1] = [next, at(next)];
  }
  return g1;
}

function seriesSeniority(table: CapTable, series: SeriesTerms): number {
  if (series.seniority !== undefined) return series.seniority;
  const existing = table.classes.filter((c) => c.kind === 'preferred').map((c) => c.seniority);
  if (existing.length === 0) return 1;
  return series.ranking === 'pari-passu' ? Math.max(...existing) : Math.max(...existing) + 1;
}

function finishRound(input: PricedRoundInput, conversion: PricedRoundConversion, adjusted: ReturnType<typeof applyAntiDilution>, investmentCents: number, ordering: AntiDilutionOrdering): PricedRoundOutcome {
  const { table, round } = input;
  const price = conversion.pricePerShareCents;
  const seniority = seriesSeniority(table, round.series);
  const seriesClass = (id: string, name: string, issuePriceCents: number): ShareClass =>
    defineShareClass({
      id,
      name,
      kind: 'preferred',
      seniority,
      issuePriceCents,
      liquidationPreferenceMultiple: round.series.liquidationPreferenceMultiple ?? 1,
      participation: round.series.participation ?? { kind: 'non-participating' },
      conversionRatio: round.series.conversionRatio ?? 1,
      ...(round.series.antiDilution ? { antiDilution: round.series.antiDilution } : {}),
    });
  // Pari passu: every preferred class is paid at the new series' level.
  const pariPassu = round.series.ranking === 'pari-passu' && round.series.seniority === undefined;
  const existing = adjusted.classes.map((c) => (pariPassu && c.kind === 'preferred' ? { ...c, seniority } : c));
  const series = seriesClass(round.series.id, round.series.name, price);
  const classes: ShareClass[] = [...existing, series];
  const shadowPrices = [...new Set(conversion.conversions.filter((c) => c.conversionPriceCents < price).map((c) => c.conversionPriceCents))].sort((a, b) => a - b);
  const classForPrice = new Map<number, string>();
  shadowPrices.forEach((p, k) => {
    const id = `${round.series.id}-${k + 1}`;
    classes.push(seriesClass(id, `${round.series.name}-${k + 1}`, p));
    classForPrice.set(p, id);
  });

  const holdings: Holding[] = [...table.holdings];
  for (const c of conversion.conversions) {
    if (c.shares > 0) holdings.push({ holderId: c.holderId, classId: classForPrice.get(c.conversionPriceCents) ?? round.series.id, shares: c.shares });
  }
  // Each investor buys whole shares: investment ÷ price, rounded down (price in 0.01-cent
  // units), as convertInPricedRound counted them.
  const newMoney = round.investors.map((investor) => ({ holderId: investor.holderId, shares: floorDiv(investor.investmentCents * 100, Math.round(price * 100)) }));
  for (const n of newMoney) if (n.shares > 0) holdings.push({ holderId: n.holderId, classId: round.series.id, shares: n.shares });

  const known = new Set(table.holders.map((h) => h.id));
  const holders = [...table.holders, ...(input.newHolders ?? []).filter((h) => !known.has(h.id))];
  const after: CapTable = { classes, holders, holdings, unallocatedOptionPool: table.unallocatedOptionPool + conversion.poolIncreaseShares };
  const instrumentHolders = [...(input.safes ?? []), ...(input.notes ?? [])].filter((x) => x.proRata).map((x) => x.holderId);
  const proRataHolderIds = [...new Set([...(input.proRataHolderIds ?? []), ...instrumentHolders])];
  return {
    table: after,
    conversion,
    antiDilution: adjusted.adjustments,
    antiDilutionOrdering: ordering,
    seriesClass: series,
    newMoney,
    proRata: proRataAllocations(after, newMoney, price, proRataHolderIds),
  };
}
