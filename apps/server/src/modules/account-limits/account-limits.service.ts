import { accountLimitMessages, DECLINE_WINDOW_DAYS, UPHELD_REPORT_WINDOW_DAYS, type AccountLimitKind } from '@baobab/contracts/account-limits';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { accountLimit, type AccountLimit } from './account-limits';
import { findStanding } from './account-limits.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window every daily limit counts over. */
export const LIMIT_WINDOW_MS = DAY_MS;

/** How the server applies the limits: ACCOUNT_LIMIT_SCALE multiplies every base (1 in production). */
export type AccountLimitsConfig = { scale: number };

/** The account's current limit for one kind of action. */
export async function getAccountLimit(db: Db, userId: string, kind: AccountLimitKind, config: AccountLimitsConfig, now = new Date()): Promise<AccountLimit> {
  const standing = await findStanding(db, userId, new Date(now.getTime() - DECLINE_WINDOW_DAYS * DAY_MS), new Date(now.getTime() - UPHELD_REPORT_WINDOW_DAYS * DAY_MS));
  if (!standing) return accountLimit(kind, { accountAgeDays: 0, recentDeclines: 0, upheldReports: 0 }, config.scale);
  const accountAgeDays = Math.floor((now.getTime() - standing.createdAt.getTime()) / DAY_MS);
  return accountLimit(kind, { accountAgeDays, recentDeclines: standing.recentDeclines, upheldReports: standing.upheldReports }, config.scale);
}

/**
 * Refuses (429, saying the limit and why) an action that would pass the account's daily limit. `sentInWindow`
 * is how many of these the account did in the last LIMIT_WINDOW_MS, counted by the caller's module inside
 * its transaction after locking the account's row, so racing requests are counted one at a time.
 */
export async function requireUnderDailyLimit(tx: Db, userId: string, kind: AccountLimitKind, sentInWindow: number, config: AccountLimitsConfig): Promise<void> {
  const limit = await getAccountLimit(tx, userId, kind, config);
  if (sentInWindow >= limit.limit) throw tooManyRequests(accountLimitMessages.reached(kind, limit.limit, limit));
}
