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
 * Existing preferred classes with anti-dilution are adjusted when the round's price is below
 * their conversion price (`anti-dilution.ts`). The round is priced first and the adjustment
 * follows it, so the extra conversion shares dilute everyone, the new investors included, and
 * the pool target is measured on the round as priced. Pro-rata allocations (`pro-rata.ts`) are
 * computed on the finished table for the holders named.
 */
import { type ConversionPriceAdjustment, applyAntiDilution } from './anti-dilution';
import { type CapTable, type Holder, type Holding, type Participation, type ShareClass, capTableOwnership, defineShareClass } from './cap-table';
import { type PricedRoundConversion, type PricedRoundTerms, convertInPricedRound } from './conversions';
import type { ConvertibleNote, PostMoneySafe } from './convertible-instruments';
import { type ProRataAllocation, proRataAllocations } from './pro-rata';
import { floorDiv } from './rounding';

export type RoundInvestor = { holderId: string; investmentCents: number };

export type SeriesTerms = {
  /** Class id and name of the new series, e.g. 'series-a' and 'Series A'. */
  id: string;
  name: string;
  /** Defaults to one above the most senior existing preferred class (1 when there is none). */
  seniority?: number;
  liquidationPreferenceMultiple?: number;
  participation?: Participation;
};

export type PricedRoundInput = {
  table: CapTable;
  /** Holders the round adds (new investors, safe and note holders not yet in the table). */
  newHolders?: Holder[];
  round: Omit<PricedRoundTerms, 'investmentCents' | 'investmentsCents'> & { investors: RoundInvestor[]; series: SeriesTerms };
  safes?: PostMoneySafe[];
  notes?: ConvertibleNote[];
  /** Holders whose pro-rata allocation of this round is computed. */
  proRataHolderIds?: string[];
};

export type PricedRoundOutcome = {
  table: CapTable;
  conversion: PricedRoundConversion;
  antiDilution: ConversionPriceAdjustment[];
  proRata: ProRataAllocation[];
};

export function applyPricedRound(input: PricedRoundInput): PricedRoundOutcome {
  const { table, round } = input;
  const ownership = capTableOwnership(table);
  const investmentsCents = round.investors.map((i) => i.investmentCents);
  const investmentCents = investmentsCents.reduce((sum, cents) => sum + cents, 0);
  const conversion = convertInPricedRound(
    { fullyDilutedShares: ownership.totalFullyDiluted, unallocatedPool: table.unallocatedOptionPool },
    { ...round, investmentCents, investmentsCents },
    input.safes ?? [],
    input.notes ?? [],
  );
  const price = conversion.pricePerShareCents;
  const existingSeniorities = table.classes.filter((c) => c.kind === 'preferred').map((c) => c.seniority);
  const seniority = round.series.seniority ?? (existingSeniorities.length > 0 ? Math.max(...existingSeniorities) + 1 : 1);
  const seriesClass = (id: string, name: string, issuePriceCents: number): ShareClass =>
    defineShareClass({
      id,
      name,
      kind: 'preferred',
      seniority,
      issuePriceCents,
      liquidationPreferenceMultiple: round.series.liquidationPreferenceMultiple ?? 1,
      participation: round.series.participation ?? { kind: 'non-participating' },
    });

  const conversionShares = conversion.conversions.reduce((sum, c) => sum + c.shares, 0);
  const adjusted = applyAntiDilution(table, { pricePerShareCents: price, investmentCents, newMoneyShares: conversion.newMoneyShares, conversionShares });
  const classes: ShareClass[] = [...adjusted.classes, seriesClass(round.series.id, round.series.name, price)];
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
  return {
    table: after,
    conversion,
    antiDilution: adjusted.adjustments,
    proRata: proRataAllocations(after, newMoney, price, input.proRataHolderIds ?? []),
  };
}
