/**
 * The share ledger: dated issuances (shares, or option grants with vesting), transfers,
 * cancellations, exercises and repurchases, replayed in date order to give the cap table on
 * any date. Pure: the server validates a whole ledger with it before storing a change, and the
 * holdings it returns are what the cap-table editor is filled from.
 *
 * Order: by date, then by id (the order the entries were recorded), so two entries on one day
 * apply in the order the founder recorded them.
 */
import { type LedgerEntryInput, type LedgerKindName, type OptionVesting, ledgerKindNames, ledgerMessages as m } from '@baobab/contracts/financial-tools';
import { minorToDecimalPrice } from '@baobab/contracts/price-per-share';
import { isMessage, type Message } from '@baobab/contracts/i18n/message';
import { displayPercentages } from './allocation';
import { EngineRefusal } from './engine-errors';
import { monthsElapsed, vestedAtMonth } from './vesting';

export type LedgerRecord = { id: number; entry: LedgerEntryInput };

export type LedgerProblem = { id: number; message: Message };

export type LedgerHoldingRow = {
  holder: string;
  shareClass: string;
  shares: number;
  optionsGranted: number;
  optionsVested: number;
  optionsExercised: number;
  optionsCancelled: number;
  optionsOutstanding: number;
  optionsExercisable: number;
  optionsExercisePrice: GrantPrice | null;
  fullyDiluted: number;
  fullyDilutedPercent: number;
};

/** An equity incentive plan's pool on a date (the contract's `ledgerPlanPoolSchema`). */
export type LedgerPlanPool = {
  planId: number;
  planName: string;
  shareClass: string;
  date: string;
  boardApprovalDate: string | null;
  size: number;
  granted: number;
  exercised: number;
  returned: number;
  outstanding: number;
  remaining: number;
};

export type LedgerHoldingsResult = { asOf: string; rows: LedgerHoldingRow[]; totalShares: number; totalFullyDiluted: number; plans: LedgerPlanPool[] };

type Currency = Extract<LedgerEntryInput, { kind: 'issuance' }>['currency'];

/** A grant's exercise price: the older minor units and the decimal in major units with its real decimals ('0.0475'). */
export type GrantPrice = { minor: number; currency: Currency; price: string };
const grantPrice = (minor: number, currency: Currency, decimal: string | undefined): GrantPrice => ({ minor, currency, price: decimal ?? minorToDecimalPrice(minor, currency) });
type Grant = {
  id: number;
  date: string;
  holder: string;
  shareClass: string;
  granted: number;
  exercised: number;
  cancelled: number;
  vesting: OptionVesting;
  exercisePrice: GrantPrice;
  planId: number | undefined;
};

/** A plan as replayed: what it reserves, and what its grants took and gave back so far. */
type Plan = { id: number; name: string; shareClass: string; date: string; boardApprovalDate: string | null; size: number; granted: number; returned: number };

/** Options a plan can still grant: its size less what its grants took, plus what cancellations gave back. */
const poolLeft = (plan: Plan) => plan.size - plan.granted + plan.returned;

/**
 * Options of a grant vested on `asOf` by its schedule alone (before any cancellation).
 * Convention (Open Cap Format's "Four Year / One Year Cliff" sample, with its
 * `CUMULATIVE_ROUND_DOWN` allocation): nothing before the cliff; on the cliff date the
 * months up to it vest together; then one tranche per whole month, or with quarterly
 * vesting per whole quarter counted from the vesting start; the running total is
 * granted × months ÷ schedule months rounded down to whole options, and everything has
 * vested at the end. A month is complete on the vesting start's day of month (or the
 * month's last day when shorter), as `monthsElapsed` counts it.
 */
export function vestedOptions(granted: number, vesting: OptionVesting, asOf: string): number {
  const months = monthsElapsed(vesting.vestingStart, asOf);
  if (months < 0) return 0;
  if (vesting.vestingMonths === 0 || months >= vesting.vestingMonths) return granted;
  if (months < vesting.cliffMonths) return 0;
  const counted = vesting.frequency === 'quarterly' ? Math.max(vesting.cliffMonths, months - (months % 3)) : months;
  return vestedAtMonth({ totalShares: granted, vestingMonths: vesting.vestingMonths, cliffMonths: vesting.cliffMonths, allocation: 'CUMULATIVE_ROUND_DOWN' }, counted);
}

/** Vested on the date, less what was cancelled beyond the unvested part (cancellations take unvested options first). */
function grantVested(grant: Grant, asOf: string): number {
  return Math.min(vestedOptions(grant.granted, grant.vesting, asOf), grant.granted - grant.cancelled);
}

/** Entries in the order they apply: date, then id. */
export function ledgerOrder(records: readonly LedgerRecord[]): LedgerRecord[] {
  return [...records].sort((a, b) => (a.entry.date < b.entry.date ? -1 : a.entry.date > b.entry.date ? 1 : a.id - b.id));
}

const validShares = (n: number) => Number.isSafeInteger(n) && n > 0;
const validVesting = (v: OptionVesting | undefined): v is OptionVesting =>
  v !== undefined && Number.isInteger(v.vestingMonths) && v.vestingMonths >= 0 && Number.isInteger(v.cliffMonths) && v.cliffMonths >= 0 && v.cliffMonths <= v.vestingMonths;

class Replay {
  readonly shares = new Map<string, { holder: string; shareClass: string; shares: number }>();
  readonly grants = new Map<number, Grant>();
  readonly plans = new Map<number, Plan>();

  constructor(private readonly all: ReadonlyMap<number, LedgerEntryInput>) {}

  held(holder: string, shareClass: string): number {
    return this.shares.get(JSON.stringify([holder, shareClass]))?.shares ?? 0;
  }

  private move(holder: string, shareClass: string, delta: number): void {
    const key = JSON.stringify([holder, shareClass]);
    const row = this.shares.get(key) ?? { holder, shareClass, shares: 0 };
    row.shares += delta;
    this.shares.set(key, row);
  }

  /** The grant an exercise or cancellation names, or why it cannot be used. */
  private grantFor(e: LedgerEntryInput & { holder: string; grantId?: number }): Grant | Message {
    const kind = ledgerKindNames[e.kind];
    const id = e.grantId ?? 0;
    const grant = this.grants.get(id);
    if (!grant) {
      const target = this.all.get(id);
      return target?.kind === 'issuance' && target.isOption ? m.grantNotYetMade(e.date, kind) : m.unknownGrant(e.date, kind);
    }
    if (grant.holder !== e.holder) return m.grantOfAnotherHolder(e.date, kind, e.holder);
    return grant;
  }

  /** Takes a new grant's options from its plan's pool, or says why the plan cannot give them. */
  private drawFromPlan(e: Extract<LedgerEntryInput, { kind: 'issuance' }>): Message | null {
    if (e.planId === undefined) return null;
    const plan = this.plans.get(e.planId);
    if (!plan) return this.all.get(e.planId)?.kind === 'plan' ? m.planNotYetCreated(e.date) : m.unknownPlan(e.date);
    if (plan.shareClass !== e.shareClass) return m.grantClassNotPlan(e.date, e.shareClass, plan.name, plan.shareClass);
    const left = poolLeft(plan);
    if (e.shares > left) return m.poolExceeded(e.date, plan.name, e.shares, left);
    plan.granted += e.shares;
    return null;
  }

  /** Records an option grant, drawn from its plan's pool when it names one. */
  private grant(id: number, e: Extract<LedgerEntryInput, { kind: 'issuance' }>): Message | null {
    if (!validVesting(e.vesting)) return m.invalidVesting(e.date);
    const refused = this.drawFromPlan(e);
    if (refused) return refused;
    this.grants.set(id, {
      id, date: e.date, holder: e.holder, shareClass: e.shareClass, granted: e.shares, exercised: 0, cancelled: 0, vesting: e.vesting,
      exercisePrice: grantPrice(e.exercisePriceMinor ?? 0, e.currency, e.exercisePrice), planId: e.planId,
    });
    return null;
  }

  /** Applies one entry, or returns why it cannot happen on its date. */
  apply(id: number, e: LedgerEntryInput): Message | null {
    const kind = ledgerKindNames[e.kind];
    if (!validShares(e.shares)) return m.invalidShares(e.date, kind);
    switch (e.kind) {
      case 'issuance':
        if (!e.isOption) {
          this.move(e.holder, e.shareClass, e.shares);
          return null;
        }
        return this.grant(id, e);
      case 'transfer': {
        const held = this.held(e.fromHolder, e.shareClass);
        if (e.shares > held) return m.exceedsHolding(e.date, kind, e.fromHolder, e.shareClass, e.shares, held);
        this.move(e.fromHolder, e.shareClass, -e.shares);
        this.move(e.toHolder, e.shareClass, e.shares);
        return null;
      }
      case 'cancellation':
        if (e.grantId !== undefined) {
          const grant = this.grantFor(e);
          if (isMessage(grant)) return grant;
          const left = grant.granted - grant.exercised - grant.cancelled;
          if (e.shares > left) return m.exceedsOptions(e.date, e.holder, e.shares, left);
          grant.cancelled += e.shares;
          // Every option cancelled before exercise goes back to its plan's pool, vested or not (the plan's rule in decision 09NN).
          const plan = grant.planId === undefined ? undefined : this.plans.get(grant.planId);
          if (plan) plan.returned += e.shares;
          return null;
        }
        return this.takeBack(e.date, kind, e.holder, e.shareClass, e.shares);
      case 'repurchase':
        return this.takeBack(e.date, kind, e.holder, e.shareClass, e.shares);
      case 'exercise': {
        const grant = this.grantFor(e);
        if (isMessage(grant)) return grant;
        const available = grantVested(grant, e.date) - grant.exercised;
        if (e.shares > available) return m.exceedsVested(e.date, e.holder, e.shares, Math.max(0, available));
        grant.exercised += e.shares;
        this.move(e.holder, grant.shareClass, e.shares);
        return null;
      }
      case 'plan':
        this.plans.set(id, { id, name: e.planName, shareClass: e.shareClass, date: e.date, boardApprovalDate: e.boardApprovalDate ?? null, size: e.shares, granted: 0, returned: 0 });
        return null;
      case 'pool-increase': {
        // The plan's size grows, so `remaining + outstanding + exercised = size` still holds after a top-up.
        const plan = this.plans.get(e.planId);
        if (!plan) return this.all.get(e.planId)?.kind === 'plan' ? m.increaseBeforePlan(e.date) : m.increaseUnknownPlan(e.date);
        plan.size += e.shares;
        return null;
      }
    }
  }

  /** Every plan's pool as replayed so far; `exercised` and `outstanding` from its grants. */
  pools(): LedgerPlanPool[] {
    return [...this.plans.values()].map((plan) => {
      const grants = [...this.grants.values()].filter((g) => g.planId === plan.id);
      const exercised = grants.reduce((sum, g) => sum + g.exercised, 0);
      const outstanding = grants.reduce((sum, g) => sum + g.granted - g.exercised - g.cancelled, 0);
      return {
        planId: plan.id, planName: plan.name, shareClass: plan.shareClass, date: plan.date, boardApprovalDate: plan.boardApprovalDate,
        size: plan.size, granted: plan.granted, exercised, returned: plan.returned, outstanding, remaining: poolLeft(plan),
      };
    });
  }

  private takeBack(date: string, kind: LedgerKindName, holder: string, shareClass: string, shares: number): Message | null {
    const held = this.held(holder, shareClass);
    if (shares > held) return m.exceedsHolding(date, kind, holder, shareClass, shares, held);
    this.move(holder, shareClass, -shares);
    return null;
  }
}

/** `foundedOn` (YYYY-MM-DD): entries dated before it are refused. */
export type LedgerOptions = { foundedOn?: string | null };

/**
 * The first entry (in ledger order) that cannot happen, with the reason, or null when every
 * entry can: no holder ever gives more than they hold on that date, no exercise goes beyond
 * the grant's vested and unexercised options, and no entry predates the company.
 */
export function validateLedger(records: readonly LedgerRecord[], options: LedgerOptions = {}): LedgerProblem | null {
  const replay = new Replay(new Map(records.map((r) => [r.id, r.entry])));
  for (const { id, entry } of ledgerOrder(records)) {
    if (options.foundedOn && entry.date < options.foundedOn) return { id, message: m.beforeFounding(entry.date, options.foundedOn) };
    const problem = replay.apply(id, entry);
    if (problem) return { id, message: problem };
  }
  return null;
}

/**
 * Who holds what at the end of `asOf`: every entry dated on or before it applied, vesting
 * counted on that date. Rows with neither shares nor options outstanding are left out. A
 * ledger that `validateLedger` refuses throws an EngineRefusal (a RangeError) with the reason.
 */
export function holdingsOn(records: readonly LedgerRecord[], asOf: string): LedgerHoldingsResult {
  const replay = new Replay(new Map(records.map((r) => [r.id, r.entry])));
  for (const { id, entry } of ledgerOrder(records)) {
    if (entry.date > asOf) break;
    const problem = replay.apply(id, entry);
    if (problem) throw new EngineRefusal(problem);
  }
  const rows = new Map<string, LedgerHoldingRow>();
  const rowFor = (holder: string, shareClass: string) => {
    const key = JSON.stringify([holder, shareClass]);
    const existing = rows.get(key);
    if (existing) return existing;
    const row: LedgerHoldingRow = {
      holder, shareClass, shares: 0, optionsGranted: 0, optionsVested: 0, optionsExercised: 0, optionsCancelled: 0,
      optionsOutstanding: 0, optionsExercisable: 0, optionsExercisePrice: null, fullyDiluted: 0, fullyDilutedPercent: 0,
    };
    rows.set(key, row);
    return row;
  };
  const prices = new Map<LedgerHoldingRow, GrantPrice[]>();
  for (const position of replay.shares.values()) rowFor(position.holder, position.shareClass).shares += position.shares;
  for (const grant of replay.grants.values()) {
    const row = rowFor(grant.holder, grant.shareClass);
    const vested = grantVested(grant, asOf);
    row.optionsGranted += grant.granted;
    row.optionsVested += vested;
    row.optionsExercised += grant.exercised;
    row.optionsCancelled += grant.cancelled;
    row.optionsOutstanding += grant.granted - grant.exercised - grant.cancelled;
    row.optionsExercisable += vested - grant.exercised;
    if (grant.granted - grant.exercised - grant.cancelled > 0) (prices.get(row) ?? prices.set(row, []).get(row))?.push(grant.exercisePrice);
  }
  // One price for the row only when every grant with options outstanding has it; the editor takes one price per holding.
  for (const [row, list] of prices) {
    const [first] = list;
    row.optionsExercisePrice = first && list.every((p) => p.price === first.price && p.currency === first.currency) ? first : null;
  }
  const kept = [...rows.values()].filter((r) => r.shares > 0 || r.optionsOutstanding > 0);
  for (const row of kept) row.fullyDiluted = row.shares + row.optionsOutstanding;
  kept.sort((a, b) => b.fullyDiluted - a.fullyDiluted || a.holder.localeCompare(b.holder) || a.shareClass.localeCompare(b.shareClass));
  const percents = displayPercentages(kept.map((r) => r.fullyDiluted), 2);
  kept.forEach((row, i) => (row.fullyDilutedPercent = percents[i] ?? 0));
  return {
    asOf,
    rows: kept,
    totalShares: kept.reduce((sum, r) => sum + r.shares, 0),
    totalFullyDiluted: kept.reduce((sum, r) => sum + r.fullyDiluted, 0),
    plans: replay.pools(),
  };
}

/** Options the plans can still grant on a date, all plans together, or null when no plan exists that day (the pool is then the cap-table model's). */
export function remainingPoolOn(plans: readonly LedgerPlanPool[]): number | null {
  return plans.length === 0 ? null : plans.reduce((sum, p) => sum + p.remaining, 0);
}
