/**
 * Anti-dilution: a preferred class's conversion price falls when the company sells new shares
 * below it (a down round), so the class converts into more common shares.
 *
 * Source: NVCA Model Certificate of Incorporation (2020 edition), Article Fourth, Part B:
 * - §4.4.4, weighted average: "CP2 = CP1 * (A + B) ÷ (A + C)", the new conversion price
 *   "calculated to the nearest one-hundredth of a cent", where CP1 is the conversion price
 *   before the issue; A the Common Stock outstanding and deemed outstanding before it
 *   ("treating for this purpose as outstanding all shares of Common Stock issuable upon
 *   exercise of Options outstanding ... or upon conversion ... of Convertible Securities
 *   (including the Preferred Stock)"); B the shares the money would have bought at CP1
 *   (aggregate consideration ÷ CP1); C the Additional Shares actually issued.
 * - the full-ratchet alternative in the same section: the conversion price falls to the price
 *   per share of the new issue.
 * - §4.4.1 (Exempted Securities): shares issued on the conversion of safes and notes and
 *   options under the board's plan do not trigger an adjustment, so only the new money counts:
 *   C is the round's new-money shares and B its investment ÷ CP1.
 *
 * Bases (A), as Baobab reads them:
 * - broad-based: the NVCA text above: common and preferred (as converted) outstanding, options
 *   granted, and the shares the round's safes and notes convert into. The unissued pool is not
 *   an outstanding Option, so it is left out, as the NVCA form leaves it out.
 * - narrow-based: the common and preferred (as converted) shares actually outstanding, without
 *   options or convertible securities: the smaller base, so the larger adjustment.
 *
 * Units: prices in cents to $0.0001 (two decimals of a cent), money in cents, shares whole.
 * The adjustment is computed exactly in fractions and rounded once, half up to $0.0001. As-
 * converted shares then follow from issue price ÷ conversion price, rounded down per holding
 * (`asConvertedCount`, NVCA §4.3: no fractional shares on conversion).
 */
import { type AntiDilution, type CapTable, type ShareClass, asConvertedCount } from './cap-table';
import { type Fraction, add, compare, div, frac, fromDecimal, mul, roundHalfUpOf } from './fraction';

export type DownRound = {
  /** Price per share of the new money, cents to $0.0001. */
  pricePerShareCents: number;
  investmentCents: number;
  /** C: the new-money shares issued. */
  newMoneyShares: number;
  /** Shares the round's safes and notes convert into (counted in the broad base only). */
  conversionShares: number;
};

export type ConversionPriceAdjustment = {
  classId: string;
  className: string;
  method: Exclude<AntiDilution, 'none'>;
  conversionPriceBeforeCents: number;
  conversionPriceAfterCents: number;
  /** The class's as-converted common shares before and after the adjustment. */
  asConvertedBefore: number;
  asConvertedAfter: number;
};

/** CP1: the declared conversion price, else issue price ÷ conversion ratio, exactly. */
export function conversionPriceOf(shareClass: ShareClass): Fraction {
  if (shareClass.conversionPriceCents !== undefined) return fromDecimal(shareClass.conversionPriceCents);
  return div(fromDecimal(shareClass.issuePriceCents), fromDecimal(shareClass.conversionRatio));
}

/**
 * CP2 for one class, in cents to $0.0001, or null when the round is not below CP1 (no
 * adjustment: NVCA adjusts only for an issue "for a consideration per share less than" CP1).
 */
export function adjustedConversionPrice(method: Exclude<AntiDilution, 'none'>, cp1: Fraction, round: DownRound, base: number): number | null {
  const price = fromDecimal(round.pricePerShareCents);
  if (compare(price, cp1) >= 0 || round.newMoneyShares <= 0) return null;
  if (method === 'full-ratchet') return round.pricePerShareCents;
  // CP1 × (A + B) ÷ (A + C) with B = investment ÷ CP1, i.e. (CP1·A + investment) ÷ (A + C).
  const a = frac(base);
  const b = div(frac(round.investmentCents), cp1);
  const cp2 = div(mul(cp1, add(a, b)), add(a, frac(round.newMoneyShares)));
  // To the nearest one-hundredth of a cent: hundredths of a cent, half up.
  return Number(roundHalfUpOf(mul(cp2, frac(100)))) / 100;
}

/** A for each basis, from the cap table as it stood before the round's new money. */
function bases(table: CapTable, conversionShares: number): { broad: number; narrow: number } {
  const classById = new Map(table.classes.map((c) => [c.id, c]));
  let outstanding = 0;
  let options = 0;
  for (const h of table.holdings) {
    const c = classById.get(h.classId);
    if (!c) continue;
    if (c.kind === 'option') options += h.shares;
    else outstanding += asConvertedCount(h.shares, c);
  }
  return { broad: outstanding + options + conversionShares, narrow: outstanding };
}

/**
 * Adjust every class of `table` that has anti-dilution and a conversion price above the round's
 * price. `table` is the cap table before the round; the caller adds the round's new classes.
 */
export function applyAntiDilution(table: CapTable, round: DownRound): { classes: ShareClass[]; adjustments: ConversionPriceAdjustment[] } {
  const base = bases(table, round.conversionShares);
  const adjustments: ConversionPriceAdjustment[] = [];
  const classes = table.classes.map((c) => {
    const method = c.antiDilution ?? 'none';
    if (c.kind !== 'preferred' || method === 'none' || !(c.issuePriceCents > 0)) return c;
    const cp1 = conversionPriceOf(c);
    const cp2 = adjustedConversionPrice(method, cp1, round, method === 'narrow-based' ? base.narrow : base.broad);
    if (cp2 === null || compare(fromDecimal(cp2), cp1) >= 0) return c;
    const adjusted: ShareClass = { ...c, conversionPriceCents: cp2, conversionRatio: c.issuePriceCents / cp2 };
    const held = table.holdings.filter((h) => h.classId === c.id);
    const count = (sc: ShareClass) => held.reduce((sum, h) => sum + asConvertedCount(h.shares, sc), 0);
    adjustments.push({
      classId: c.id,
      className: c.name,
      method,
      conversionPriceBeforeCents: Number(roundHalfUpOf(mul(cp1, frac(100)))) / 100,
      conversionPriceAfterCents: cp2,
      asConvertedBefore: count(c),
      asConvertedAfter: count(adjusted),
    });
    return adjusted;
  });
  return { classes, adjustments };
}

/**
 * The least the adjusted classes are worth, at the round price, however low that price goes: a
 * ratcheted class converts at the round price, so it is always worth its original money (shares ×
 * issue price); a weighted average one is worth shares × issue price × (A·p + I) ÷ (CP1·A + I),
 * at least its value at p → 0. With the adjustment counted in the pre-money no price exists
 * when this reaches the part of the pre-money left to the shares (`priced-round.ts`). In cents.
 */
export function protectedValueFloorCents(table: CapTable, round: DownRound): number {
  const base = bases(table, round.conversionShares);
  let floor = 0;
  for (const c of table.classes) {
    const method = c.antiDilution ?? 'none';
    if (c.kind !== 'preferred' || method === 'none' || !(c.issuePriceCents > 0)) continue;
    const cp1 = conversionPriceOf(c);
    if (compare(fromDecimal(round.pricePerShareCents), cp1) >= 0) continue;
    const money = table.holdings.filter((h) => h.classId === c.id).reduce((sum, h) => sum + h.shares, 0) * c.issuePriceCents;
    if (method === 'full-ratchet') floor += money;
    else {
      const a = method === 'narrow-based' ? base.narrow : base.broad;
      const cp1Cents = Number(cp1.n) / Number(cp1.d);
      floor += (money * round.investmentCents) / (cp1Cents * a + round.investmentCents);
    }
  }
  return floor;
}
