/**
 * Rounds as a dated sequence on the share ledger: SAFEs (post-money or pre-money), convertible notes
 * and priced rounds, taken in date order (then in the order added). Pure: the server lists what each
 * round does with it, and closes a round by writing the entries it gives.
 *
 * Each priced round is the cap table's priced round (`specPricedRound`: conversions, pool top-up,
 * anti-dilution, the new series' terms, decision 0045) applied to
 * - the share ledger's holdings at the end of its date, with the entries of the rounds before it in
 *   the sequence added (closed ones are in the ledger already; modelled ones are added here, with ids
 *   above every stored one, so they replay after the stored entries of their date);
 * - the SAFEs and notes dated before it that no earlier priced round converted;
 * - the share classes the company declared in its cap-table model and those earlier rounds created;
 * - the unallocated option pool of the model, topped up by earlier rounds.
 * A closed priced round is not computed again: its stored outcome (what it wrote) carries its classes
 * and pool forward and marks the instruments it converted. So the sequence with every round modelled
 * gives the same outcomes as closing each round in turn (round-sequence.properties.test.ts).
 *
 * The ledger counts shares by holder and class and keeps no class terms, so a round's effect is
 * written as issuances on its date:
 * - new money: shares of the series at the round price;
 * - conversions: shares of the series, or of its shadow series ("Series A-1"…) at their conversion price;
 * - anti-dilution: the extra common-equivalent shares a protected holding counts as after the
 *   adjustment (`asConvertedCount` after less before, in shares of the class at its conversion ratio),
 *   issued to each holder at no price. Later rounds see the class at its adjusted conversion price as
 *   its issue price, so the class's money (shares × price) stays what was paid and a second down
 *   round adjusts from the adjusted price.
 * - the pool top-up (decision 0056): an increase of the company's equity incentive plan (the latest
 *   one created by the round's date), or, when the company has no plan yet, a plan named after the
 *   series ("Seed option pool", in the class the most common shares are held in) sized to the whole
 *   pool after the round, the model's pool before it included.
 * The pool a round starts from is the ledger's (its plans' remaining pool on the round's date, so
 * grants made between rounds count) once a plan exists; before that, the model's, topped up by
 * earlier rounds.
 */
import type { PricedRoundOutcomeView, RoundClass, RoundEntry, RoundInput, RoundOutcome, RoundStatus } from '@baobab/contracts/cap-table-rounds';
import { roundMessages } from '@baobab/contracts/cap-table-rounds-texts';
import { message, type Text } from '@baobab/contracts/i18n/message';
import type { CreateCapTableInput, LedgerEntryInput } from '@baobab/contracts/financial-tools';
import { decimalPriceToMinor } from '@baobab/contracts/price-per-share';
import { type ShareClass, asConvertedCount } from './cap-table';
import { engineErrors, refusalText } from './engine-errors';
import { capTableInputOn } from './ledger-cap-table';
import { type LedgerRecord, holdingsOn } from './share-ledger';
import { type SpecCapTableInput, type SpecNote, type SpecPricedRound, type SpecSafe, specEngineTable, specPricedRound } from './spec-cap-table';

type Issuance = Extract<LedgerEntryInput, { kind: 'issuance' }>;
type Currency = Issuance['currency'];
type ShareClassTerms = NonNullable<CreateCapTableInput['shareClasses']>[number];

export type SequenceRound = {
  id: number;
  status: RoundStatus;
  round: RoundInput;
  /** A closed round's stored outcome: what it wrote when it closed. */
  closedOutcome?: RoundOutcome | null;
};

export type RoundSequenceInput = {
  /** The share ledger as stored (a closed round's entries included). */
  ledger: readonly LedgerRecord[];
  rounds: readonly SequenceRound[];
  /** The share classes the cap-table model declares (their terms). */
  declaredClasses?: readonly ShareClassTerms[];
  /** The model's unallocated option pool before the first round. */
  unallocatedPool?: number;
  /** The company's currency: the rounds' amounts are in it, and so are the entries' prices. */
  currency: Currency;
};

/** `problem`: why the round cannot be computed, a message (decision 0046). */
export type SequencedRound = SequenceRound & { outcome: RoundOutcome | null; problem: Text | null };

/** Ids of entries a modelled round would write: above every stored id, so they replay after the stored entries of their date. */
export const MODELLED_ENTRY_IDS = 2 ** 51;

/** Rounds in the order they apply: date, then the order added (id). */
export function roundOrder<R extends { id: number; round: { date: string } }>(rounds: readonly R[]): R[] {
  return [...rounds].sort((a, b) => (a.round.date < b.round.date ? -1 : a.round.date > b.round.date ? 1 : a.id - b.id));
}

const key = (name: string) => name.trim().toLowerCase();

/** Drops absent fields, so the engine's optional inputs stay absent rather than undefined. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** A price in cents to $0.0001 as major units with its decimals ('1.1144'). */
const priceText = (cents: number) => (Math.round(cents * 100) / 10_000).toFixed(4);

/**
 * A preferred class as later rounds see it. An adjusted class (anti-dilution sets its conversion price and the
 * ratio issue ÷ conversion price) is carried at its ratio before the round and the issue price that ratio gives
 * the adjusted conversion price (see the file comment): its extra shares are in the ledger.
 */
function toRoundClass(c: ShareClass, ratioBefore: number): RoundClass {
  const issueCents = c.conversionPriceCents !== undefined ? Math.round(c.conversionPriceCents * ratioBefore * 100) / 100 : c.issuePriceCents;
  return {
    name: c.name,
    kind: 'preferred',
    issuePrice: Math.round(issueCents * 100) / 10_000,
    seniority: c.seniority,
    liquidationPreference: c.liquidationPreferenceMultiple,
    participation: c.participation.kind,
    ...(c.participation.kind === 'participating' && c.participation.capMultiple !== undefined ? { participationCap: c.participation.capMultiple } : {}),
    conversionRatio: c.conversionPriceCents !== undefined ? ratioBefore : c.conversionRatio,
    antiDilution: c.antiDilution ?? 'none',
  };
}

const asSpecSafe = (r: Extract<RoundInput, { kind: 'safe' }>): SpecSafe =>
  defined({ holderName: r.holderName, investment: r.investment, valuationCap: r.valuationCap, safeType: r.safeType, discountPercent: r.discountPercent, isMfn: r.isMfn, issueDate: r.date, proRata: r.proRata });

const asSpecNote = (r: Extract<RoundInput, { kind: 'note' }>): SpecNote =>
  defined({ holderName: r.holderName, principal: r.principal, interestRatePercent: r.interestRatePercent, issueDate: r.date, valuationCap: r.valuationCap, discountPercent: r.discountPercent, dayCount: r.dayCount, proRata: r.proRata });

function asSpecRound(r: Extract<RoundInput, { kind: 'priced' }>): SpecPricedRound {
  const { kind: _kind, date, ...terms } = r;
  return defined({ ...terms, closingDate: date }) as SpecPricedRound;
}

type State = {
  records: LedgerRecord[];
  classes: Map<string, ShareClassTerms>;
  pool: number;
  /** SAFEs and notes dated before the next priced round and not yet converted, in order. */
  outstanding: SequenceRound[];
  nextId: number;
};

type Computed = { outcome: PricedRoundOutcomeView; entries: RoundEntry[] } | { problem: Text };

function computePricedRound(state: State, round: Extract<RoundInput, { kind: 'priced' }>, currency: Currency): Computed {
  const date = round.date;
  const base = capTableInputOn(state.records, { shareClasses: [...state.classes.values()] }, date);
  if (!base) return { problem: roundMessages.nobodyHolds(date) };
  // capTableInputOn gives the ledger's pool when a plan exists on the date; otherwise the model's carries on.
  const pool = base.unallocatedOptionPool ?? state.pool;
  const taken = [...state.classes.keys(), ...base.shares.map((s) => key(s.shareClass))];
  if (taken.includes(key(round.seriesName))) return { problem: roundMessages.seriesTaken(round.seriesName) };
  const safes = state.outstanding.filter((o) => o.round.kind === 'safe');
  const notes = state.outstanding.filter((o) => o.round.kind === 'note');
  const spec: SpecCapTableInput = {
    shares: base.shares,
    ...(base.shareClasses ? { shareClasses: base.shareClasses } : {}),
    safes: safes.map((o) => asSpecSafe(o.round as Extract<RoundInput, { kind: 'safe' }>)),
    notes: notes.map((o) => asSpecNote(o.round as Extract<RoundInput, { kind: 'note' }>)),
    pricedRound: asSpecRound(round),
    unallocatedOptionPool: pool,
  };
  const before = specEngineTable({ shares: spec.shares, ...(spec.shareClasses ? { shareClasses: spec.shareClasses } : {}), unallocatedOptionPool: pool }).table;
  let applied;
  try {
    applied = specPricedRound(spec);
  } catch (error) {
    if (error instanceof RangeError) return { problem: refusalText(error) };
    throw error;
  }
  if (!applied) return { problem: message(engineErrors.notesNeedRound) };
  const price = applied.conversion.pricePerShareCents;
  // The price in cents to two decimals, as it has always been written ('0.50'): a figure with its digits in each language.
  if (applied.newMoney.some((n) => n.shares === 0)) return { problem: message(engineErrors.investorBuysNoShare, { price: { decimal: price, digits: 2 } }) };

  const className = new Map(applied.table.classes.map((c) => [c.id, c.name]));
  const issuance = (holder: string, classId: string, shares: number, cents: number): Issuance => {
    const text = priceText(cents);
    return { kind: 'issuance', date, holder, shareClass: className.get(classId) ?? classId, shares, pricePerShareMinor: decimalPriceToMinor(text, currency), pricePerShare: text, currency, isOption: false };
  };
  // The holdings the round added, in the order finishRound adds them: conversions, then new money.
  const added = applied.table.holdings.slice(before.holdings.length);
  const entries: RoundEntry[] = [];
  const converted = applied.conversion.conversions.filter((c) => c.shares > 0);
  converted.forEach((c, i) => {
    const holding = added[i];
    const [kind, index] = c.id.split('-');
    const instrument = (kind === 'safe' ? safes : notes)[Number(index) - 1];
    if (holding) entries.push({ role: 'conversion', instrumentRoundId: instrument?.id ?? null, entry: issuance(c.holderId, holding.classId, c.shares, c.conversionPriceCents) });
  });
  for (const n of applied.newMoney) entries.push({ role: 'new-money', instrumentRoundId: null, entry: issuance(n.holderId, applied.seriesClass.id, n.shares, price) });
  const adjustments = applied.antiDilution.map((a) => {
    const was = before.classes.find((c) => c.id === a.classId);
    const now = applied.table.classes.find((c) => c.id === a.classId);
    let extraShares = 0;
    for (const h of before.holdings) {
      if (h.classId !== a.classId || !was || !now) continue;
      const extra = Math.floor((asConvertedCount(h.shares, now) - asConvertedCount(h.shares, was)) / was.conversionRatio);
      if (extra <= 0) continue;
      extraShares += extra;
      entries.push({ role: 'anti-dilution', instrumentRoundId: null, entry: issuance(h.holderId, a.classId, extra, 0) });
    }
    return { shareClass: a.className, method: a.method, conversionPriceBefore: priceText(a.conversionPriceBeforeCents), conversionPriceAfter: priceText(a.conversionPriceAfterCents), extraShares };
  });
  const topUp = poolTopUp(state.records, base, round, applied.conversion.poolIncreaseShares, applied.table.unallocatedOptionPool);
  if (topUp) entries.push({ role: 'pool-top-up', instrumentRoundId: null, entry: topUp });
  const after = [...state.records, ...entries.map((e, i) => ({ id: state.nextId + i, entry: e.entry }))];
  return {
    entries,
    outcome: {
      kind: 'priced',
      pricePerShare: priceText(price),
      preMoneyShares: applied.conversion.preMoneyShares,
      newMoneyShares: applied.conversion.newMoneyShares,
      poolIncreaseShares: applied.conversion.poolIncreaseShares,
      poolAfter: applied.table.unallocatedOptionPool,
      totalSharesAfter: holdingsOn(after, date).totalShares,
      classes: applied.table.classes.filter((c) => c.kind === 'preferred').map((c) => toRoundClass(c, before.classes.find((b) => b.id === c.id)?.conversionRatio ?? c.conversionRatio)),
      adjustments,
      entries,
    },
  };
}

/** Classes that are common without being declared: the engine's built-in common class names. */
const builtInCommon = new Set(['common', 'common stock']);

/** The class a new plan's options exercise into: the common class the most shares are held in on the date ('Common' when none is). */
function commonClassOf(base: CreateCapTableInput): string {
  const common = new Set([...builtInCommon, ...(base.shareClasses ?? []).filter((c) => c.kind === 'common').map((c) => key(c.name))]);
  const held = new Map<string, number>();
  for (const s of base.shares) if (common.has(key(s.shareClass))) held.set(s.shareClass, (held.get(s.shareClass) ?? 0) + s.shares);
  return [...held.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Common';
}

/**
 * The ledger entry a round's pool top-up is (decision 0056): an increase of the latest plan created by the round's
 * date, or a new plan of the whole pool after the round when there is none. Null when the round adds nothing to the pool.
 */
function poolTopUp(records: readonly LedgerRecord[], base: CreateCapTableInput, round: Extract<RoundInput, { kind: 'priced' }>, increase: number, poolAfter: number): LedgerEntryInput | null {
  if (increase <= 0) return null;
  const plans = holdingsOn(records, round.date).plans;
  const latest = [...plans].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.planId - b.planId)).at(-1);
  if (latest) return { kind: 'pool-increase', date: round.date, planId: latest.planId, shares: increase };
  // The plan's name is stored in the ledger like a holder's: the founder's series name and the plan's usual English name.
  return { kind: 'plan', date: round.date, planName: `${round.seriesName} option pool`, shareClass: commonClassOf(base), shares: poolAfter };
}

/** Carries a priced round's outcome forward: its classes, its pool, the instruments it converted. */
function carry(state: State, outcome: PricedRoundOutcomeView, convertedBy: Map<number, number>, roundId: number): void {
  for (const c of outcome.classes) state.classes.set(key(c.name), c);
  state.pool = outcome.poolAfter;
  for (const o of state.outstanding) convertedBy.set(o.id, roundId);
  state.outstanding = [];
}

/** Every round in order with its outcome, or the reason it cannot be computed. A round that cannot leaves the ones after it computed without it. */
export function roundSequence(input: RoundSequenceInput): SequencedRound[] {
  const maxStored = input.ledger.reduce((max, r) => Math.max(max, r.id), 0);
  const state: State = {
    records: [...input.ledger],
    classes: new Map((input.declaredClasses ?? []).map((c) => [key(c.name), c])),
    pool: input.unallocatedPool ?? 0,
    outstanding: [],
    nextId: Math.max(MODELLED_ENTRY_IDS, maxStored + 1),
  };
  const convertedBy = new Map<number, number>();
  const results: SequencedRound[] = [];
  for (const sequenced of roundOrder(input.rounds)) {
    const { round } = sequenced;
    if (round.kind !== 'priced') {
      state.outstanding.push(sequenced);
      results.push({ ...sequenced, outcome: null, problem: null });
      continue;
    }
    if (sequenced.status === 'closed' && sequenced.closedOutcome?.kind === 'priced') {
      carry(state, sequenced.closedOutcome, convertedBy, sequenced.id);
      results.push({ ...sequenced, outcome: sequenced.closedOutcome, problem: null });
      continue;
    }
    const computed = computePricedRound(state, round, input.currency);
    if ('problem' in computed) {
      results.push({ ...sequenced, outcome: null, problem: computed.problem });
      continue;
    }
    state.records.push(...computed.entries.map((e, i) => ({ id: state.nextId + i, entry: e.entry })));
    state.nextId += computed.entries.length;
    carry(state, computed.outcome, convertedBy, sequenced.id);
    results.push({ ...sequenced, outcome: computed.outcome, problem: null });
  }
  return results.map((r) => (r.round.kind === 'priced' ? r : { ...r, outcome: { kind: 'instrument', convertedBy: convertedBy.get(r.id) ?? null } }));
}

/**
 * The cap-table model with the classes closed priced rounds created or adjusted declared in it (the latest terms
 * of each, in close order), so the cap table reads a closed series as the preferred class it is rather than as
 * an undeclared class (common). The model's own declarations and its modelled round's series win.
 */
export function declareClosedRoundClasses<M extends { shareClasses?: ShareClassTerms[] | undefined; pricedRound?: { seriesName: string } | undefined }>(model: M | null, closed: readonly (RoundOutcome | null)[]): M | null {
  const latest = new Map<string, RoundClass>();
  for (const outcome of closed) if (outcome?.kind === 'priced') for (const c of outcome.classes) latest.set(key(c.name), c);
  const declared = new Set([...(model?.shareClasses ?? []).map((c) => key(c.name)), ...(model?.pricedRound ? [key(model.pricedRound.seriesName)] : [])]);
  const added = [...latest.entries()].filter(([name]) => !declared.has(name)).map(([, c]) => c);
  if (added.length === 0) return model;
  return { ...(model ?? ({} as M)), shareClasses: [...(model?.shareClasses ?? []), ...added] };
}
