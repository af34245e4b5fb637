/**
 * What the engines refuse (a RangeError), as translation keys (decision 0023; French in the
 * financial-tools catalog, fr/financial-tools/engine-errors.ts). The server answers a refusal as a 400
 * after the request field it is about ('shares: {{message}}', engineRefusalTemplates), and the screens
 * and the server's French trace both back to these. engine-errors.test.ts fails on a RangeError whose
 * message is written any other way. The English is unchanged.
 */
export const engineErrors = {
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
  roundPriceTooSmall: 'the round price rounds below $0.0001 a share at these terms',
  valuationCapPositive: 'a valuation cap must be positive',
  capitalizationShares: 'the capitalization needs a positive whole number of shares',
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
  noPreMoneyForPrice: 'no pre-money valuation up to $10 trillion gives this price per share',
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
} as const;
