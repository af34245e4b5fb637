import type { CurrencyCode } from '@baobab/contracts/currencies';
import type { Rate } from '../currency-conversion';
import type { XirrMissingReason } from './xirr';

/**
 * The cash an investor put in or got back from one company, dated, in the currency it was paid in.
 * - `first-cheque`, `follow-on`: paid in (positive amounts);
 * - `distribution`: paid back to the investor (a partial exit, a dividend, the proceeds of a sale);
 * - `write-off`: no cash moves; from its date the company's remaining value is zero (until a later mark
 *   says otherwise). Its amount is the cost written off, kept for the record and not used in any figure.
 */
export type ReturnsFlowKind = 'first-cheque' | 'follow-on' | 'distribution' | 'write-off';
export type ReturnsFlow = { kind: ReturnsFlowKind; date: string; amountMinor: number; currency: CurrencyCode };

/**
 * What the investor's remaining holding in a company is worth on a date: from a confirmed round
 * (`round`: the round's price per share × the holding), typed in by the investor with its source
 * (`manual`), or nothing left after the whole holding was sold (`exit`, value zero).
 */
export type ReturnsMarkSource = 'round' | 'manual' | 'exit';
export type ReturnsMark = { source: ReturnsMarkSource; date: string; valueMinor: number; currency: CurrencyCode; note: string | null };

export type CompanyReturnsInput = {
  companyId: number;
  /** The currency the company's own figures are in; flows in another one are converted at their date's rate. */
  currency: CurrencyCode;
  flows: readonly ReturnsFlow[];
  marks: readonly ReturnsMark[];
};

/** The rate of `currency` per US dollar that applies on `date` (the caller decides which stored rate that is), or null. */
export type RateLookup = (currency: CurrencyCode, date: string) => Rate | null;

/** Where a company's current value comes from: a mark, a write-off, or its cost when nothing else is known. */
export type ValueBasis = { source: ReturnsMarkSource | 'write-off' | 'cost'; date: string | null; note: string | null };

export type CompanyReturns = {
  companyId: number;
  currency: CurrencyCode;
  investedMinor: number;
  distributedMinor: number;
  /** The remaining holding's value on the reporting date. */
  currentValueMinor: number;
  /** (distributed + current value) ÷ invested, unrounded; null with nothing invested. */
  moic: number | null;
  basis: ValueBasis;
};

export type PortfolioReturns = {
  currency: CurrencyCode;
  asOf: string;
  paidInMinor: number;
  distributedMinor: number;
  residualValueMinor: number;
  /** Ratios unrounded; null with nothing paid in. */
  tvpi: number | null;
  dpi: number | null;
  rvpi: number | null;
  /** XIRR of the paid-in, distributed and residual flows; null when there is none (see xirr.ts). */
  irr: number | null;
  irrMissingReason: XirrMissingReason | null;
  companies: CompanyReturns[];
  /** Companies left out of the portfolio totals: a flow or mark had no rate to the reporting currency on its date. */
  unconverted: { companyId: number; currency: CurrencyCode; date: string }[];
  /**
   * Paid-in, distributed and total value (distributed + residual) after each dated event, in the reporting
   * currency, with that day's TVPI (value ÷ paid in, unrounded; null before anything is paid in).
   */
  history: { date: string; paidInMinor: number; distributedMinor: number; valueMinor: number; tvpi: number | null }[];
};
