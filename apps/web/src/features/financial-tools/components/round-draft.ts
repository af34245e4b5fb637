import type { CreateCapTableInput } from '@baobab/contracts/financial-tools';

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
};

let nextKey = 1;
export const newInvestorKey = () => nextKey++;

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const required = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export const emptyInvestor = (): InvestorDraft => ({ key: newInvestorKey(), name: '', investment: '' });

/** A new round closes today (the note interest accrues to it) with one investor and no pool change. */
export function emptyRound(today = new Date().toISOString().slice(0, 10)): RoundDraft {
  return { seriesName: 'Series A', closingDate: today, preMoneyValuation: '', investors: [emptyInvestor()], poolMode: 'none', poolTarget: '', poolIncrease: '', poolTiming: 'pre-money', convertiblesInPreMoney: true, proRataHolders: [] };
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
  };
}

/**
 * The contract's pricedRound. Pro-rata names are kept only while a shareholder still has that
 * name, so renaming a holder unticks them rather than leaving an error about a box no longer shown.
 */
export function roundToInput(round: RoundDraft, shareholderNames: ReadonlySet<string>): Record<string, unknown> {
  const [lead, ...others] = round.investors;
  const proRata = round.proRataHolders.filter((name) => shareholderNames.has(name));
  return {
    seriesName: round.seriesName,
    investorName: lead?.name ?? '',
    preMoneyValuation: required(round.preMoneyValuation),
    investment: required(lead?.investment ?? ''),
    closingDate: round.closingDate,
    ...(round.poolMode === 'target' ? { optionPoolTargetPercent: required(round.poolTarget) } : {}),
    ...(round.poolMode === 'increase' ? { optionPoolIncrease: required(round.poolIncrease) } : {}),
    ...(round.poolTiming !== 'pre-money' ? { poolTiming: round.poolTiming } : {}),
    ...(!round.convertiblesInPreMoney ? { convertiblesInPreMoney: false } : {}),
    ...(others.length > 0 ? { coInvestors: others.map((c) => ({ investorName: c.name, investment: required(c.investment) })) } : {}),
    ...(proRata.length > 0 ? { proRataHolders: proRata } : {}),
  };
}

/** The contract path of an investor's field: the lead's are the round's own, the others' are co-investors'. */
export function investorErrorPath(index: number, field: 'name' | 'investment'): string {
  if (index === 0) return `pricedRound.${field === 'name' ? 'investorName' : 'investment'}`;
  return `pricedRound.coInvestors.${index - 1}.${field === 'name' ? 'investorName' : 'investment'}`;
}
