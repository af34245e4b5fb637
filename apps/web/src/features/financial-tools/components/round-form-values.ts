import type { RoundInput, RoundKind } from '@baobab/contracts/cap-table-rounds';
import { capTableCurrency, readCapTableAmount } from '@baobab/contracts/financial-tools-cap-table-amounts';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import type { AntiDilutionMethod } from '@baobab/contracts/financial-tools-cap-table-texts';
import { englishRemembered } from '@/lib/i18n/english-remembered';

/** The round form as typed: every field text, the kind's own fields read when it is sent. */
export type RoundDraft = {
  kind: RoundKind;
  date: string;
  holderName: string;
  investment: string;
  valuationCap: string;
  discountPercent: string;
  safeType: 'post-money' | 'pre-money';
  principal: string;
  interestRatePercent: string;
  seriesName: string;
  investorName: string;
  preMoneyValuation: string;
  optionPoolTargetPercent: string;
  antiDilution: AntiDilutionMethod;
};

export const emptyRoundDraft = (kind: RoundKind = 'safe'): RoundDraft => ({
  kind, date: '', holderName: '', investment: '', valuationCap: '', discountPercent: '', safeType: 'post-money', principal: '', interestRatePercent: '',
  seriesName: '', investorName: '', preMoneyValuation: '', optionPoolTargetPercent: '', antiDilution: 'none',
});

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** A stored round back into the form, for editing. */
export function roundToDraft(round: RoundInput): RoundDraft {
  const draft = { ...emptyRoundDraft(round.kind), date: round.date };
  if (round.kind === 'safe') return { ...draft, holderName: round.holderName, investment: text(round.investment), valuationCap: text(round.valuationCap), discountPercent: text(round.discountPercent), safeType: round.safeType ?? 'post-money' };
  if (round.kind === 'note') return { ...draft, holderName: round.holderName, principal: text(round.principal), interestRatePercent: text(round.interestRatePercent), valuationCap: text(round.valuationCap), discountPercent: text(round.discountPercent) };
  return {
    ...draft, seriesName: round.seriesName, investorName: round.investorName, preMoneyValuation: text(round.preMoneyValuation), investment: text(round.investment),
    optionPoolTargetPercent: text(round.optionPoolTargetPercent), antiDilution: round.seriesTerms?.antiDilution ?? 'none',
  };
}

/**
 * The draft as the contract's round, or the fields the reader refused. Amounts are read as typed in the company's
 * currency by the one reader ('1,5 M', 'XOF 500 000 000'); a plain field's text that is no number is sent as
 * typed, so the server answers it with that field's own message. Empty optional fields are left out.
 */
export function draftToRound(draft: RoundDraft, currencyCode: string): { round: RoundInput } | { errors: Map<string, string> } {
  const currency = capTableCurrency(currencyCode);
  const errors = new Map<string, string>();
  const amount = (field: string, value: string, message: string, optional = false): number | undefined => {
    if (optional && value.trim() === '') return undefined;
    const reading = readCapTableAmount(value, 'amount', currency, message);
    if (reading.ok) return reading.value;
    errors.set(field, englishRemembered(reading.message));
    return undefined;
  };
  const plain = (value: string): number | undefined => {
    if (value.trim() === '') return undefined;
    const n = Number(value.trim().replace(',', '.'));
    return (Number.isFinite(n) ? n : value) as number;
  };
  const base = { date: draft.date };
  let round: Record<string, unknown>;
  if (draft.kind === 'safe') {
    round = { kind: 'safe', ...base, holderName: draft.holderName, investment: amount('investment', draft.investment, m.safeInvestment), valuationCap: amount('valuationCap', draft.valuationCap, m.valuationCap, true), discountPercent: plain(draft.discountPercent), safeType: draft.safeType };
  } else if (draft.kind === 'note') {
    round = { kind: 'note', ...base, holderName: draft.holderName, principal: amount('principal', draft.principal, m.notePrincipal), interestRatePercent: plain(draft.interestRatePercent) ?? 0, valuationCap: amount('valuationCap', draft.valuationCap, m.valuationCap, true), discountPercent: plain(draft.discountPercent) };
  } else {
    round = {
      kind: 'priced', ...base, seriesName: draft.seriesName, investorName: draft.investorName,
      preMoneyValuation: amount('preMoneyValuation', draft.preMoneyValuation, m.preMoneyValuation), investment: amount('investment', draft.investment, m.roundInvestment),
      optionPoolTargetPercent: plain(draft.optionPoolTargetPercent), antiDilutionOrdering: 'pre-money',
      ...(draft.antiDilution === 'none' ? {} : { seriesTerms: { antiDilution: draft.antiDilution } }),
    };
  }
  if (errors.size > 0) return { errors };
  return { round: Object.fromEntries(Object.entries(round).filter(([, v]) => v !== undefined)) as RoundInput };
}
