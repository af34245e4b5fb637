import { accountLimitMessages, DECLINE_WINDOW_DAYS, UPHELD_REPORT_WINDOW_DAYS, type AccountLimitKind } from '@baobab/contracts/account-limits';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { accountLimit, type AccountLimit } from './account-limits';
import * as repo from './account-limits.repository';
import type { AccountLimitsConfig } from '../../lib/account-limits-config';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window every daily limit counts over. */
export const LIMIT_WINDOW_MS = DAY_MS;

/** How the server applies the limits: ACCOUNT_LIMIT_SCALE multiplies every base (1 in production). */
export type { AccountLimitsConfig };

/** The account's current limit for one kind of action. */
export async function getAccountLimit(db: Db, userId: string, kind: AccountLimitKind, config: AccountLimitsConfig, now = new Date()): Promise<AccountLimit> {
  const standing = await repo.findStanding(db, userId, new Date(now.getTime() - DECLINE_WINDOW_DAYS * DAY_MS), new Date(now.getTime() - UPHELD_REPORT_WINDOW_DAYS * DAY_MS));
  if (!standing) return accountLimit(kind, { accountAgeDays: 0, recentDeclines: 0, upheldReports: 0 }, config.scale);
  const accountAgeDays = Math.floor((now.getTime() - standing.createdAt.getTime()) / DAY_MS);
  return accountLimit(kind, { accountAgeDays, recentDeclines: standing.recentDeclines, upheldReports: standing.upheldReports }, config.scale);
}

/**
 * The one gate of every action that notifies other people (docs/security.md, "Abuse limits"): inside
 * the action's transaction, holds the account's row, counts the people this kind of action reached in
 * the last LIMIT_WINDOW_MS, refuses (429, saying the limit and why) when `units` more would pass the
 * account's limit, and otherwise records them. Racing actions of one account wait on the row lock and
 * are counted one at a time; a refused or rolled-back action spends nothing.
 */
export async function spendDailyAllowance(tx: Db, userId: string, kind: AccountLimitKind, units: number, config: AccountLimitsConfig): Promise<void> {
  const now = new Date();
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
  await repo.lockAccount(tx, userId);
  await repo.deleteActionsBefore(tx, userId, since);
  const used = await repo.sumUnitsSince(tx, userId, kind, since);
  const limit = await getAccountLimit(tx, userId, kind, config, now);
  if (used + units > limit.limit) throw tooManyRequests(accountLimitMessages.reached(kind, limit.limit, limit));
  await repo.insertAction(tx, { userId, kind, units, createdAt: now });
}
