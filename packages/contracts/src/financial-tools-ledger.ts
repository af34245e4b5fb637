import { z } from 'zod';
import { idParamsSchema } from './common';
import { calendarDateSchema } from './dates';
import { openingTermsSchema } from './financial-tools-cap-table';
import { withNameCharacters } from './text';
import { refusalError } from './refusal-schema';
import { DECIMAL_PRICE, decimalPriceToMinor } from './price-per-share';
import { message, type Message, type MessageValue } from './i18n/message';
import { currencyCodes, type CurrencyCode } from './currencies';

export const ledgerEntryKinds = ['issuance', 'transfer', 'cancellation', 'exercise', 'repurchase', 'plan', 'pool-increase'] as const;

export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** Every currency Baobab knows (currencies.ts), the CFA francs included: a ledger is kept in the company's own. */
export const ledgerCurrencies = currencyCodes;

export type LedgerCurrency = CurrencyCode;

export const vestingFrequencies = ['monthly', 'quarterly'] as const;
export const vestingFrequencyLabels = { monthly: 'Monthly', quarterly: 'Quarterly' } as const satisfies Record<(typeof vestingFrequencies)[number], string>;

export const ledgerLimits = { entriesPerStartup: 2_000, nameLength: 120, maxShares: 1_000_000_000_000, maxVestingMonths: 120 } as const;

export const ledgerKindLabels = {
  issuance: 'Issuance',
  transfer: 'Transfer',
  cancellation: 'Cancellation',
  exercise: 'Exercise',
  repurchase: 'Repurchase',
  plan: 'Equity incentive plan',
  'pool-increase': 'Pool increase',
} as const satisfies Record<LedgerEntryKind, string>;

/** Each kind as the ledger's refusals name it mid-sentence ('The transfer on …'): a key of its own, so French names it too. */
export const ledgerKindNames = {
  issuance: 'issuance',
  transfer: 'transfer',
  cancellation: 'cancellation',
  exercise: 'exercise',
  repurchase: 'repurchase',
  plan: 'equity incentive plan',
  'pool-increase': 'pool increase',
} as const satisfies Record<LedgerEntryKind, string>;

export type LedgerKindName = (typeof ledgerKindNames)[LedgerEntryKind];

/**
 * Sentences with values, as translation keys (decision 0023); ledgerMessages gives them with their values
 * (decision 0046). Counted ones (`{{count}}`) have their English `_one` and `_other` forms in
 * i18n/en/financial-tools.ts. A sentence with two counts takes its second from a counted part of its own
 * (`held`, `vested`, `remaining`, `left`). `kind` is one of ledgerKindNames ('transfer'), a key too.
 */
export const ledgerTemplates = {
  priceAmount: 'Price per share must be an amount in {{currency}}, zero or more, with at most {{decimals}} decimals (pricePerShareMinor)',
  exercisePriceAmount: 'Exercise price must be an amount in {{currency}}, zero or more, with at most {{decimals}} decimals (exercisePriceMinor)',
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
  unknownPlan: 'The option grant on {{date}} refers to an equity incentive plan that is not in the ledger (planId)',
  planNotYetCreated: 'The option grant on {{date}} is dated before its equity incentive plan (date)',
  poolExceeded: 'The option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)',
  poolLeft: '{{count}} options left in its pool on that date',
  grantClassNotPlan: 'The option grant on {{date}} is of {{shareClass}}, but {{plan}} reserves {{planClass}} (shareClass)',
  increaseUnknownPlan: 'The pool increase on {{date}} refers to an equity incentive plan that is not in the ledger (planId)',
  increaseBeforePlan: 'The pool increase on {{date}} is dated before its equity incentive plan (date)',
} as const;

/**
 * The reasons a deletion can leave (a holder short of shares, a grant or a plan gone, a pool too small,
 * an entry before the founding), as cannotDelete writes them mid-sentence with a lower-case first letter:
 * keys of their own with the same values (financial-tools-ledger.test.ts checks they match the templates above).
 */
export const ledgerTemplatesMidSentence = {
  beforeFounding: 'the entry dated {{date}} is before the company was founded on {{founded}} (date)',
  exceedsHolding: 'the {{kind}} on {{date}} needs {{count}} shares of {{shareClass}} from {{holder}}, who holds {{held}} (shares)',
  unknownGrant: 'the {{kind}} on {{date}} refers to an option grant that is not in the ledger (grantId)',
  unknownPlan: 'the option grant on {{date}} refers to an equity incentive plan that is not in the ledger (planId)',
  poolExceeded: 'the option grant on {{date}} needs {{count}} options from {{plan}}, which has {{left}} (shares)',
  increaseUnknownPlan: 'the pool increase on {{date}} refers to an equity incentive plan that is not in the ledger (planId)',
} as const satisfies Partial<Record<keyof typeof ledgerTemplates, string>>;

const t = ledgerTemplates;

const midSentence = new Map<string, string>(Object.entries(ledgerTemplatesMidSentence).map(([name, key]) => [t[name as keyof typeof ledgerTemplatesMidSentence], key]));

/** A reason as the middle of a sentence writes it: its mid-sentence key with the same values. */
const asMidSentence = (reason: Message): Message => {
  const key = midSentence.get(reason.i18nKey);
  return key === undefined ? reason : { ...reason, i18nKey: key };
};

const counted = (template: string, n: number, values?: Record<string, MessageValue>) => message(template, { ...values, count: n });

/** A kind as ledgerKindNames writes it ('transfer'), a key of its own: the sentences name the entry by it. */
const kindOf = (kind: LedgerKindName) => message(kind);

/** Every message of the ledger; each names the field it is about, or the entry and date that cannot happen. */
export const ledgerMessages = {
  date: 'Date must be a real calendar date like 2026-01-31 (date)',
  kind: 'Kind must be issuance, transfer, cancellation, exercise, repurchase, plan or pool-increase (kind)',
  planName: 'Plan name is required (planName)',
  planId: 'Choose the equity incentive plan (planId)',
  planIdOnShares: 'Only an option grant can be made from an equity incentive plan (planId)',
  boardApprovalDate: 'Board approval date must be a real calendar date like 2026-01-31 (boardApprovalDate)',
  holder: 'Holder is required (holder)',
  fromHolder: 'From holder is required (fromHolder)',
  toHolder: 'To holder is required (toHolder)',
  sameHolder: 'A transfer needs two different holders (toHolder)',
  shareClass: 'Share class is required (shareClass)',
  shares: 'Shares must be a whole number more than zero (shares)',
  sharesTooMany: 'Shares must be at most 1,000,000,000,000 (shares)',
  price: 'Price per share must be a number of minor units, zero or more, with at most two decimals (pricePerShareMinor)',
  decimalPrice: 'Price per share must be a decimal amount like 0.0475, zero or more, with at most six decimals (pricePerShare)',
  decimalPriceMismatch: 'Price per share and pricePerShareMinor disagree: pricePerShareMinor must be the price in minor units rounded to two decimals (pricePerShare)',
  currency: message(t.currency, { currencies: ledgerCurrencies.join(', ') }),
  grantId: 'Choose the option grant (grantId)',
  exercisePrice: 'Exercise price must be a number of minor units, zero or more, with at most two decimals (exercisePriceMinor)',
  decimalExercisePrice: 'Exercise price must be a decimal amount like 0.0475, zero or more, with at most six decimals (exercisePrice)',
  decimalExercisePriceMismatch: 'Exercise price and exercisePriceMinor disagree: exercisePriceMinor must be the price in minor units rounded to two decimals (exercisePrice)',
  vestingStart: 'Vesting start must be a real calendar date like 2026-01-31 (vestingStart)',
  vestingMonths: 'Vesting months must be a whole number from 0 to 120 (vestingMonths)',
  cliffMonths: 'Cliff months must be a whole number, zero or more (cliffMonths)',
  cliffAboveVesting: 'Cliff cannot be longer than the vesting months (cliffMonths)',
  frequency: 'Vesting frequency must be monthly or quarterly (frequency)',
  optionTermsRequired: 'An option grant needs an exercise price and vesting terms (isOption)',
  asOf: 'As of must be a real calendar date like 2026-01-31 (asOf)',
  tooManyEntries: 'A ledger can hold at most 2,000 entries; delete some before adding more',
  entryNotDeleted: 'Entry not deleted',
  priceAmount: (currency: string, decimals: number) => message(t.priceAmount, { currency, decimals }),
  exercisePriceAmount: (currency: string, decimals: number) => message(t.exercisePriceAmount, { currency, decimals }),
  // Reasons the whole ledger refuses an entry: the entry's date and kind come first so the founder can find it.
  beforeFounding: (date: string, founded: string) => message(t.beforeFounding, { date, founded }),
  exceedsHolding: (date: string, kind: LedgerKindName, holder: string, shareClass: string, wanted: number, held: number) =>
    counted(t.exceedsHolding, wanted, { kind: kindOf(kind), date, shareClass, holder, held: counted(t.held, held) }),
  exceedsVested: (date: string, holder: string, wanted: number, available: number) => counted(t.exceedsVested, wanted, { date, holder, vested: counted(t.vested, available) }),
  exceedsOptions: (date: string, holder: string, wanted: number, available: number) =>
    counted(t.exceedsOptions, wanted, { date, holder, remaining: counted(t.remaining, available) }),
  unknownGrant: (date: string, kind: LedgerKindName) => message(t.unknownGrant, { date, kind: kindOf(kind) }),
  grantOfAnotherHolder: (date: string, kind: LedgerKindName, holder: string) => message(t.grantOfAnotherHolder, { date, kind: kindOf(kind), holder }),
  grantNotYetMade: (date: string, kind: LedgerKindName) => message(t.grantNotYetMade, { date, kind: kindOf(kind) }),
  invalidShares: (date: string, kind: LedgerKindName) => message(t.invalidShares, { date, kind: kindOf(kind) }),
  invalidVesting: (date: string) => message(t.invalidVesting, { date }),
  unknownPlan: (date: string) => message(t.unknownPlan, { date }),
  planNotYetCreated: (date: string) => message(t.planNotYetCreated, { date }),
  poolExceeded: (date: string, plan: string, wanted: number, left: number) => counted(t.poolExceeded, wanted, { date, plan, left: counted(t.poolLeft, left) }),
  grantClassNotPlan: (date: string, shareClass: string, plan: string, planClass: string) => message(t.grantClassNotPlan, { date, shareClass, plan, planClass }),
  increaseUnknownPlan: (date: string) => message(t.increaseUnknownPlan, { date }),
  increaseBeforePlan: (date: string) => message(t.increaseBeforePlan, { date }),
  cannotDelete: (reason: Message) => message(t.cannotDelete, { reason: asMidSentence(reason) }),
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
