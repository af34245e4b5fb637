/**
 * Convertible instruments: post-money SAFEs and convertible notes, and what can be
 * computed about them before a priced round (ownership at the cap, accrued interest).
 * Their conversion in a priced round is in `conversions.ts`.
 *
 * Sources: Y Combinator Post-Money Safe User Guide (2018) and safe forms; notes accrue
 * simple interest, Actual/365 (the usual convention of seed note forms) unless the note
 * states 30/360.
 */
import { add, compare, div, floorOf, frac, fromDecimal, mul, sub } from './fraction';
import { refuse } from './engine-errors';

/**
 * The two YC safe forms, named explicitly because the same cap means different prices:
 * 'post-money' (2018 form): Safe Price = cap ÷ Company Capitalization counting every safe and
 * note; 'pre-money' (2013 form): Safe Price = cap ÷ the capitalization before the round,
 * without any safe or note but with the pool increase made for the round.
 */
export type SafeCapType = 'post-money' | 'pre-money';

export type PostMoneySafe = {
  id: string;
  holderId: string;
  investmentCents: number;
  /** Valuation cap in cents, post-money unless `capType` says pre-money. */
  valuationCapCents?: number;
  /** Which safe form the cap belongs to; 'post-money' when absent. */
  capType?: SafeCapType;
  /** Discount in percent (20 means the Discount Rate is 80%). */
  discountPercent?: number;
  /**
   * MFN safe: no cap or discount of its own; takes the best terms of a later safe or of a
   * note issued on or after its `issueDate` (every note when it has none), YC MFN form §1(e)
   * ("Subsequent Convertible Securities" include notes).
   */
  isMfn?: boolean;
  /** ISO date of the safe; only the MFN comparison with notes reads it. */
  issueDate?: string;
  /** The pro rata side letter: the holder's pro-rata allocation of the round is computed. */
  proRata?: boolean;
};

/** Every safe form: the engine reads `capType`. */
export type Safe = PostMoneySafe;

/**
 * Day-count conventions for note interest (ISDA 2006 definitions, section 4.16):
 * 'actual/365' (Actual/365 Fixed): calendar days ÷ 365; '30/360' (30/360 US, the bond
 * basis): every month counts 30 days, the year 360, with day 31 taken as 30 (and the
 * end day 31 as 30 when the start day is 30 or 31).
 */
export type DayCount = 'actual/365' | '30/360';

export type ConvertibleNote = {
  id: string;
  holderId: string;
  principalCents: number;
  /** Simple annual interest in percent, used exactly as given (8.125 is 8.125%, not 8.13%). */
  annualInterestPercent: number;
  issueDate: string;
  /** The day count the note states; Actual/365 when it states none. */
  dayCount?: DayCount;
  /** Pre-money valuation cap in cents. */
  valuationCapCents?: number;
  discountPercent?: number;
  /** The note grants pro-rata rights: the holder's pro-rata allocation of the round is computed. */
  proRata?: boolean;
};

/** Ownership a post-money safe buys at its cap, before the round's new money: amount ÷ cap. */
export function safeOwnershipAtCap(investmentCents: number, valuationCapCents: number): number {
  if (!(valuationCapCents > 0)) throw refuse('valuationCapPositive');
  return investmentCents / valuationCapCents;
}

/**
 * Safes as converted at their caps without a priced round (the YC guide's "ownership if it
 * converted now"): post-money safes: Company Capitalization = shares before them ÷ (1 − Σ
 * amount ÷ cap), each takes amount ÷ cap of it, rounded down; Safe Price = cap ÷ Company
 * Capitalization. Pre-money safes: Safe Price = cap ÷ pre-round shares, shares = amount ÷
 * that price, rounded down. Every safe needs a cap here.
 */
export function safesAsConvertedAtCaps(fullyDilutedShares: number, safes: readonly PostMoneySafe[]): { companyCapitalization: number; conversions: { id: string; holderId: string; shares: number; safePriceCents: number }[] } {
  if (!Number.isSafeInteger(fullyDilutedShares) || fullyDilutedShares <= 0) throw refuse('capitalizationShares');
  // Exact fractions, rounded down once: $1M at a $10M cap over 9,000,000 shares is 1,000,000.
  // A pre-money safe's shares are amount ÷ (cap ÷ pre-round shares); a post-money safe's are
  // its fraction of a capitalization that counts every converting share.
  const terms = safes.map((s) => {
    if (s.valuationCapCents === undefined) throw refuse('safeWithoutCap', { id: s.id });
    safeOwnershipAtCap(s.investmentCents, s.valuationCapCents);
    return { preMoney: s.capType === 'pre-money', fraction: frac(s.investmentCents, s.valuationCapCents) };
  });
  const preMoneyShares = terms.map((t) => (t.preMoney ? Number(floorOf(mul(t.fraction, frac(fullyDilutedShares)))) : 0));
  const total = terms.reduce((a, t) => (t.preMoney ? a : add(a, t.fraction)), frac(0));
  if (compare(total, frac(1)) >= 0) throw refuse('safesOwnEverything');
  const beforePostMoneySafes = fullyDilutedShares + preMoneyShares.reduce((a, b) => a + b, 0);
  const capitalization = div(frac(beforePostMoneySafes), sub(frac(1), total));
  const conversions = safes.map((s, i) => ({
    id: s.id,
    holderId: s.holderId,
    shares: terms[i]?.preMoney ? (preMoneyShares[i] ?? 0) : Number(floorOf(mul(terms[i]?.fraction ?? frac(0), capitalization))),
    safePriceCents: 0,
  }));
  const companyCapitalization = fullyDilutedShares + conversions.reduce((sum, c) => sum + c.shares, 0);
  for (const [i, c] of conversions.entries()) {
    const over = safes[i]?.capType === 'pre-money' ? fullyDilutedShares : companyCapitalization;
    c.safePriceCents = Math.round(((safes[i]?.valuationCapCents ?? 0) / over) * 100) / 100;
  }
  return { companyCapitalization, conversions };
}

function dayCountFraction(from: string, to: string, dayCount: DayCount, noteId: string): { days: bigint; yearDays: bigint } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw refuse('noteDates', { id: noteId });
  if (end <= start) return { days: 0n, yearDays: 365n };
  if (dayCount === 'actual/365') return { days: BigInt(Math.round((end - start) / 86_400_000)), yearDays: 365n };
  const a = new Date(start);
  const b = new Date(end);
  const d1 = Math.min(a.getUTCDate(), 30);
  const d2 = b.getUTCDate() === 31 && d1 === 30 ? 30 : b.getUTCDate();
  const days = 360 * (b.getUTCFullYear() - a.getUTCFullYear()) + 30 * (b.getUTCMonth() - a.getUTCMonth()) + (d2 - d1);
  return { days: BigInt(days), yearDays: 360n };
}

/**
 * Simple interest from the issue date to `onDate` with the note's day count (Actual/365
 * unless it states 30/360): principal × rate × days ÷ year days, in exact fractions
 * with the rate as given (8.125%, not 8.13%), rounded half up to the cent.
 */
export function noteInterestCents(note: ConvertibleNote, onDate: string): number {
  const { days, yearDays } = dayCountFraction(note.issueDate, onDate, note.dayCount ?? 'actual/365', note.id);
  const rate = fromDecimal(note.annualInterestPercent);
  const numerator = BigInt(note.principalCents) * rate.n * days;
  const denominator = rate.d * 100n * yearDays;
  return Number((2n * numerator + denominator) / (2n * denominator));
}
