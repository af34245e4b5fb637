/**
 * The share ledger behind the cap table (decision 0017): dated issuances (shares or option
 * grants), transfers, cancellations, exercises and repurchases. The cap table on any date is
 * computed from it by `@baobab/finance/share-ledger`. Prices are per share in minor units
 * (cents) with at most two decimals, as decision 0006 sets for per-share prices.
 */
import { z } from 'zod';
import { idParamsSchema } from './common';
import { calendarDateSchema } from './dates';
import englishPlurals from './i18n/en/financial-tools';
import { fillCounted, fillText } from './i18n/fill';
import { currencies } from './insights';
import { withNameCharacters } from './text';

export const ledgerEntryKinds = ['issuance', 'transfer', 'cancellation', 'exercise', 'repurchase'] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];
export const vestingFrequencies = ['monthly', 'quarterly'] as const;
export const ledgerLimits = { entriesPerStartup: 2_000, nameLength: 120, maxShares: 1_000_000_000_000, maxVestingMonths: 120 } as const;

export const ledgerKindLabels = {
  issuance: 'Issuance',
  transfer: 'Transfer',
  cancellation: 'Cancellation',
  exercise: 'Exercise',
  repurchase: 'Repurchase',
} as const satisfies Record<LedgerEntryKind, string>;

/**
 * Sentences with values, as translation keys (decision 0023); ledgerMessages fills them for English.
 * Counted ones (`{{count}}`) have their English `_one` and `_other` forms in i18n/en/financial-tools.ts.
 * A sentence with two counts takes its second from a counted part of its own (`held`, `vested`,
 * `remaining`). `kind` is a kind label in lower case ('transfer'), a translation key too.
 */
export const ledgerTemplates = {
  beforeFounding: 'The entry dated {{date}} is before the company was founded on {{founded}} (date)',
  exceedsHolding: 'The {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  held: '{{count}} shares of it on that date',
  exceedsVested: "The exercise on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{vested}} (shares)",
  vested: '{{count}} options vested and not yet exercised on that date',
  exceedsOptions: "The cancellation on {{date}} needs {{count}} options of {{holder}}'s grant, which has {{remaining}} (shares)",
  remaining: '{{count}} options not exercised or cancelled on that date',
  unknownGrant: 'The {{kind}} on {{date}} refers to an option grant that is not in the ledger (grantId)',
  grantOfAnotherHolder: "The {{kind}} on {{date}} refers to an option grant that is not {{holder}}'s (grantId)",
  grantNotYetMade: 'The {{kind}} on {{date}} is dated before its option grant (date)',
  invalidShares: 'The {{kind}} on {{date}} has a share count that is not a whole number more than zero (shares)',
  invalidVesting: 'The option grant on {{date}} has vesting terms that cannot be applied (vestingMonths, cliffMonths)',
  cannotDelete: 'This entry cannot be deleted: without it, {{reason}}',
  currency: 'Currency must be one of {{currencies}} (currency)',
} as const;

/**
 * The reasons a deletion can leave (a holder short of shares, a grant gone, an entry before the
 * founding), as cannotDelete writes them mid-sentence with a lower-case first letter: keys of their own
 * so the French finds them (financial-tools-ledger.test.ts checks they match the templates above).
 */
export const ledgerTemplatesMidSentence = {
  beforeFounding: 'the entry dated {{date}} is before the company was founded on {{founded}} (date)',
  exceedsHolding: 'the {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  unknownGrant: 'the {{kind}} on {{date}} refers to an option grant that is not in the ledger (grantId)',
} as const;
const t = ledgerTemplates;
const count = (template: string, n: number, values?: Record<string, string | number>) => fillCounted(englishPlurals, template, { ...values, count: n });

/** Every message of the ledger; each names the field it is about, or the entry and date that cannot happen. */
export const ledgerMessages = {
  date: 'Date must be a real calendar date like 2026-01-31 (date)',
  kind: 'Kind must be issuance, transfer, cancellation, exercise or repurchase (kind)',
  holder: 'Holder is required (holder)',
  fromHolder: 'From holder is required (fromHolder)',
  toHolder: 'To holder is required (toHolder)',
  sameHolder: 'A transfer needs two different holders (toHolder)',
  shareClass: 'Share class is required (shareClass)',
  shares: 'Shares must be a whole number more than zero (shares)',
  sharesTooMany: 'Shares must be at most 1,000,000,000,000 (shares)',
  price: 'Price per share must be a number of cents, zero or more, with at most two decimals (pricePerShareMinor)',
  currency: fillText(t.currency, { currencies: currencies.join(', ') }),
  grantId: 'Choose the option grant (grantId)',
  exercisePrice: 'Exercise price must be a number of cents, zero or more, with at most two decimals (exercisePriceMinor)',
  vestingStart: 'Vesting start must be a real calendar date like 2026-01-31 (vestingStart)',
  vestingMonths: 'Vesting months must be a whole number from 0 to 120 (vestingMonths)',
  cliffMonths: 'Cliff months must be a whole number, zero or more (cliffMonths)',
  cliffAboveVesting: 'Cliff cannot be longer than the vesting months (cliffMonths)',
  frequency: 'Vesting frequency must be monthly or quarterly (frequency)',
  optionTermsRequired: 'An option grant needs an exercise price and vesting terms (isOption)',
  asOf: 'As of must be a real calendar date like 2026-01-31 (asOf)',
  tooManyEntries: 'A ledger can hold at most 2,000 entries; delete some before adding more',
  entryNotDeleted: 'Entry not deleted',
  filledFromLedger: 'Cap table filled from the ledger',
  filledFromLedgerDetail: 'The shareholders now match the holdings shown; model a round on them above.',
  // Reasons the whole ledger refuses an entry: the entry's date and kind come first so the founder can find it.
  beforeFounding: (date: string, founded: string) => fillText(t.beforeFounding, { date, founded }),
  exceedsHolding: (date: string, kind: string, holder: string, shareClass: string, wanted: number, held: number) =>
    count(t.exceedsHolding, wanted, { kind, date, shareClass, holder, held: count(t.held, held) }),
  exceedsVested: (date: string, holder: string, wanted: number, available: number) => count(t.exceedsVested, wanted, { date, holder, vested: count(t.vested, available) }),
  exceedsOptions: (date: string, holder: string, wanted: number, available: number) =>
    count(t.exceedsOptions, wanted, { date, holder, remaining: count(t.remaining, available) }),
  unknownGrant: (date: string, kind: string) => fillText(t.unknownGrant, { date, kind }),
  grantOfAnotherHolder: (date: string, kind: string, holder: string) => fillText(t.grantOfAnotherHolder, { date, kind, holder }),
  grantNotYetMade: (date: string, kind: string) => fillText(t.grantNotYetMade, { date, kind }),
  invalidShares: (date: string, kind: string) => fillText(t.invalidShares, { date, kind }),
  invalidVesting: (date: string) => fillText(t.invalidVesting, { date }),
  cannotDelete: (reason: string) => fillText(t.cannotDelete, { reason: `${reason.charAt(0).toLowerCase()}${reason.slice(1)}` }),
} as const;
const m = ledgerMessages;

/** Holder and class names are names: control and bidirectional override characters are refused, never rewritten. */
const name = (message: string) => withNameCharacters(z.string({ error: message }).trim().min(1, message).max(ledgerLimits.nameLength, message));
const shares = z
  .number({ error: m.shares })
  .int(m.shares)
  .positive(m.shares)
  .max(ledgerLimits.maxShares, m.sharesTooMany);
/** Cents with at most two decimals: 0.01 cents is $0.0001, the precision financing documents use. */
const cents = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(1e12, message)
    .refine((value) => Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6, message);
const currency = z.enum(currencies, { error: m.currency });
const entryDate = calendarDateSchema(m.date);

export const optionVestingSchema = z
  .strictObject({
    vestingStart: calendarDateSchema(m.vestingStart),
    vestingMonths: z.number({ error: m.vestingMonths }).int(m.vestingMonths).min(0, m.vestingMonths).max(ledgerLimits.maxVestingMonths, m.vestingMonths),
    cliffMonths: z.number({ error: m.cliffMonths }).int(m.cliffMonths).min(0, m.cliffMonths),
    frequency: z.enum(vestingFrequencies, { error: m.frequency }),
  })
  .refine((v) => v.cliffMonths <= v.vestingMonths, { message: m.cliffAboveVesting, path: ['cliffMonths'] });
export type OptionVesting = z.infer<typeof optionVestingSchema>;

const issuanceSchema = z
  .strictObject({
    kind: z.literal('issuance'),
    date: entryDate,
    holder: name(m.holder),
    shareClass: name(m.shareClass),
    shares,
    pricePerShareMinor: cents(m.price),
    currency,
    isOption: z.boolean().default(false),
    exercisePriceMinor: cents(m.exercisePrice).optional(),
    vesting: optionVestingSchema.optional(),
  })
  .superRefine((entry, ctx) => {
    if (!entry.isOption) return;
    if (entry.exercisePriceMinor === undefined) ctx.addIssue({ code: 'custom', message: m.exercisePrice, path: ['exercisePriceMinor'] });
    if (entry.vesting === undefined) ctx.addIssue({ code: 'custom', message: m.optionTermsRequired, path: ['vesting'] });
  });

const transferSchema = z
  .strictObject({ kind: z.literal('transfer'), date: entryDate, fromHolder: name(m.fromHolder), toHolder: name(m.toHolder), shareClass: name(m.shareClass), shares })
  .refine((t) => t.fromHolder !== t.toHolder, { message: m.sameHolder, path: ['toHolder'] });

/** Shares of a class, or with `grantId` options of that grant not yet exercised (unvested ones first). */
const cancellationSchema = z.strictObject({
  kind: z.literal('cancellation'),
  date: entryDate,
  holder: name(m.holder),
  shareClass: name(m.shareClass),
  shares,
  grantId: z.number({ error: m.grantId }).int(m.grantId).positive(m.grantId).optional(),
});

/** Vested options of one grant become shares of the grant's class. */
const exerciseSchema = z.strictObject({
  kind: z.literal('exercise'),
  date: entryDate,
  holder: name(m.holder),
  grantId: z.number({ error: m.grantId }).int(m.grantId).positive(m.grantId),
  shares,
});

const repurchaseSchema = z.strictObject({
  kind: z.literal('repurchase'),
  date: entryDate,
  holder: name(m.holder),
  shareClass: name(m.shareClass),
  shares,
  pricePerShareMinor: cents(m.price),
  currency,
});

/** POST /api/startups/{id}/cap-table/ledger. */
export const ledgerEntryInputSchema = z.discriminatedUnion('kind', [issuanceSchema, transferSchema, cancellationSchema, exerciseSchema, repurchaseSchema], {
  error: m.kind,
});
export type LedgerEntryInput = z.infer<typeof ledgerEntryInputSchema>;

/** A stored entry: its id (what an exercise or cancellation names as grantId), the entry as given, and when it was recorded. */
export const ledgerEntrySchema = z.object({ id: z.number().int(), entry: ledgerEntryInputSchema, createdAt: z.string() });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export const ledgerEntriesSchema = z.array(ledgerEntrySchema);

export const ledgerEntryParamsSchema = z.strictObject({ id: idParamsSchema.shape.id, entryId: idParamsSchema.shape.id });
export const ledgerHoldingsQuerySchema = z.strictObject({ asOf: calendarDateSchema(m.asOf).optional() });

/** One holder's position in one class on a date; options are those granted to convert into that class. */
export const ledgerHoldingSchema = z.object({
  holder: z.string(),
  shareClass: z.string(),
  shares: z.number().int(),
  optionsGranted: z.number().int(),
  optionsVested: z.number().int(),
  optionsExercised: z.number().int(),
  optionsCancelled: z.number().int(),
  optionsOutstanding: z.number().int(),
  /** Vested, not exercised and not cancelled: what the holder could exercise that day. */
  optionsExercisable: z.number().int(),
  /** The exercise price of the outstanding options when all of the row's grants with options outstanding share one; otherwise null. */
  optionsExercisePrice: z.object({ minor: z.number(), currency: z.enum(currencies) }).nullable(),
  fullyDiluted: z.number().int(),
  /** Of the fully diluted total, two decimals, rows adding to exactly 100 (largest remainder). */
  fullyDilutedPercent: z.number(),
});
export type LedgerHolding = z.infer<typeof ledgerHoldingSchema>;

export const ledgerHoldingsSchema = z.object({
  asOf: z.string(),
  rows: z.array(ledgerHoldingSchema),
  totalShares: z.number().int(),
  totalFullyDiluted: z.number().int(),
});
export type LedgerHoldings = z.infer<typeof ledgerHoldingsSchema>;
