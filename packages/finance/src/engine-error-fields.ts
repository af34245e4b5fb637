/**
 * Which request field of the cap table call an engine refusal is about, so the server answers it
 * there (beside the form field that caused it) rather than under `shares`. Refusals not listed here
 * are about the holdings themselves.
 */
import { engineErrors } from './engine-errors';

export const capTableRefusalFields = ['shares', 'shareClasses', 'safes', 'notes', 'unallocatedOptionPool', 'pricedRound', 'pricedRound.preMoneyValuation', 'pricedRound.investment', 'pricedRound.optionPoolTargetPercent', 'pricedRound.optionPoolIncrease'] as const;

export type CapTableRefusalField = (typeof capTableRefusalFields)[number];

type EngineError = keyof typeof engineErrors;

const fieldOf: Partial<Record<EngineError, CapTableRefusalField>> = {
  duplicateClassId: 'shareClasses',
  issuePrice: 'shareClasses',
  preferenceMultiple: 'shareClasses',
  conversionRatio: 'shareClasses',
  conversionPrice: 'shareClasses',
  participationCap: 'shareClasses',
  unknownShareClass: 'shareClasses',
  unallocatedPool: 'unallocatedOptionPool',
  poolWithinShares: 'unallocatedOptionPool',
  safeInvestment: 'safes',
  safeDiscount: 'safes',
  safeTerms: 'safes',
  safesOwnEverything: 'safes',
  safeWithoutCap: 'safes',
  valuationCapPositive: 'safes',
  notePrincipal: 'notes',
  noteDiscount: 'notes',
  noteInterest: 'notes',
  noteDates: 'notes',
  notesNeedRound: 'notes',
  preMoneyPositive: 'pricedRound.preMoneyValuation',
  preMoneyTooLarge: 'pricedRound.preMoneyValuation',
  investmentTooLarge: 'pricedRound.investment',
  roundPriceTooSmall: 'pricedRound.preMoneyValuation',
  antiDilutionUnsettled: 'pricedRound.preMoneyValuation',
  conversionsUnsettled: 'pricedRound.preMoneyValuation',
  roundInvestment: 'pricedRound.investment',
  investmentsWhole: 'pricedRound.investment',
  investmentsSum: 'pricedRound.investment',
  investorBuysNoShare: 'pricedRound.investment',
  poolTargetTooLarge: 'pricedRound.optionPoolTargetPercent',
  poolIncrease: 'pricedRound.optionPoolIncrease',
  proRataHolder: 'pricedRound',
};

/** A template's English as a pattern: its values ({{name}}) match anything. */
const patternOf = (template: string) => new RegExp(`^${template.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`, 's');

const patterns = (Object.entries(fieldOf) as [EngineError, CapTableRefusalField][]).map(([key, field]) => ({ pattern: patternOf(engineErrors[key]), field }));

/** The request field an engine refusal of the cap table call is about ('shares' when it is about the holdings). */
export function capTableRefusalField(message: string): CapTableRefusalField {
  return patterns.find((p) => p.pattern.test(message))?.field ?? 'shares';
}
