/**
 * The spec's cap table call: shareholder entries in, {totalShares,
 * shareClasses, shareholders with percentage, scenarios} out, plus Baobab's richer
 * optional inputs (declared share classes, safes, notes, a priced round, the option
 * pool, exit values). Money in this shape is USD, as the spec's screens show it;
 * the engines underneath work in cents.
 *
 * Conventions:
 * - Classes: 'Common' is common stock and names containing 'option' (Options, Option
 *   Pool, ESOP…) are options; any other class must be declared with its terms.
 *   A class's liquidation preference multiple is its declared one, else its first
 *   entry's. Common stock has no preference, whatever its entries say.
 * - Vesting: unvested common stock is issued and outstanding, so it counts in full
 *   in ownership and at exit; options pay out on their vested count only.
 * - Anti-dilution: a preferred class's declared `antiDilution`, else its first entry's
 *   (Full Ratchet is a full ratchet, Weighted Average the NVCA broad-based weighted average,
 *   the market's usual meaning of the bare term). It matters only when the priced round is
 *   below the class's conversion price; the adjustments are listed in `antiDilutionAdjustments`.
 * - Priced round options: the pool top-up in the pre-money (default) or the post-money, safes
 *   and notes inside (default) or outside the pre-money share count, co-investors beside the
 *   lead, and the pro-rata allocation of each named shareholder (`proRata`).
 * - Safes without a priced round are shown converted at their caps (YC "as if it
 *   converted now"), each as a 1x non-participating preferred class whose preference
 *   is exactly its purchase amount, pari passu with the most junior preferred: a safe
 *   at a liquidity event takes the greater of its purchase amount and its as-converted
 *   amount, on par with preferred.
 * - Exit scenarios: the caller's exit values when given; otherwise 0.5x, 1x, 3x and
 *   10x a reference valuation: the latest post-money valuation given, else the priced
 *   round's post-money, else $10,000,000. Each distribution lists every holder, largest
 *   payout first.
 * - Percentages are exact fully diluted percentages (round only to display); an
 *   'Available option pool' row shows the unallocated pool so that rows add up to 100.
 */
import { type AntiDilution, type CapTable, type Holder, type Holding, type ShareClass, asConvertedCount, capTableOwnership, defineShareClass } from './cap-table';
import { type ConvertibleNote, type DayCount, type PostMoneySafe, type SafeCapType, safesAsConvertedAtCaps } from './convertible-instruments';
import { type AntiDilutionOrdering, type PricedRoundOutcome, type SeriesTerms, applyPricedRound } from './priced-round';
import { centsToDollars, dollarsToCents } from './rounding';
import { type SpecAntiDilutionAdjustment, type SpecProRata, type SpecRoundOrdering, type SpecRoundPrice, type SpecSeriesResult, roundDetails } from './spec-round-details';
import { computeWaterfalls } from './waterfall';
import { refuse } from './engine-errors';
import { formatUsNumber } from '@baobab/i18n/us-number';

export type SpecVesting = { total: number; vested: number; cliff: number; schedule: string };

export type SpecShareholderEntry = {
  shareholderName: string;
  shareholderType: string;
  shares: number;
  shareClass: string;
  vesting: SpecVesting;
  liquidationPreference: number;
  antiDilution: string;
  /** Options only: exercise price per share, USD. */
  exercisePrice?: number;
};

export type SpecShareClassTerms = {
  name: string;
  kind: 'common' | 'preferred' | 'option';
  /** Original issue price per share, USD. */
  issuePrice?: number;
  seniority?: number;
  liquidationPreference?: number;
  participation?: 'non-participating' | 'participating';
  /** Total return cap for participating preferred, as a multiple of the issue price. */
  participationCap?: number;
  conversionRatio?: number;
  antiDilution?: AntiDilution;
};

export type SpecSafe = {
  holderName: string;
  investment: number;
  valuationCap?: number;
  /** The safe form: 'post-money' (YC 2018, the default) or 'pre-money' (YC 2013). */
  safeType?: SafeCapType;
  discountPercent?: number;
  isMfn?: boolean;
  /** Only the MFN comparison with notes reads it: notes issued on or after it are later. */
  issueDate?: string;
  /** The holder has pro-rata rights (the YC pro rata side letter). */
  proRata?: boolean;
};
export type SpecNote = { holderName: string; principal: number; interestRatePercent: number; issueDate: string; valuationCap?: number; discountPercent?: number; dayCount?: DayCount; proRata?: boolean };

/** The new series' terms as the term sheet writes them; each absent term is the market default (1x non-participating, senior, 1:1, no anti-dilution). */
export type SpecSeriesTerms = {
  liquidationPreference?: number;
  participation?: 'non-participating' | 'participating';
  /** Capped participation: total return per share capped at this multiple of the original issue price. */
  participationCap?: number;
  /** 'senior' (stacked above the existing preferred, the default) or 'pari-passu' (one level with them). */
  seniority?: 'senior' | 'pari-passu';
  conversionRatio?: number;
  antiDilution?: AntiDilution;
  /** The series' investors get pro-rata rights in later rounds (shown; it changes nothing in this round). */
  proRata?: boolean;
};
export type SpecPricedRound = {
  seriesName: string;
  investorName: string;
  preMoneyValuation: number;
  investment: number;
  closingDate: string;
  optionPoolTargetPercent?: number;
  optionPoolIncrease?: number;
  poolTiming?: 'pre-money' | 'post-money';
  convertiblesInPreMoney?: boolean;
  /** Investors beside the lead (investorName), each buying whole shares. */
  coInvestors?: { investorName: string; investment: number }[];
  /** Shareholders whose pro-rata allocation of the round is shown. */
  proRataHolders?: string[];
  seriesTerms?: SpecSeriesTerms;
  /** Where anti-dilution shares sit: 'pre-money' (with the pool top-up) or 'after-round' (the default). */
  antiDilutionOrdering?: AntiDilutionOrdering;
};

export type SpecCapTableInput = {
  shares: SpecShareholderEntry[];
  shareClasses?: SpecShareClassTerms[];
  safes?: SpecSafe[];
  notes?: SpecNote[];
  pricedRound?: SpecPricedRound;
  unallocatedOptionPool?: number;
  exitValues?: number[];
  latestPostMoneyValuation?: number;
};

export type SpecCapTableResult = {
  totalShares: number;
  shareClasses: string[];
  /** `shares` is the as-converted count (what the percentage is of); `issuedShares` the shares as issued when they differ. */
  shareholders: (SpecShareholderEntry & { percentage: number; issuedShares?: number })[];
  scenarios: { scenarioName: string; exitValue: number; distribution: { shareholder: string; payout: number }[] }[];
  /** The priced round's price per share and share counts; present with a priced round. */
  roundPrice?: SpecRoundPrice;
  /** Conversion prices the priced round adjusted (USD to $0.0001); present with a priced round. */
  antiDilutionAdjustments?: SpecAntiDilutionAdjustment[];
  /** Pro-rata allocations of the priced round, for the shareholders named in it. */
  proRata?: SpecProRata[];
  /** The new series' terms as applied (original issue price, preference, participation, seniority…); present with a priced round. */
  series?: SpecSeriesResult;
  /** Which anti-dilution and pool ordering the round used, as a sentence (message key and values); present with a priced round. */
  roundOrdering?: SpecRoundOrdering;
};

const entryAntiDilution: Record<string, AntiDilution> = { 'Full Ratchet': 'full-ratchet', 'Weighted Average': 'broad-based' };

export const defaultReferenceValuation = 10_000_000;
export const scenarioMultiples = [
  { multiple: 0.5, name: 'Downside' },
  { multiple: 1, name: 'Flat' },
  { multiple: 3, name: 'Upside' },
  { multiple: 10, name: 'Home run' },
] as const;

/** Built-in kind for an undeclared class name, or null when it must be declared. */
export function builtInClassKind(name: string): 'common' | 'option' | null {
  const text = name.trim().toLowerCase();
  if (text === 'common' || text === 'common stock') return 'common';
  if (text.includes('option') || text === 'esop') return 'option';
  return null;
}

const idOf = (name: string) => name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-');

function buildTable(input: SpecCapTableInput): CapTable {
  const declared = new Map((input.shareClasses ?? []).map((c) => [idOf(c.name), c]));
  const classes = new Map<string, ShareClass>();
  for (const entry of input.shares) {
    const id = idOf(entry.shareClass);
    if (classes.has(id)) continue;
    const terms = declared.get(id);
    const kind = terms?.kind ?? builtInClassKind(entry.shareClass);
    if (!kind) throw refuse('unknownShareClass', { name: entry.shareClass });
    classes.set(id, defineShareClass({
      id,
      name: terms?.name ?? entry.shareClass,
      kind,
      seniority: terms?.seniority ?? 1,
      issuePriceCents: Math.round((terms?.issuePrice ?? 0) * 10_000) / 100,
      liquidationPreferenceMultiple: kind === 'preferred' ? (terms?.liquidationPreference ?? entry.liquidationPreference) : 0,
      participation: terms?.participation === 'participating'
        ? { kind: 'participating', ...(terms.participationCap !== undefined ? { capMultiple: terms.participationCap } : {}) }
        : { kind: 'non-participating' },
      conversionRatio: terms?.conversionRatio ?? 1,
      ...(kind === 'preferred' ? { antiDilution: terms?.antiDilution ?? entryAntiDilution[entry.antiDilution] ?? 'none' } : {}),
    }));
  }
  const holders = new Map<string, Holder>();
  const holdings: Holding[] = input.shares.map((entry) => {
    if (!holders.has(entry.shareholderName)) holders.set(entry.shareholderName, { id: entry.shareholderName, name: entry.shareholderName, type: entry.shareholderType });
    const shareClass = classes.get(idOf(entry.shareClass));
    const isOption = shareClass?.kind === 'option';
    return {
      holderId: entry.shareholderName,
      classId: idOf(entry.shareClass),
      shares: entry.shares,
      ...(isOption ? { vestedShares: Math.min(entry.vesting.vested, entry.shares), exercisePriceCents: Math.round((entry.exercisePrice ?? 0) * 10_000) / 100 } : {}),
    };
  });
  return { classes: [...classes.values()], holders: [...holders.values()], holdings, unallocatedOptionPool: input.unallocatedOptionPool ?? 0 };
}

type Built = { table: CapTable; round?: PricedRoundOutcome };

function seriesTerms(round: SpecPricedRound): SeriesTerms {
  const terms = round.seriesTerms ?? {};
  return {
    id: idOf(round.seriesName),
    name: round.seriesName,
    ...(terms.seniority ? { ranking: terms.seniority } : {}),
    ...(terms.liquidationPreference !== undefined ? { liquidationPreferenceMultiple: terms.liquidationPreference } : {}),
    ...(terms.participation === 'participating' ? { participation: { kind: 'participating' as const, ...(terms.participationCap !== undefined ? { capMultiple: terms.participationCap } : {}) } } : {}),
    ...(terms.conversionRatio !== undefined ? { conversionRatio: terms.conversionRatio } : {}),
    ...(terms.antiDilution ? { antiDilution: terms.antiDilution } : {}),
  };
}

function withInstruments(input: SpecCapTableInput, table: CapTable): Built {
  const newHolders: Holder[] = [];
  const holderFor = (name: string, type: string) => {
    if (!table.holders.some((h) => h.id === name) && !newHolders.some((h) => h.id === name)) newHolders.push({ id: name, name, type });
    return name;
  };
  const safes: PostMoneySafe[] = (input.safes ?? []).map((s, i) => ({
    id: `safe-${i + 1}`,
    holderId: holderFor(s.holderName, 'investor'),
    investmentCents: dollarsToCents(s.investment),
    ...(s.valuationCap !== undefined ? { valuationCapCents: dollarsToCents(s.valuationCap) } : {}),
    ...(s.safeType === 'pre-money' ? { capType: 'pre-money' as const } : {}),
    ...(s.discountPercent !== undefined ? { discountPercent: s.discountPercent } : {}),
    ...(s.isMfn ? { isMfn: true } : {}),
    ...(s.issueDate !== undefined ? { issueDate: s.issueDate } : {}),
    ...(s.proRata ? { proRata: true } : {}),
  }));
  const notes: ConvertibleNote[] = (input.notes ?? []).map((n, i) => ({
    id: `note-${i + 1}`,
    holderId: holderFor(n.holderName, 'investor'),
    principalCents: dollarsToCents(n.principal),
    annualInterestPercent: n.interestRatePercent,
    issueDate: n.issueDate,
    ...(n.dayCount !== undefined ? { dayCount: n.dayCount } : {}),
    ...(n.valuationCap !== undefined ? { valuationCapCents: dollarsToCents(n.valuationCap) } : {}),
    ...(n.discountPercent !== undefined ? { discountPercent: n.discountPercent } : {}),
    ...(n.proRata ? { proRata: true } : {}),
  }));
  const round = input.pricedRound;
  if (round) {
    const investors = [{ investorName: round.investorName, investment: round.investment }, ...(round.coInvestors ?? [])]
      .map((i) => ({ holderId: holderFor(i.investorName, 'investor'), investmentCents: dollarsToCents(i.investment) }));
    const pool = round.optionPoolTargetPercent !== undefined
      ? { optionPool: { kind: 'target-percent' as const, postMoneyPercent: round.optionPoolTargetPercent } }
      : round.optionPoolIncrease !== undefined ? { optionPool: { kind: 'shares' as const, shares: round.optionPoolIncrease } } : {};
    const outcome = applyPricedRound({
      table,
      newHolders,
      safes,
      notes,
      proRataHolderIds: round.proRataHolders ?? [],
      round: {
        preMoneyValuationCents: dollarsToCents(round.preMoneyValuation),
        closingDate: round.closingDate,
        investors,
        series: seriesTerms(round),
        ...(round.antiDilutionOrdering ? { antiDilutionOrdering: round.antiDilutionOrdering } : {}),
        ...pool,
        ...(round.poolTiming ? { poolTiming: round.poolTiming } : {}),
        ...(round.convertiblesInPreMoney !== undefined ? { convertiblesInPreMoney: round.convertiblesInPreMoney } : {}),
      },
    });
    return { table: outcome.table, round: outcome };
  }
  if (notes.length > 0) throw refuse('notesNeedRound');
  if (safes.length === 0) return { table };
  const converted = safesAsConvertedAtCaps(Math.round(capTableOwnership(table).totalFullyDiluted), safes);
  const preferred = table.classes.filter((c) => c.kind === 'preferred').map((c) => c.seniority);
  const seniority = preferred.length > 0 ? Math.min(...preferred) : 1;
  const classes = [...table.classes];
  const holdings = [...table.holdings];
  for (const [i, c] of converted.conversions.entries()) {
    if (c.shares <= 0) continue;
    // One class per safe, its issue price the purchase amount ÷ its shares (fractional
    // cents), so that its 1x preference is exactly the purchase amount: the YC safe's
    // Liquidity Event cash-out is "the Purchase Amount", not shares × the rounded
    // Safe Price ($200,000 at 526,315 × $0.38 would pay $199,999.70).
    const id = `safe-${c.id}`;
    const investmentCents = safes[i]?.investmentCents ?? 0;
    classes.push(defineShareClass({ id, name: `SAFE (as converted at $${(c.safePriceCents / 100).toFixed(4)})`, kind: 'preferred', seniority, issuePriceCents: investmentCents / c.shares }));
    holdings.push({ holderId: c.holderId, classId: id, shares: c.shares });
  }
  return { table: { ...table, classes, holders: [...table.holders, ...newHolders], holdings } };
}

/** The priced round alone (its price and conversions), without exit scenarios; undefined without a round. */
export function specPricedRound(input: SpecCapTableInput): PricedRoundOutcome | undefined {
  return withInstruments(input, buildTable(input)).round;
}

function scenarioValues(input: SpecCapTableInput): { scenarioName: string; exitValue: number }[] {
  // Each exit value is rounded once, half away from zero to the cent, and that figure is
  // both the one shown and the one the payouts add up to.
  const toCent = (dollars: number) => centsToDollars(dollarsToCents(dollars));
  if (input.exitValues && input.exitValues.length > 0) {
    return input.exitValues.map((v) => ({ scenarioName: `Exit at $${formatUsNumber(toCent(v))}`, exitValue: toCent(v) }));
  }
  const round = input.pricedRound;
  const reference = input.latestPostMoneyValuation ?? (round ? round.preMoneyValuation + round.investment : defaultReferenceValuation);
  return scenarioMultiples.map(({ multiple, name }) => ({ scenarioName: `${name} (${multiple}x)`, exitValue: toCent(reference * multiple) }));
}

/**
 * The engine's cap table behind a spec input, with its safes, notes and priced round applied:
 * what `specCapTable` computes its ownership and waterfalls on, for callers that need more of
 * the waterfall than the spec's shape (the exports' per-class payouts).
 */
export function specEngineTable(input: SpecCapTableInput): { table: CapTable; round?: PricedRoundOutcome } {
  return withInstruments(input, buildTable(input));
}

export function specCapTable(input: SpecCapTableInput): SpecCapTableResult {
  const { table, round } = specEngineTable(input);
  // An investor whose money buys no whole share would vanish from the table without a word. (The
  // price search, spec-round-price.ts, prices rounds at any pre-money and does not come here.)
  if (round?.newMoney.some((n) => n.shares === 0)) throw refuse('investorBuysNoShare', { price: Math.round(round.conversion.pricePerShareCents * 100) / 100 });
  const ownership = capTableOwnership(table);
  const total = ownership.totalFullyDiluted;
  const classById = new Map(table.classes.map((c) => [c.id, c]));
  const percentOf = (shares: number) => (total > 0 ? (shares / total) * 100 : 0);
  const inputCount = input.shares.length;
  const shareholders = table.holdings.map((h, index) => {
    const shareClass = classById.get(h.classId);
    const asConverted = shareClass ? asConvertedCount(h.shares, shareClass) : h.shares;
    const entry = index < inputCount ? input.shares[index] : undefined;
    // The shares column is the fully diluted (as-converted) count the percentage is of, so that it
    // adds up to totalShares after an anti-dilution adjustment or a conversion ratio; the shares as
    // issued stay in issuedShares when they differ.
    const counted = asConverted === h.shares ? {} : { shares: asConverted, issuedShares: h.shares };
    if (entry) return { ...entry, ...counted, percentage: percentOf(asConverted) };
    const holder = table.holders.find((x) => x.id === h.holderId);
    return {
      shareholderName: h.holderId,
      shareholderType: holder?.type ?? 'investor',
      shares: h.shares,
      shareClass: shareClass?.name ?? h.classId,
      vesting: { total: h.shares, vested: h.shares, cliff: 0, schedule: 'immediate' },
      liquidationPreference: shareClass?.liquidationPreferenceMultiple ?? 1,
      antiDilution: 'None',
      ...counted,
      percentage: percentOf(asConverted),
    };
  });
  if (table.unallocatedOptionPool > 0) {
    const pool = table.unallocatedOptionPool;
    const optionClass = table.classes.find((c) => c.kind === 'option');
    shareholders.push({
      shareholderName: 'Available option pool',
      shareholderType: 'option_pool',
      shares: pool,
      shareClass: optionClass?.name ?? 'Options',
      vesting: { total: pool, vested: 0, cliff: 0, schedule: 'immediate' },
      liquidationPreference: 0,
      antiDilution: 'None',
      percentage: percentOf(pool),
    });
  }
  const scenarios = scenarioValues(input);
  const results = computeWaterfalls(table, scenarios.map((s) => dollarsToCents(s.exitValue)));
  return {
    totalShares: Math.round(total),
    shareClasses: [...new Set(table.classes.map((c) => c.name))],
    shareholders,
    scenarios: scenarios.map((s, i) => ({
      ...s,
      distribution: table.holders
        .map((h, k) => ({ shareholder: h.name, payout: centsToDollars(results[i]?.holderPayoutsCents[k] ?? 0) }))
        .sort((a, b) => b.payout - a.payout || a.shareholder.localeCompare(b.shareholder)),
    })),
    ...(round ? roundDetails(round, input.pricedRound?.seriesTerms?.proRata ?? false) : {}),
  };
}
