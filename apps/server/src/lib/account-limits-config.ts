/** How far every per-account daily limit is scaled (ACCOUNT_LIMIT_SCALE; load tests raise it). Shared by the delivery bundle and the account-limits module. */
export type AccountLimitsConfig = { scale: number };
