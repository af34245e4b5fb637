/**
 * The cap table model: share classes, holders and their holdings, the unallocated
 * option pool, and ownership on an issued and a fully diluted basis.
 *
 * Conventions:
 * - Shares are integers. Money is integer cents, except per-share prices, which are
 *   cents with up to two decimals ($1.1144 a share = 111.44 cents) because
 *   financing documents state prices to $0.0001.
 * - Seniority follows OCF `StockClass.seniority`: a higher number is paid earlier;
 *   classes with the same number are pari passu.
 * - Ownership fractions are exact ratios of integer share counts (one division at
 *   the end); rounding happens only for display, through `displayPercentages`.
 */
import { displayPercentages } from './allocation';
import { div, floorOf, frac, fromDecimal, mul } from './fraction';
import { roundTo } from './rounding';
import { refuse } from './engine-errors';

export type ShareClassKind = 'common' | 'preferred' | 'option';

/**
 * A preferred class's protection against a down round (see `anti-dilution.ts`): none, full
 * ratchet, or the NVCA weighted average on a broad or a narrow base.
 */
export type AntiDilution = 'none' | 'full-ratchet' | 'broad-based' | 'narrow-based';

export type Participation =
  | { kind: 'non-participating' }
  /** capMultiple: total received per share (preference + participation) is capped at capMultiple × issue price. */
  | { kind: 'participating'; capMultiple?: number };

export type ShareClass = {
  id: string;
  name: string;
  kind: ShareClassKind;
  /** OCF convention: higher is paid first; only preferred classes use it. */
  seniority: number;
  /** Original issue price per share in cents (fractional cents allowed). */
  issuePriceCents: number;
  /** Liquidation preference as a multiple of the issue price (1 = 1x). */
  liquidationPreferenceMultiple: number;
  participation: Participation;
  /** Common shares per share on conversion (1 unless adjusted, e.g. by anti-dilution). */
  conversionRatio: number;
  /**
   * Conversion price in cents (to $0.0001) once anti-dilution has adjusted it; the ratio is then
   * issue price ÷ conversion price, and as-converted shares are computed from the two exactly.
   */
  conversionPriceCents?: number;
  /** Preferred only; 'none' when absent. */
  antiDilution?: AntiDilution;
};

export type Holder = { id: string; name: string; type: string };

export type Holding = {
  holderId: string;
  classId: string;
  /** Shares (or options granted) held, an integer > 0. */
  shares: number;
  /** Options only: exercise price per share in cents. */
  exercisePriceCents?: number;
  /** Options only: options vested and exercisable at an exit (defaults to all). */
  vestedShares?: number;
};

export type CapTable = {
  classes: ShareClass[];
  holders: Holder[];
  holdings: Holding[];
  /** Options reserved in the plan but not granted; counted fully diluted, paid nothing at exit. */
  unallocatedOptionPool: number;
};

/** A share class with the usual defaults: common stock, 1x non-participating, ratio 1. */
export function defineShareClass(fields: Pick<ShareClass, 'id' | 'name' | 'kind'> & Partial<ShareClass>): ShareClass {
  return {
    seniority: 0,
    issuePriceCents: 0,
    liquidationPreferenceMultiple: fields.kind === 'preferred' ? 1 : 0,
    participation: { kind: 'non-participating' },
    conversionRatio: 1,
    ...fields,
  };
}

export type OwnershipRow = {
  holderId: string;
  name: string;
  /** Outstanding shares, preferred counted as converted to common. */
  issuedShares: number;
  /** Issued shares plus options granted. */
  fullyDilutedShares: number;
  issuedFraction: number;
  fullyDilutedFraction: number;
};

export type Ownership = {
  rows: OwnershipRow[];
  totalIssued: number;
  /** Issued + options granted + unallocated pool. */
  totalFullyDiluted: number;
  unallocatedOptionPool: number;
  unallocatedPoolFraction: number;
};

/** Checks the invariants every engine relies on; throws a RangeError naming the problem. */
export function validateCapTable(table: CapTable): void {
  const classIds = new Set<string>();
  for (const c of table.classes) {
    if (classIds.has(c.id)) throw refuse('duplicateClassId', { id: c.id });
    classIds.add(c.id);
    if (!(c.issuePriceCents >= 0) || !Number.isFinite(c.issuePriceCents)) throw refuse('issuePrice', { name: c.name });
    if (!(c.liquidationPreferenceMultiple >= 0)) throw refuse('preferenceMultiple', { name: c.name });
    if (!(c.conversionRatio > 0) || !Number.isFinite(c.conversionRatio)) throw refuse('conversionRatio', { name: c.name });
    if (c.conversionPriceCents !== undefined && !(c.conversionPriceCents > 0 && Number.isFinite(c.conversionPriceCents))) throw refuse('conversionPrice', { name: c.name });
    const cap = c.participation.kind === 'participating' ? c.participation.capMultiple : undefined;
    if (cap !== undefined && !(cap >= c.liquidationPreferenceMultiple)) {
      throw refuse('participationCap', { name: c.name });
    }
  }
  const holderIds = new Set(table.holders.map((h) => h.id));
  for (const h of table.holdings) {
    if (!classIds.has(h.classId)) throw refuse('holdingUnknownClass', { holder: h.holderId, shareClass: h.classId });
    if (!holderIds.has(h.holderId)) throw refuse('holdingUnknownHolder', { holder: h.holderId });
    if (!Number.isSafeInteger(h.shares) || h.shares <= 0) throw refuse('holdingShares', { holder: h.holderId });
    const vested = h.vestedShares ?? h.shares;
    if (!Number.isSafeInteger(vested) || vested < 0 || vested > h.shares) {
      throw refuse('holdingVested', { holder: h.holderId });
    }
    if (h.exercisePriceCents !== undefined && !(h.exercisePriceCents >= 0)) {
      throw refuse('holdingExercisePrice', { holder: h.holderId });
    }
  }
  if (!Number.isSafeInteger(table.unallocatedOptionPool) || table.unallocatedOptionPool < 0) {
    throw refuse('unallocatedPool');
  }
}

/**
 * Common shares a holding of `shares` counts as (preferred converted, whole shares). NVCA Model
 * Certificate of Incorporation §4.3 (no fractional shares): a conversion's fraction of a share
 * is paid in cash, not issued, so the count is rounded down, per holding. Computed exactly
 * (shares × issue price ÷ conversion price, or shares × ratio, as typed decimals).
 */
export function asConvertedCount(shares: number, shareClass: ShareClass): number {
  if (shareClass.kind !== 'preferred') return shares;
  if (shareClass.conversionRatio === 1 && shareClass.conversionPriceCents === undefined) return shares;
  const ratio = shareClass.conversionPriceCents !== undefined
    ? div(fromDecimal(shareClass.issuePriceCents), fromDecimal(shareClass.conversionPriceCents))
    : fromDecimal(shareClass.conversionRatio);
  return Number(floorOf(mul(frac(shares), ratio)));
}

/** Shares a holding counts as on a common-equivalent basis (see `asConvertedCount`). */
export function asConvertedShares(holding: Holding, shareClass: ShareClass): number {
  return asConvertedCount(holding.shares, shareClass);
}

/** Issued and fully diluted ownership per holder, in holder order. */
export function capTableOwnership(table: CapTable): Ownership {
  validateCapTable(table);
  const classById = new Map(table.classes.map((c) => [c.id, c]));
  const byHolder = new Map(table.holders.map((h) => [h.id, { issued: 0, fullyDiluted: 0 }]));
  for (const holding of table.holdings) {
    const shareClass = classById.get(holding.classId);
    const totals = byHolder.get(holding.holderId);
    if (!shareClass || !totals) continue;
    const converted = asConvertedShares(holding, shareClass);
    if (shareClass.kind !== 'option') totals.issued += converted;
    totals.fullyDiluted += converted;
  }
  let totalIssued = 0;
  let totalFullyDiluted = table.unallocatedOptionPool;
  for (const t of byHolder.values()) {
    totalIssued += t.issued;
    totalFullyDiluted += t.fullyDiluted;
  }
  const rows = table.holders.map((h) => {
    const t = byHolder.get(h.id) ?? { issued: 0, fullyDiluted: 0 };
    return {
      holderId: h.id,
      name: h.name,
      issuedShares: t.issued,
      fullyDilutedShares: t.fullyDiluted,
      issuedFraction: totalIssued > 0 ? t.issued / totalIssued : 0,
      fullyDilutedFraction: totalFullyDiluted > 0 ? t.fullyDiluted / totalFullyDiluted : 0,
    };
  });
  return {
    rows,
    totalIssued,
    totalFullyDiluted,
    unallocatedOptionPool: table.unallocatedOptionPool,
    unallocatedPoolFraction: totalFullyDiluted > 0 ? table.unallocatedOptionPool / totalFullyDiluted : 0,
  };
}

/** Fully diluted ownership percentages for display, summing to exactly 100 (pool last). */
export function ownershipDisplayPercentages(ownership: Ownership, decimals = 2): { byHolder: number[]; pool: number } {
  const weights = [...ownership.rows.map((r) => r.fullyDilutedShares), ownership.unallocatedOptionPool];
  const shown = displayPercentages(weights, decimals);
  return { byHolder: shown.slice(0, -1), pool: shown.at(-1) ?? 0 };
}

/**
 * Price per share in cents from a valuation (cents) over a share count:
 * valuation ÷ shares, rounded half up to $0.0001 (0.01 cent), the precision financing
 * documents state (the YC post-money SAFE user guide prices its Series A at $1.1144).
 */
export function pricePerShareCents(valuationCents: number, shares: number): number {
  if (!(shares > 0)) throw refuse('priceNeedsShares');
  return roundTo(valuationCents / shares, 2);
}

/** Total shares by class (issued for stock, granted for options), in class order. */
export function sharesByClass(table: CapTable): { classId: string; name: string; shares: number }[] {
  const totals = new Map(table.classes.map((c) => [c.id, 0]));
  for (const h of table.holdings) totals.set(h.classId, (totals.get(h.classId) ?? 0) + h.shares);
  return table.classes.map((c) => ({ classId: c.id, name: c.name, shares: totals.get(c.id) ?? 0 }));
}
