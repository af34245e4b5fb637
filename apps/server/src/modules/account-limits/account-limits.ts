import {
  accountLimitRules,
  DECLINES_PER_STEP,
  MAX_PENALTY_STEPS,
  NEW_ACCOUNT_DAYS,
  type AccountLimitKind,
} from '@baobab/contracts/account-limits';

export type AccountStanding = {
  /** Whole days since sign-up. */
  accountAgeDays: number;
  /** Requests the account sent that were declined within DECLINE_WINDOW_DAYS. */
  recentDeclines: number;
  /** Reports against the account that an admin upheld within UPHELD_REPORT_WINDOW_DAYS. */
  upheldReports: number;
};

export type AccountLimit = { limit: number; isNew: boolean; isPenalised: boolean };

/**
 * The account's limit for one kind of action in 24 hours (docs/security.md, "Abuse limits"): the new- or
 * established-account base, halved once per DECLINES_PER_STEP recent declines and once per upheld report,
 * at most MAX_PENALTY_STEPS halvings, never below 1 (an account that may act at all may always act once a
 * day). `scale` multiplies every base (ACCOUNT_LIMIT_SCALE, for load tests that drive one account hard).
 */
export function accountLimit(kind: AccountLimitKind, standing: AccountStanding, scale = 1): AccountLimit {
  const isNew = standing.accountAgeDays < NEW_ACCOUNT_DAYS;
  const base = accountLimitRules[kind][isNew ? 'newAccount' : 'established'] * scale;
  const steps = Math.min(MAX_PENALTY_STEPS, Math.floor(standing.recentDeclines / DECLINES_PER_STEP) + standing.upheldReports);
  return { limit: Math.max(1, Math.floor(base / 2 ** steps)), isNew, isPenalised: steps > 0 };
}
