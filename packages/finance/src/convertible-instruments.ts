/**
 * Convertible instruments: post-money SAFEs and convertible notes, and what can be
 * computed about them before a priced round (ownership at the cap, accrued interest).
 * Their conversion in a priced round is in `conversions.ts`.
 *
 * Sources: Y Combinator Post-Money Safe User Guide (2018) and safe forms; notes accrue
 * simple interest, Actual/365, the usual convention of seed note forms.
 */
export type PostMoneySafe = {
  id: string;
  holderId: string;
  investmentCents: number;
  /** Post-money valuation cap in cents. */
  valuationCapCents?: number;
  /** Discount in percent (20 means the Discount Rate is 80%). */
  discountPercent?: number;
  /** MFN safe: no cap or discount of its own; takes the best later safe's terms. */
  isMfn?: boolean;
};

export type ConvertibleNote = {
  id: string;
  holderId: string;
  principalCents: number;
  /** Simple annual interest in percent. */
  annualInterestPercent: number;
  issueDate: string;
  /** Pre-money valuation cap in cents. */
  valuationCapCents?: number;
  discountPercent?: number;
};

/** Ownership a post-money safe buys at its cap, before the round's new money: amount ÷ cap. */
export function safeOwnershipAtCap(investmentCents: number, valuationCapCents: number): number {
  if (!(valuationCapCents > 0)) throw new RangeError('a valuation cap must be positive');
  return investmentCents / valuationCapCents;
}

/**
 * Post-money safes as converted at their caps without a priced round (the YC guide's
 * "ownership if it converted now"): Company Capitalization = pre-round shares ÷ (1 − Σ
 * amount ÷ cap), each safe takes amount ÷ cap of it, rounded down; Safe Price = cap ÷
 * Company Capitalization. Every safe needs a cap here.
 */
export function safesAsConvertedAtCaps(fullyDilutedShares: number, safes: readonly PostMoneySafe[]): { companyCapitalization: number; conversions: { id: string; holderId: string; shares: number; safePriceCents: number }[] } {
  if (!Number.isSafeInteger(fullyDilutedShares) || fullyDilutedShares <= 0) throw new RangeError('the capitalization needs a positive whole number of shares');
  const fractions = safes.map((s) => {
    if (s.valuationCapCents === undefined) throw new RangeError(`safe '${s.id}' has no valuation cap: it converts only in a priced round`);
    return safeOwnershipAtCap(s.investmentCents, s.valuationCapCents);
  });
  const total = fractions.reduce((a, b) => a + b, 0);
  if (total >= 1) throw new RangeError('the post-money safes would own 100% or more of the company at their caps');
  const realCapitalization = fullyDilutedShares / (1 - total);
  const conversions = safes.map((s, i) => ({ id: s.id, holderId: s.holderId, shares: Math.floor((fractions[i] ?? 0) * realCapitalization + 1e-9), safePriceCents: 0 }));
  const companyCapitalization = fullyDilutedShares + conversions.reduce((sum, c) => sum + c.shares, 0);
  for (const [i, c] of conversions.entries()) c.safePriceCents = Math.round(((safes[i]?.valuationCapCents ?? 0) / companyCapitalization) * 100) / 100;
  return { companyCapitalization, conversions };
}

/** Simple interest, Actual/365, from the issue date to `onDate`, half up to the cent. */
export function noteInterestCents(note: ConvertibleNote, onDate: string): number {
  const days = Math.max(0, Math.round((Date.parse(`${onDate}T00:00:00Z`) - Date.parse(`${note.issueDate}T00:00:00Z`)) / 86_400_000));
  if (!Number.isFinite(days)) throw new RangeError(`note '${note.id}': dates must be ISO dates`);
  // principal (cents) × rate (percent, in basis points) × days ÷ (365 × 10,000), in
  // BigInt so that large notes cannot overflow, rounded half up.
  const numerator = BigInt(note.principalCents) * BigInt(Math.round(note.annualInterestPercent * 100)) * BigInt(days);
  const denominator = 365n * 10_000n;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

