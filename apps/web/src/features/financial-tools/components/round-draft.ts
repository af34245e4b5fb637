import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';
import { financialToolsMessages as m } from '@baobab/contracts/financial-tools-messages';
import type { AmountReader } from './draft-amounts';
import type { AntiDilutionMethod, antiDilutionOrderings, seriesSeniorities } from '@baobab/contracts/financial-tools-cap-table-texts';

/**
 * The priced round as the editor holds it: text as typed, turned into the contract's
 * `pricedRound` (numbers may be NaN so the contract's own message names the field). The first
 * investor is the round's lead (`investorName`, `investment`); the others are its co-investors.
 */
type PricedRound = NonNullable<CreateCapTableInput['pricedRound']>;

export type InvestorDraft = { key: number; name: string; investment: string };
/** 'target' sizes the pool top-up to a percent of the post-money; 'increase' adds a number of shares. */
export type PoolMode = 'none' | 'target' | 'increase';
export type RoundDraft = {
  seriesName: string;
  closingDate: string;
  preMoneyValuation: string;
  investors: InvestorDraft[];
  poolMode: PoolMode;
  poolTarget: string;
  poolIncrease: string;
  poolTiming: 'pre-money' | 'post-money';
  convertiblesInPreMoney: boolean;
  /** Shareholders (by name) whose pro-rata allocation the result shows. */
  proRataHolders: string[];
  /** The new series' term sheet terms, as typed (decision 0045). */
  series: SeriesTermsDraft;
  /** Where a down round's anti-dilution shares sit; a new round puts them in the pre-money, the usual practice. */
  antiDilutionOrdering: (typeof antiDilutionOrderings)[number];
};

/** 'none' is non-participating, 'full' participating without a cap, 'capped' participating up to `cap` × the issue price. */
export type ParticipationMode = 'none' | 'full' | 'capped';
export type SeriesTermsDraft = {
  preference: string;
  participation: ParticipationMode;
  cap: string;
  seniority: (typeof seriesSeniorities)[number];
  conversionRatio: string;
  antiDilution: AntiDilutionMethod;
  proRata: boolean;
};

/** The market's default terms: 1x non-participating, senior, 1:1, no anti-dilution, no pro-rata. */
export const defaultSeriesTerms = (): SeriesTermsDraft => ({ preference: '1', participation: 'none', cap: '', seniority: 'senior', conversionRatio: '1', antiDilution: 'none', proRata: false });

let nextKey = 1;
export const newInvestorKey = () => nextKey++;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const required = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export const emptyInvestor = (): InvestorDraft => ({ key: newInvestorKey(), name: '', investment: '' });

/** A new round closes today (the note interest accrues to it) with one investor and no pool change. */
export function emptyRound(today = new Date().toISOString().slice(0, 10)): RoundDraft {
  return { seriesName: 'Series A', closingDate: today, preMoneyValuation: '', investors: [emptyInvestor()], poolMode: 'none', poolTarget: '', poolIncrease: '', poolTiming: 'pre-money', convertiblesInPreMoney: true, proRataHolders: [], series: defaultSeriesTerms(), antiDilutionOrdering: 'pre-money' };
}

export function roundFromInput(round: PricedRound): RoundDraft {
  return {
    seriesName: round.seriesName,
    closingDate: round.closingDate,
    preMoneyValuation: text(round.preMoneyValuation),
    investors: [{ name: round.investorName, investment: round.investment }, ...(round.coInvestors ?? []).map((c) => ({ name: c.investorName, investment: c.investment }))].map((i) => ({ key: newInvestorKey(), name: i.name, investment: text(i.investment) })),
    poolMode: round.optionPoolTargetPercent !== undefined ? 'target' : round.optionPoolIncrease !== undefined ? 'increase' : 'none',
    poolTarget: text(round.optionPoolTargetPercent),
    poolIncrease: text(round.optionPoolIncrease),
    poolTiming: round.poolTiming ?? 'pre-money',
    convertiblesInPreMoney: round.convertiblesInPreMoney ?? true,
    proRataHolders: round.proRataHolders ?? [],
    series: seriesFromInput(round.seriesTerms),
    // A round saved before the choice existed was computed with the adjustment after the round.
    antiDilutionOrdering: round.antiDilutionOrdering ?? 'after-round',
  };
}

function seriesFromInput(terms: PricedRound['seriesTerms']): SeriesTermsDraft {
  const defaults = defaultSeriesTerms();
  if (!terms) return defaults;
  return {
    preference: terms.liquidationPreference === undefined ? defaults.preference : String(terms.liquidationPreference),
    participation: terms.participation !== 'participating' ? 'none' : terms.participationCap !== undefined ? 'capped' : 'full',
    cap: text(terms.participationCap),
    seniority: terms.seniority ?? defaults.seniority,
    conversionRatio: terms.conversionRatio === undefined ? defaults.conversionRatio : String(terms.conversionRatio),
    antiDilution: terms.antiDilution ?? defaults.antiDilution,
    proRata: terms.proRata ?? false,
  };
}

/** The contract's seriesTerms: only the terms that differ from the market default, so an untouched round sends none. */
function seriesToInput(series: SeriesTermsDraft): Record<string, unknown> {
  const defaults = defaultSeriesTerms();
  return {
    ...(series.preference !== defaults.preference ? { liquidationPreference: required(series.preference) } : {}),
    ...(series.participation !== 'none' ? { participation: 'participating' } : {}),
    ...(series.participation === 'capped' ? { participationCap: required(series.cap) } : {}),
    ...(series.seniority !== defaults.seniority ? { seniority: series.seniority } : {}),
    ...(series.conversionRatio !== defaults.conversionRatio ? { conversionRatio: required(series.conversionRatio) } : {}),
    ...(series.antiDilution !== defaults.antiDilution ? { antiDilution: series.antiDilution } : {}),
    ...(series.proRata ? { proRata: true } : {}),
  };
}

/**
 * The contract's pricedRound. Pro-rata names are kept only while a shareholder still has that
 * name, so renaming a holder unticks them rather than leaving an error about a box no longer shown.
 */
export function roundToInput(round: RoundDraft, shareholderNames: ReadonlySet<string>, read: AmountReader): Record<string, unknown> {
  const [lead, ...others] = round.investors;
  const proRata = round.proRataHolders.filter((name) => shareholderNames.has(name));
  return {
    seriesName: round.seriesName,
    investorName: lead?.name ?? '',
    preMoneyValuation: read('pricedRound.preMoneyValuation', round.preMoneyValuation, 'amount', m.preMoneyValuation),
    investment: read('pricedRound.investment', lead?.investment ?? '', 'amount', m.roundInvestment),
    closingDate: round.closingDate,
    ...(round.poolMode === 'target' ? { optionPoolTargetPercent: required(round.poolTarget) } : {}),
    ...(round.poolMode === 'increase' ? { optionPoolIncrease: required(round.poolIncrease) } : {}),
    ...(round.poolTiming !== 'pre-money' ? { poolTiming: round.poolTiming } : {}),
    ...(!round.convertiblesInPreMoney ? { convertiblesInPreMoney: false } : {}),
    ...(others.length > 0 ? { coInvestors: others.map((c, i) => ({ investorName: c.name, investment: read(`pricedRound.coInvestors.${i}.investment`, c.investment, 'amount', m.coInvestorInvestment) })) } : {}),
    ...(proRata.length > 0 ? { proRataHolders: proRata } : {}),
    ...(Object.keys(seriesToInput(round.series)).length > 0 ? { seriesTerms: seriesToInput(round.series) } : {}),
    ...(round.antiDilutionOrdering !== 'after-round' ? { antiDilutionOrdering: round.antiDilutionOrdering } : {}),
  };
}

/** The contract path of an investor's field: the lead's are the round's own, the others' are co-investors'. */
export function investorErrorPath(index: number, field: 'name' | 'investment'): string {
  if (index === 0) return `pricedRound.${field === 'name' ? 'investorName' : 'investment'}`;
  return `pricedRound.coInvestors.${index - 1}.${field === 'name' ? 'investorName' : 'investment'}`;
}
