import { z } from 'zod';
import { idParamsSchema } from './common';
import { calendarDateSchema } from './dates';
import { openingTermsSchema } from './financial-tools-cap-table';
import { withNameCharacters } from './text';
import { refusalError } from './refusal-schema';
import { DECIMAL_PRICE, decimalPriceToMinor } from './price-per-share';
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

const currency = z.enum(ledgerCurrencies, refusalError(m.currency));

/**
 * A price (per share, or a grant's exercise price) with its real decimals, in major units ('0.0475'): the older
 * `pricePerShareMinor` and `exercisePriceMinor` keep only two decimals of the minor unit (0.05 of a franc for
 * XOF 0.0475). Optional, beside the older field, which must then be its value rounded half up, so a client
 * reading only the older field reads what it always did.
 */
const decimal = (message: string) => z.string({ error: message }).regex(DECIMAL_PRICE, message).optional();
const decimalPrice = decimal(m.decimalPrice);

/**
 * A decimal price, when given with its minor units, agrees with them (rounded half up to two decimals);
 * `field` is where the disagreement is reported. A malformed decimal has its own message already: only a
 * well-formed one is compared.
 */
function checkDecimal(decimalText: string | undefined, minor: number | undefined, currency: string, field: string, message: string, ctx: z.RefinementCtx) {
  if (decimalText === undefined || minor === undefined || !DECIMAL_PRICE.test(decimalText)) return;
  if (decimalPriceToMinor(decimalText, currency) !== minor) ctx.addIssue({ code: 'custom', message, path: [field] });
}

function checkDecimalPrice(entry: { pricePerShare?: string | undefined; pricePerShareMinor: number; currency: string }, ctx: z.RefinementCtx) {
  checkDecimal(entry.pricePerShare, entry.pricePerShareMinor, entry.currency, 'pricePerShare', m.decimalPriceMismatch, ctx);
}

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
    pricePerShare: decimalPrice,
    currency,
    isOption: z.boolean().default(false),
    exercisePriceMinor: cents(m.exercisePrice).optional(),
    /** A grant's exercise price with its real decimals ('0.0475'), beside `exercisePriceMinor` as `pricePerShare` is beside `pricePerShareMinor`. */
    exercisePrice: decimal(m.decimalExercisePrice),
    vesting: optionVestingSchema.optional(),
    /** An option grant made from an equity incentive plan: the plan entry's id. Its options come out of the plan's pool. */
    planId: z.number({ error: m.planId }).int(m.planId).positive(m.planId).optional(),
    /** The cap-table form's terms of the holding (decision 0031): written by "Generate Cap Table", read back into the cap table. */
    openingTerms: openingTermsSchema.optional(),
  })
  .superRefine((entry, ctx) => {
    checkDecimalPrice(entry, ctx);
    checkDecimal(entry.exercisePrice, entry.exercisePriceMinor, entry.currency, 'exercisePrice', m.decimalExercisePriceMismatch, ctx);
    if (!entry.isOption) {
      if (entry.planId !== undefined) ctx.addIssue({ code: 'custom', message: m.planIdOnShares, path: ['planId'] });
      return;
    }
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

const repurchaseSchema = z
  .strictObject({
    kind: z.literal('repurchase'),
    date: entryDate,
    holder: name(m.holder),
    shareClass: name(m.shareClass),
    shares,
    pricePerShareMinor: cents(m.price),
    pricePerShare: decimalPrice,
    currency,
  })
  .superRefine(checkDecimalPrice);

/**
 * An equity incentive plan: `shares` reserved on `date` for option grants of `shareClass`. Grants naming it
 * (`planId`) draw on its pool; options cancelled before exercise go back to it; exercised ones never do.
 */
const planSchema = z.strictObject({
  kind: z.literal('plan'),
  date: entryDate,
  planName: name(m.planName),
  shareClass: name(m.shareClass),
  shares,
  boardApprovalDate: calendarDateSchema(m.boardApprovalDate).optional(),
});

/**
 * A plan's pool increased by `shares` on `date` (a board's or shareholders' resolution, or a priced round's pool
 * top-up written when the round closes): the plan's size grows, so its remaining pool grows by as much.
 */
const poolIncreaseSchema = z.strictObject({
  kind: z.literal('pool-increase'),
  date: entryDate,
  planId: z.number({ error: m.planId }).int(m.planId).positive(m.planId),
  shares,
  boardApprovalDate: calendarDateSchema(m.boardApprovalDate).optional(),
});

/** POST /api/startups/{id}/cap-table/ledger. */
export const ledgerEntryInputSchema = z.discriminatedUnion('kind', [issuanceSchema, transferSchema, cancellationSchema, exerciseSchema, repurchaseSchema, planSchema, poolIncreaseSchema], {
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
  /**
   * The exercise price of the outstanding options when all of the row's grants with options outstanding share one; otherwise
   * null. `price` is it with its real decimals in major units ('0.0475'), `minor` the older minor units to two decimals.
   */
  optionsExercisePrice: z.object({ minor: z.number(), currency: z.enum(ledgerCurrencies), price: z.string() }).nullable(),
  fullyDiluted: z.number().int(),
  /** Of the fully diluted total, two decimals, rows adding to exactly 100 (largest remainder). */
  fullyDilutedPercent: z.number(),
});

export type LedgerHolding = z.infer<typeof ledgerHoldingSchema>;

/**
 * An equity incentive plan's pool on a date. `granted` counts every option granted from it, `returned` those
 * cancelled before exercise (they go back to the pool), so `remaining` = `size` − `granted` + `returned` and
 * `remaining` + `outstanding` + `exercised` = `size`.
 */
export const ledgerPlanPoolSchema = z.object({
  planId: z.number().int(),
  planName: z.string(),
  shareClass: z.string(),
  date: z.string(),
  boardApprovalDate: z.string().nullable(),
  size: z.number().int(),
  granted: z.number().int(),
  exercised: z.number().int(),
  returned: z.number().int(),
  outstanding: z.number().int(),
  remaining: z.number().int(),
});

export type LedgerPlanPool = z.infer<typeof ledgerPlanPoolSchema>;

export const ledgerHoldingsSchema = z.object({
  asOf: z.string(),
  rows: z.array(ledgerHoldingSchema),
  totalShares: z.number().int(),
  totalFullyDiluted: z.number().int(),
  /** The equity incentive plans created on or before the date, with their pools on it. */
  plans: z.array(ledgerPlanPoolSchema),
});

export type LedgerHoldings = z.infer<typeof ledgerHoldingsSchema>;
