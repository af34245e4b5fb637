/**
 * What the engines refuse (a RangeError), as translation keys (decision 0023; French in the
 * financial-tools catalog, fr/financial-tools/engine-errors.ts). A refusal thrown with `refuse` is an
 * `EngineRefusal` carrying its message (decision 0046); the server answers it as a 400 after the request
 * field it is about ('shares: {{message}}', engineRefusalTemplates), the message nested, so a French
 * reader gets it rendered. A plain RangeError's message is one of these sentences without values, a key
 * of its own; engine-errors.test.ts fails on a RangeError whose message is written any other way.
 */
import { message, type MessageValue, type Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';

export const engineErrors = {
  // round-documents.ts (the same words as the documents' own refusal, contracts/round-documents.ts)
  noPricedRound: 'This scenario models no priced round, so it has no term sheet or pro-forma cap table',
  // allocation.ts
  apportionTotal: 'apportion: total must be a non-negative safe integer, got {{total}}',
  apportionWeight: 'apportion: weights must be finite and non-negative, got {{weight}}',
  apportionZeroWeights: 'apportion: cannot allocate a positive total over zero weights',
  // cap-table.ts
  duplicateClassId: "duplicate share class id '{{id}}'",
  issuePrice: "share class '{{name}}': issue price must be ≥ 0",
  preferenceMultiple: "share class '{{name}}': liquidation preference multiple must be ≥ 0",
  conversionRatio: "share class '{{name}}': conversion ratio must be > 0",
  conversionPrice: "share class '{{name}}': conversion price must be > 0",
  participationCap: "share class '{{name}}': participation cap must be at least the preference multiple",
  holdingUnknownClass: "holding of '{{holder}}' names unknown share class '{{shareClass}}'",
  holdingUnknownHolder: "holding names unknown holder '{{holder}}'",
  holdingShares: "holding of '{{holder}}': shares must be a whole number > 0",
  holdingVested: "holding of '{{holder}}': vested shares must be a whole number between 0 and shares",
  holdingExercisePrice: "holding of '{{holder}}': exercise price must be ≥ 0",
  unallocatedPool: 'unallocated option pool must be a whole number ≥ 0',
  priceNeedsShares: 'price per share needs a positive share count',
  // company-metrics.ts
  notAMonth: '{{month}} is not a month (YYYY-MM)',
  cashMinorUnits: 'Cash for {{month}} must be a whole number of minor units, got {{value}}',
  burnMinorUnits: 'Burn for {{month}} must be a whole number of minor units, got {{value}}',
  // conversions.ts and convertible-instruments.ts
  preRoundShares: 'the pre-round capitalization needs a positive whole number of shares',
  poolWithinShares: 'the unallocated pool must be between 0 and the fully diluted shares',
  preMoneyPositive: 'the pre-money valuation must be positive',
  preMoneyTooLarge: 'the pre-money valuation must be at most $10 trillion',
  investmentTooLarge: 'the round investment must be at most $10 trillion',
  roundInvestment: 'the round investment must be zero or more',
  investmentsWhole: 'each investment must be a whole number of cents, zero or more',
  investmentsSum: 'the investments must add up to the round investment',
  safeInvestment: "safe '{{id}}': the investment must be a positive whole number of cents",
  safeDiscount: "safe '{{id}}': the discount must be at least 0% and below 100%",
  safeTerms: "safe '{{id}}' needs a valuation cap, a discount or MFN terms",
  notePrincipal: "note '{{id}}': the principal must be a positive whole number of cents",
  noteDiscount: "note '{{id}}': the discount must be at least 0% and below 100%",
  noteInterest: "note '{{id}}': the interest rate must be zero or more",
  noteDates: "note '{{id}}': dates must be ISO dates",
  safesOwnEverything: 'the post-money safes would own 100% or more of the company at their caps',
  poolTargetTooLarge: 'the option pool target is too large for this round',
  poolIncrease: 'the option pool increase must be a whole number of shares ≥ 0',
  conversionsUnsettled: 'the conversions do not settle: the converting securities would take the whole company at these terms',
  roundPriceTooSmall: 'the round price rounds below 0.0001 of the currency a share at these terms',
  valuationCapPositive: 'a valuation cap must be positive',
  capitalizationShares: 'the capitalization needs a positive whole number of shares',
  antiDilutionUnsettled: 'no round price settles the anti-dilution in the pre-money: the protected preferred would take the whole pre-money at these terms',
  investorBuysNoShare: 'an investment buys no share at the round price of {{price}} cents',
  safeWithoutCap: "safe '{{id}}' has no valuation cap: it converts only in a priced round",
  // currency-conversion.ts
  notADecimalRate: 'not a decimal rate: {{text}}',
  denominatorPositive: 'the denominator must be positive',
  // fraction.ts
  divisionByZero: 'division by zero',
  finiteNumber: 'a finite number is needed',
  // pro-rata.ts
  proRataHolder: "pro-rata holder '{{holder}}' is not in the cap table",
  // spec-cap-table.ts
  unknownShareClass: "unknown share class '{{name}}': declare it with its terms",
  notesNeedRound: 'convertible notes convert only in a priced round: add pricedRound',
  // spec-round-price.ts
  priceNeedsRound: 'a price per share needs a priced round',
  pricePositive: 'the price per share must be more than zero',
  noPreMoneyForPrice: 'no pre-money valuation up to 10 trillion units of the currency gives this price per share',
  // vesting.ts
  periods: 'periods must be a positive integer, got {{periods}}',
  accelerationPercent: 'acceleration.percentOfUnvested must be within 0–100, got {{percent}}',
  vestingMonths: 'vestingMonths must be a whole number of months ≥ 0, got {{months}}',
  cliffMonths: 'cliffMonths must be a whole number between 0 and vestingMonths, got {{months}}',
  totalShares: 'totalShares must be a whole number of shares ≥ 0, got {{shares}}',
  isoDate: "expected an ISO date YYYY-MM-DD, got '{{text}}'",
  calendarDate: "not a calendar date: '{{text}}'",
  // waterfall.ts and waterfall-solver.ts
  exitValue: 'exit value must be a whole number of cents ≥ 0, got {{cents}}',
  nothingToPay: 'the cap table has no shares or vested options to pay',
  // returns/returns.ts
  returnsCurrency: "company {{companyId}}: an amount in {{currency}} is not in the company's currency, {{expected}}",
  returnsAmount: 'company {{companyId}}: an amount must be a whole number of minor units ≥ 0, got {{amount}}',
} as const;

export type EngineError = keyof typeof engineErrors;

/** An engine's refusal of its input: a RangeError (callers catch those) whose English is `message`, with its message. */
export class EngineRefusal extends RangeError {
  constructor(readonly text: Text) {
    super(englishOf(text));
    this.name = 'EngineRefusal';
  }
}

/**
 * The refusal `key` with its values. A value the refusal echoes ('got {{value}}') is the input as given,
 * as a string: a figure rounded for reading could hide what was wrong with it (1.0001 shares is not whole).
 */
export function refuse(key: EngineError, values?: Record<string, MessageValue>): EngineRefusal {
  return new EngineRefusal(message(engineErrors[key], values));
}

/** What a caught RangeError says: its message when an engine refused with one, else its English. */
export function refusalText(error: RangeError): Text {
  return error instanceof EngineRefusal ? error.text : error.message;
}
