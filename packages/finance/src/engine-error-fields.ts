/**
 * Which request field of the cap table call an engine refusal is about, so the server answers it
 * there (beside the form field that caused it) rather than under `shares`. Refusals not listed here
 * are about the holdings themselves.
 */
import { isMessage, type Text } from '@baobab/contracts/i18n/message';
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

const fieldByKey = new Map<string, CapTableRefusalField>((Object.entries(fieldOf) as [EngineError, CapTableRefusalField][]).map(([key, field]) => [engineErrors[key], field]));

/**
 * The request field an engine refusal of the cap table call is about ('shares' when it is about the holdings),
 * by its key: an EngineRefusal's message, or a plain RangeError's English, which is a key without values.
 */
export function capTableRefusalField(refusal: Text): CapTableRefusalField {
  return fieldByKey.get(isMessage(refusal) ? refusal.i18nKey : refusal) ?? 'shares';
}
