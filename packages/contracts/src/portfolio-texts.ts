// The portfolio contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in portfolio.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { EARLIEST_DATE, dateProblem } from './dates-texts';

/** Messages the spec does not fix; kept here so server and web say the same thing. */
export const portfolioMessages = {
  investorsOnly: 'Only investors have a portfolio and a deal pipeline. Create an investor profile to start one.',
  dealDateFormat: 'Deal date must be a date (YYYY-MM-DD)',
  dealDateFuture: 'Deal date cannot be in the future',
  dealDateTooEarly: 'Deal date cannot be before 1900-01-01',
  investmentAmountTooLarge: 'Investment amount must be at most $10,000,000,000',
  amountCents: 'Amounts can have at most 2 decimal places',
  equityRange: 'Equity must be more than 0% and at most 100%',
  valuationRange: 'Valuation must be between $1 and $100,000,000,000,000',
  liquidationPreferenceRange: 'Liquidation preference must be between 0 and 10',
  antiDilution: 'Anti-dilution rights must be None, Full Ratchet or Weighted Average',
  notesTooLong: 'Notes must be at most 2,000 characters',
  exitAmountRange: 'Exit amount must be between $0 and $100,000,000,000,000',
  exitDateBeforeInvestment: 'Exit date cannot be before the first investment in this company',
  investmentRecordedTitle: 'Investment recorded successfully!',
  investmentUpdated: 'Investment updated',
  investmentDeleted: 'Investment deleted',
  exitRecorded: 'Exit recorded',
  exitRemoved: 'Exit removed',
  // Confirmation by the startup's founder (decision 0005): a record is a claim until confirmed.
  pendingBadge: 'Awaiting founder confirmation',
  declinedBadge: 'Declined by the founder',
  confirmedBadge: 'Confirmed by the founder',
  confirmationsTitle: 'Investments to confirm',
  confirmationsHint: 'Investors recorded these rounds in your startup. Only the ones you confirm count in your funding tracker and public figures.',
  confirmationsEmpty: 'No investments are waiting for your confirmation.',
  confirmButton: 'Confirm',
  declineButton: 'Decline',
  investmentConfirmed: 'Investment confirmed',
  investmentDeclined: 'Investment declined',
  investmentChanged: 'The investor changed this record since you opened it: review it again',
  investmentAlreadyDecided: 'This investment was already confirmed or declined',
} as const;

export const investmentConfirmationStatuses = ['pending', 'confirmed', 'declined'] as const;

export type InvestmentConfirmationStatus = (typeof investmentConfirmationStatuses)[number];

export const EARLIEST_DEAL_DATE = EARLIEST_DATE;

export const MAX_INVESTMENT_USD = 10_000_000_000;

export const MAX_VALUATION_USD = 100_000_000_000_000;

/**
 * The latest calendar date anywhere on Earth (UTC+14): a deal signed "today" in Kiribati is
 * not in the future even though it is still yesterday in UTC. Both apps use this bound.
 */
export function latestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The one message a date field shows: required, then format, then the 1900-01-01..today bounds. */
export function pastDateProblem(value: string, required: string): string | undefined {
  if (!value) return required;
  const problem = dateProblem(value);
  if (problem === 'invalid') return portfolioMessages.dealDateFormat;
  if (problem === 'tooEarly') return portfolioMessages.dealDateTooEarly;
  if (value > latestAllowedDate()) return portfolioMessages.dealDateFuture;
  return undefined;
}

export const riskLevels = ['Low', 'Medium', 'High'] as const;

export type RiskLevel = (typeof riskLevels)[number];
