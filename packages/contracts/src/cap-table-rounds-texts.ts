// The cap-table rounds contract's strings, statuses and limits. The screens import them from here, so the schemas
// in cap-table-rounds.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
import { message } from './i18n/message';

/** A SAFE (post-money or pre-money form), a convertible note, or a priced equity round with its own series. */
export const roundKinds = ['safe', 'note', 'priced'] as const;

export type RoundKind = (typeof roundKinds)[number];

/** Modelled rounds are scenarios; a closed one has written its entries to the share ledger. */
export const roundStatuses = ['modelled', 'closed'] as const;

export type RoundStatus = (typeof roundStatuses)[number];

export const roundStatusLabels = { modelled: 'Modelled', closed: 'Closed' } as const satisfies Record<RoundStatus, string>;

/** What each ledger entry a priced round writes stands for. */
export const roundEntryRoles = ['new-money', 'conversion', 'anti-dilution', 'pool-top-up'] as const;

export const roundLimits = { perStartup: 50 } as const;

export const roundKindLabels = { safe: 'SAFE', note: 'Convertible note', priced: 'Priced round' } as const satisfies Record<RoundKind, string>;

/** Sentences with values, as translation keys (decision 0023); roundMessages gives them with their values (decision 0046). */
export const roundTemplates = {
  closeEarlierFirst: 'Close the round dated {{date}} ({{name}}) first: rounds close in date order',
  beforeClosed: 'A round cannot be dated before {{date}}, the date of the last closed round (date)',
  beforeFounding: 'A round cannot be dated before {{date}}, 1 January of the year the company was founded (date)',
  seriesTaken: 'Series name {{name}} is already a share class of the company (seriesName)',
  nobodyHolds: 'Nobody holds shares on {{date}}: record the opening position before this round (date)',
  writtenByRound: "This entry was written by closing {{name}} on {{date}}: a closed round's entries stay in the ledger",
} as const;

const t = roundTemplates;

/** Every message of the rounds; each names the field it is about. */
export const roundMessages = {
  kind: 'Kind must be safe, note or priced (kind)',
  date: 'Date must be a real calendar date like 2026-01-31 (date)',
  tooMany: 'A company can model at most 50 rounds; delete some before adding more',
  alreadyClosed: 'This round is closed: its entries are in the share ledger, so it can no longer change',
  closeEarlierFirst: (date: string, name: string) => message(t.closeEarlierFirst, { date, name }),
  beforeClosed: (date: string) => message(t.beforeClosed, { date }),
  seriesTaken: (name: string) => message(t.seriesTaken, { name }),
  nobodyHolds: (date: string) => message(t.nobodyHolds, { date }),
  beforeFounding: (date: string) => message(t.beforeFounding, { date }),
  writtenByRound: (name: string, date: string) => message(t.writtenByRound, { name, date }),
} as const;

/** A round's name in lists and messages: the series, or the instrument and its holder. */
export function roundName(round: { kind: RoundKind; seriesName?: string; holderName?: string }): string {
  return round.kind === 'priced' ? (round.seriesName ?? '') : `${roundKindLabels[round.kind]} ${round.holderName ?? ''}`.trim();
}
