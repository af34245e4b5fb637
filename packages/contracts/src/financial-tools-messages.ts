/**
 * Every message the financial tools show (decision 0006: each names the field it is about). Without
 * zod, so a screen shows them without loading schemas; the two field builders the cap table and the
 * financial model share are in financial-tools-fields.ts.
 */
import { fillText } from './i18n/fill';

/** Sentences with values, as translation keys (decision 0023); financialToolsMessages fills them for English. */
export const financialToolsTemplates = {
  unknownShareClass: "Unknown share class '{{name}}' (shareClass): use Common or Options, or declare it in shareClasses with its terms",
  duplicateShareClass: "Share class '{{name}}' is declared twice (shareClasses.name)",
  preferredNeedsPrice: "Preferred class '{{name}}' needs an issue price above zero (shareClasses.issuePrice)",
  antiDilutionNotPreferred: "Anti-dilution applies only to preferred classes, not to '{{name}}' (shareClasses.antiDilution)",
  duplicateInvestor: "'{{name}}' is named twice among the round's investors (pricedRound.coInvestors.investorName)",
  proRataHolder: "Pro-rata holder '{{name}}' is not a shareholder in this cap table (pricedRound.proRataHolders)",
  noteIssuedBeforeFounding: 'Issue date cannot be before the startup was founded in {{year}} (notes.issueDate)',
  closingBeforeFounding: 'Closing date cannot be before the startup was founded in {{year}} (pricedRound.closingDate)',
  /** `field` is one of the assumption names of financial-tools-model.ts, each a translation key of its own. */
  assumptionNumber: '{{field}} must be a number',
  scenarioNameTaken: "A scenario named '{{name}}' already exists for this startup: pick another name or delete it first (name)",
  unknownFundingStage: "fundingStage: the startup's funding stage '{{stage}}' is not one the valuation knows",
} as const;

const templates = financialToolsTemplates;

/**
 * An engine's refusal (a RangeError whose message is one of packages/finance engine-errors.ts) after the
 * request field the server answers it at: one template per field, since '{{field}}: {{message}}' would
 * fix too little text to be traced back (i18n/template-match.ts).
 */
export const engineRefusalTemplates = {
  shares: 'shares: {{message}}',
  assumptions: 'assumptions: {{message}}',
  startup: 'startup: {{message}}',
  input: 'input: {{message}}',
} as const;

export const financialToolsMessages = {
  shareholderName: 'Shareholder name is required (shareholderName)',
  shareholderType: 'Shareholder type is required (shareholderType)',
  sharesNumber: 'Shares must be a number (shares)',
  sharesWhole: 'Shares must be a whole number (shares)',
  sharesPositive: 'Shares must be more than zero (shares)',
  shareClass: 'Share class is required (shareClass)',
  unknownShareClass: (name: string) => fillText(templates.unknownShareClass, { name }),
  vestingTotal: 'Vesting total must be a whole number of shares, zero or more (vesting.total)',
  vestingTotalAboveShares: 'Vesting total cannot be more than the shares held (vesting.total)',
  vestedShares: 'Vested shares must be a whole number, zero or more (vesting.vested)',
  vestedAboveTotal: 'Vested shares cannot be more than the vesting total (vesting.vested)',
  cliff: 'Cliff must be a whole number of months, zero or more (vesting.cliff)',
  schedule: 'Vesting schedule must read like 4-year or 36-month (vesting.schedule)',
  cliffAboveSchedule: 'Cliff cannot be longer than the vesting schedule (vesting.cliff)',
  liquidationPreference: 'Liquidation preference must be a number, zero or more (liquidationPreference)',
  antiDilution: 'Anti-dilution must be None, Full Ratchet or Weighted Average (antiDilution)',
  exercisePrice: 'Exercise price must be a number, zero or more (exercisePrice)',
  shareholdersRequired: 'Add at least one shareholder (shares)',
  tooManyShareholders: 'A cap table can have at most 1,000 shareholder entries (shares)',
  shareClassName: 'Share class name is required (shareClasses.name)',
  shareClassKind: 'Share class kind must be common, preferred or option (shareClasses.kind)',
  duplicateShareClass: (name: string) => fillText(templates.duplicateShareClass, { name }),
  issuePrice: 'Issue price must be a number, zero or more (shareClasses.issuePrice)',
  preferredNeedsPrice: (name: string) => fillText(templates.preferredNeedsPrice, { name }),
  seniority: 'Seniority must be a whole number, zero or more (shareClasses.seniority)',
  participationCap: 'Participation cap must be at least the liquidation preference (shareClasses.participationCap)',
  conversionRatio: 'Conversion ratio must be more than zero (shareClasses.conversionRatio)',
  classAntiDilution: 'Anti-dilution must be none, full-ratchet, broad-based or narrow-based (shareClasses.antiDilution)',
  antiDilutionNotPreferred: (name: string) => fillText(templates.antiDilutionNotPreferred, { name }),
  holderName: 'Holder name is required (holderName)',
  safeInvestment: 'SAFE investment must be more than zero (safes.investment)',
  safeTerms: 'A SAFE needs a valuation cap or a discount (safes.valuationCap or safes.discountPercent), unless it is an MFN SAFE (safes.isMfn)',
  valuationCap: 'Valuation cap must be more than zero (valuationCap)',
  discountPercent: 'Discount must be at least 0% and below 100% (discountPercent)',
  notePrincipal: 'Note principal must be more than zero (notes.principal)',
  interestRate: 'Interest rate must be a number, zero or more (notes.interestRatePercent)',
  issueDate: 'Issue date must be a date like 2026-01-31 (notes.issueDate)',
  dayCount: "Day count must be 'actual/365' or '30/360' (notes.dayCount)",
  pricedRoundNeeded: 'Notes and SAFEs without a valuation cap convert only in a priced round: add pricedRound',
  seriesName: 'Series name is required (pricedRound.seriesName)',
  investorName: 'Investor name is required (pricedRound.investorName)',
  preMoneyValuation: 'Pre-money valuation must be more than zero (pricedRound.preMoneyValuation)',
  roundInvestment: 'Round investment must be more than zero (pricedRound.investment)',
  closingDate: 'Closing date must be a date like 2026-01-31 (pricedRound.closingDate)',
  optionPoolTarget: 'Option pool target must be at least 0% and below 100% (pricedRound.optionPoolTargetPercent)',
  optionPoolIncrease: 'Option pool increase must be a whole number of shares, zero or more (pricedRound.optionPoolIncrease)',
  optionPoolBoth: 'Give an option pool target or an increase, not both (pricedRound.optionPoolTargetPercent)',
  poolTiming: "Option pool timing must be 'pre-money' or 'post-money' (pricedRound.poolTiming)",
  convertiblesInPreMoney: 'Convertibles in the pre-money must be true or false (pricedRound.convertiblesInPreMoney)',
  coInvestorName: 'Co-investor name is required (pricedRound.coInvestors.investorName)',
  coInvestorInvestment: 'Co-investor investment must be more than zero (pricedRound.coInvestors.investment)',
  tooManyCoInvestors: 'A round can have at most 50 co-investors (pricedRound.coInvestors)',
  duplicateInvestor: (name: string) => fillText(templates.duplicateInvestor, { name }),
  proRataHolder: (name: string) => fillText(templates.proRataHolder, { name }),
  proRataHolderName: 'Pro-rata holder must be a shareholder name (pricedRound.proRataHolders)',
  tooManyProRataHolders: 'At most 100 pro-rata holders (pricedRound.proRataHolders)',
  noteIssuedBeforeFounding: (year: number) => fillText(templates.noteIssuedBeforeFounding, { year }),
  closingBeforeFounding: (year: number) => fillText(templates.closingBeforeFounding, { year }),
  closingBeforeNoteIssue: 'Closing date cannot be before a note was issued (pricedRound.closingDate)',
  unallocatedOptionPool: 'Unallocated option pool must be a whole number of shares, zero or more (unallocatedOptionPool)',
  exitValue: 'Exit value must be zero or more (exitValues)',
  exitValueNumber: 'Exit value must be a number (exitValues)',
  tooManyExitValues: 'At most 20 exit values (exitValues)',
  latestPostMoneyValuation: 'Latest post-money valuation must be more than zero (latestPostMoneyValuation)',
  assumptionNumber: (field: string) => fillText(templates.assumptionNumber, { field }),
  startingHeadcount: 'Starting headcount must be a whole number, zero or more (startingHeadcount)',
  projectionYears: 'Projection years must be a whole number from 1 to 10 (projectionYears)',
  targetAmount: 'Target amount must be zero or more (targetAmount)',
  raisedAmount: 'Raised amount must be zero or more (raisedAmount)',
  milestoneTask: 'Milestone task is required (task)',
  milestoneTaskLength: 'Milestone task must be at most 200 characters (task)',
  milestoneDueDate: 'Due date must be a date like 2026-01-31 (dueDate)',
  milestoneCompleted: 'Completed must be true or false (completed)',
  milestoneUpdateEmpty: 'Change at least one of task, completed or dueDate',
  pricePerShare: 'Price per share must be a number above zero (pricePerShare)',
  pricePerShareNeedsTable: 'Fix the cap table and the round above first: the pre-money for a price depends on them',
  scenarioName: 'Scenario name is required, at most 80 characters (name)',
  scenarioNameTaken: (name: string) => fillText(templates.scenarioNameTaken, { name }),
  unknownFundingStage: (stage: string) => fillText(templates.unknownFundingStage, { stage }),
  engineRefusal: (field: keyof typeof engineRefusalTemplates, message: string) => fillText(engineRefusalTemplates[field], { message }),
  tooManyScenarios: 'A startup can keep at most 50 saved scenarios: delete one first',
  compareScenarios: 'Pick two or three scenarios to compare',
} as const;
