import type { LedgerEntry } from '@baobab/contracts/financial-tools-ledger';

/** An option grant a later exercise or cancellation can name. */
export type GrantOption = { id: number; holder: string; shareClass: string; shares: number; date: string };

export function grantOptions(entries: readonly LedgerEntry[]): GrantOption[] {
  return entries.flatMap(({ id, entry }) =>
    entry.kind === 'issuance' && entry.isOption
      ? [{ id, holder: entry.holder, shareClass: entry.shareClass, shares: entry.shares, date: entry.date }]
      : [],
  );
}

/** An equity incentive plan a grant can be drawn from. */
export type PlanOption = { id: number; planName: string; shareClass: string; shares: number; date: string };

export function planOptions(entries: readonly LedgerEntry[]): PlanOption[] {
  return entries.flatMap(({ id, entry }) => (entry.kind === 'plan' ? [{ id, planName: entry.planName, shareClass: entry.shareClass, shares: entry.shares, date: entry.date }] : []));
}
