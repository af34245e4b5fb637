// The financial-tools-ledger contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in financial-tools-ledger.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
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
