import { z } from 'zod';
import { idParamsSchema } from './common';
import { calendarDateSchema } from './dates';
import { openingTermsSchema } from './financial-tools-cap-table';
import { withNameCharacters } from './text';
import { ledgerCurrencies, vestingFrequencies, ledgerLimits, ledgerMessages } from './financial-tools-ledger-texts';

// The zod-free part (strings, labels, limits) is in financial-tools-ledger-texts.ts; importing it from here works too.
export * from './financial-tools-ledger-texts';

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

const currency = z.enum(ledgerCurrencies, { error: m.currency });

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
    /** The cap-table form's terms of the holding (decision 0031): written by "Generate Cap Table", read back into the cap table. */
    openingTerms: openingTermsSchema.optional(),
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
  optionsExercisePrice: z.object({ minor: z.number(), currency: z.enum(ledgerCurrencies) }).nullable(),
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
