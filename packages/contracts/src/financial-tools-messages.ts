/**
 * Every message the financial tools show (decision 0006: each names the field it is about). Without
 * zod, so a screen shows them without loading schemas; the two field builders the cap table and the
 * financial model share are in financial-tools-fields.ts.
 */
import { fillText } from './i18n/fill';
import { isMessage, message, type Text } from './i18n/message';

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
  openingBeforeFounding: 'Opening position date cannot be before the startup was founded in {{year}} (openingDate)',
  /** `field` is one of the assumption names of financial-tools-model.ts, each a translation key of its own. */
  assumptionNumber: '{{field}} must be a number',
  scenarioNameTaken: "A scenario named '{{name}}' already exists for this startup: pick another name or delete it first (name)",
  seriesDeclared: "'{{name}}' is the priced round's new series: set its terms in the round (pricedRound.seriesTerms), not in shareClasses (shareClasses.name)",
  unknownFundingStage: "fundingStage: the startup's funding stage '{{stage}}' is not one the valuation knows",
  /** One value of the scenario comparison's exit-value list, by its place in the list and as typed, and why it is refused. */
  exitValueAt: 'Exit value {{position}} ("{{value}}"): {{message}}',
} as const;

const templates = financialToolsTemplates;

/**
 * An engine's refusal (a RangeError whose message is one of packages/finance engine-errors.ts) after the
 * request field the server answers it at: one template per field, since '{{field}}: {{message}}' would
 * fix too little text to be traced back (i18n/template-match.ts). A refusal with its message (an
 * EngineRefusal, decision 0046) is nested as it is; one in English only is filled in, for the tracing.
 */
export const engineRefusalTemplates = {
  shares: 'shares: {{message}}',
  assumptions: 'assumptions: {{message}}',
  startup: 'startup: {{message}}',
  input: 'input: {{message}}',
  shareClasses: 'shareClasses: {{message}}',
  safes: 'safes: {{message}}',
  notes: 'notes: {{message}}',
  unallocatedOptionPool: 'unallocatedOptionPool: {{message}}',
  pricedRound: 'pricedRound: {{message}}',
  'pricedRound.preMoneyValuation': 'pricedRound.preMoneyValuation: {{message}}',
  'pricedRound.investment': 'pricedRound.investment: {{message}}',
  'pricedRound.optionPoolTargetPercent': 'pricedRound.optionPoolTargetPercent: {{message}}',
  'pricedRound.optionPoolIncrease': 'pricedRound.optionPoolIncrease: {{message}}',
} as const;

function engineRefusal(field: keyof typeof engineRefusalTemplates, refusal: string): string;
function engineRefusal(field: keyof typeof engineRefusalTemplates, refusal: Text): Text;
function engineRefusal(field: keyof typeof engineRefusalTemplates, refusal: Text): Text {
  return isMessage(refusal) ? message(engineRefusalTemplates[field], { message: refusal }) : fillText(engineRefusalTemplates[field], { message: refusal });
}

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
  openingDate: 'Opening position date must be a date like 2026-01-31 (openingDate)',
  openingDateInFuture: 'Opening position date cannot be after today (openingDate)',
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
  openingBeforeFounding: (year: number) => fillText(templates.openingBeforeFounding, { year }),
  closingBeforeNoteIssue: 'Closing date cannot be before a note was issued (pricedRound.closingDate)',
  unallocatedOptionPool: 'Unallocated option pool must be a whole number of shares, zero or more (unallocatedOptionPool)',
  exitValue: 'Exit value must be zero or more (exitValues)',
  exitValueNumber: 'Exit value must be a number (exitValues)',
  tooManyExitValues: 'At most 20 exit values (exitValues)',
  /** `refusal`: a fixed sentence of this catalog (a key) or the reader's message; `value` as typed. */
  exitValueAt: (position: number, value: string, refusal: Text) => message(templates.exitValueAt, { position, value, message: isMessage(refusal) ? refusal : message(refusal) }),
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
  /** The stage as stored on the profile (not one the valuation knows, so no label to translate): a string, as written. */
  unknownFundingStage: (stage: string) => message(templates.unknownFundingStage, { stage }),
  engineRefusal,
  seriesDeclared: (name: string) => fillText(templates.seriesDeclared, { name }),
  preMoneyBounds: 'Pre-money valuation must be between $1 and $10 trillion (pricedRound.preMoneyValuation)',
  roundInvestmentBounds: 'Round investment must be between $1 and $10 trillion (pricedRound.investment)',
  coInvestorInvestmentBounds: 'Co-investor investment must be between $1 and $10 trillion (pricedRound.coInvestors.investment)',
  safeInvestmentBounds: 'SAFE investment must be between $1 and $10 trillion (safes.investment)',
  valuationCapBounds: 'Valuation cap must be between $1 and $10 trillion (valuationCap)',
  notePrincipalBounds: 'Note principal must be between $1 and $10 trillion (notes.principal)',
  issuePriceBounds: 'Issue price must be between $0.0001 and $1,000,000 a share (shareClasses.issuePrice)',
  liquidationPreferenceBounds: 'Liquidation preference must be at most 10x (liquidationPreference)',
  participationCapBounds: 'Participation cap must be at most 20x (participationCap)',
  conversionRatioBounds: 'Conversion ratio must be more than zero and at most 1,000 (conversionRatio)',
  exitValueBounds: 'Exit value must be at most $10 trillion (exitValues)',
  latestPostMoneyBounds: 'Latest post-money valuation must be between $1 and $10 trillion (latestPostMoneyValuation)',
  seriesLiquidationPreference: 'Liquidation preference must be a number from 0 to 10x (pricedRound.seriesTerms.liquidationPreference)',
  seriesParticipation: "Participation must be 'non-participating' or 'participating' (pricedRound.seriesTerms.participation)",
  seriesParticipationCap: 'Participation cap must be at least the liquidation preference and at most 20x (pricedRound.seriesTerms.participationCap)',
  seriesCapNeedsParticipation: 'A participation cap needs participating preferred (pricedRound.seriesTerms.participationCap)',
  seriesSeniority: "Seniority must be 'senior' or 'pari-passu' (pricedRound.seriesTerms.seniority)",
  seriesConversionRatio: 'Conversion ratio must be more than zero and at most 1,000 (pricedRound.seriesTerms.conversionRatio)',
  seriesAntiDilution: 'Anti-dilution must be none, full-ratchet, broad-based or narrow-based (pricedRound.seriesTerms.antiDilution)',
  seriesProRata: 'Pro-rata must be true or false (pricedRound.seriesTerms.proRata)',
  antiDilutionOrdering: "Anti-dilution ordering must be 'pre-money' or 'after-round' (pricedRound.antiDilutionOrdering)",
  safeType: "SAFE type must be 'post-money' or 'pre-money' (safes.safeType)",
  safeIssueDate: 'SAFE date must be a date like 2026-01-31 (safes.issueDate)',
  instrumentProRata: 'Pro-rata must be true or false (proRata)',
  tooManyScenarios: 'A startup can keep at most 50 saved scenarios: delete one first',
  compareScenarios: 'Pick two or three scenarios to compare',
} as const;
