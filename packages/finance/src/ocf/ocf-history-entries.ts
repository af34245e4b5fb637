/**
 * An OCF package's transactions as share ledger entries, each on its own date (decision 0061).
 * OCF counts by security: a movement consumes a security, what stays is a "balance" security and
 * what moves "resulting" securities, each an issuance of its own. The ledger counts by (holder,
 * class), so those issuances are folded into the movement that names them: a transfer becomes
 * transfer entries (one per resulting security), an exercise an exercise of the grant, a balance
 * nothing. Plans become `plan` entries, pool adjustments `pool-increase` entries by the difference
 * in reserve, option grants issuances with `isOption` naming their plan.
 *
 * Rights that are not shares (warrants, RSUs, stock appreciation rights) are left out and reported:
 * leaving them out changes no one's holdings. A later movement of one that gives shares (a warrant
 * exercised, an RSU released) writes the stock it gave as issuances on its date, reported, so
 * holdings are exact on every date; any other movement of one is reported and skipped.
 * Anything else that changes holdings and the ledger cannot hold is refused, naming the transaction's
 * id and type and why, so the imported history is the package's or nothing. Transactions that change
 * no one's holdings (acceptances, vesting and stakeholder events, authorized shares) and convertibles
 * (the round model's, read by ocf-import.ts) write no entry.
 */
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import type { LedgerEntryInput, OpeningTerms, OptionVesting } from '@baobab/contracts/financial-tools';
import { decimalPriceToMinor } from '@baobab/contracts/price-per-share';
import type { Message, Text } from '@baobab/contracts/i18n/message';
import { vestedOptions } from '../share-ledger';
import { monthsElapsed } from '../vesting';
import { type EntryExtras, type GrantExtras, type PlanExtras, readExtras } from './ocf-extras';
import { type OcfPackage, type Reader, fail } from './ocf-import';
import type { OcfMonetary } from './ocf-numbers';

type Json = Record<string, unknown>;
type Issuance = Extract<LedgerEntryInput, { kind: 'issuance' }>;
/** An entry with the OCF object it comes from, so the ledger's refusal of it names that object. */
export type HistoryEntry = { id: number; entry: LedgerEntryInput; isOpening: boolean; source: { id: string; type: string } };
type Sec = { kind: 'stock' | 'grant' | 'classOption'; holderId: string; shareClass: string; grantId?: number };

const issuanceTypes = new Set(['TX_STOCK_ISSUANCE', 'TX_EQUITY_COMPENSATION_ISSUANCE', 'TX_PLAN_SECURITY_ISSUANCE']);
const transfers = new Set(['TX_STOCK_TRANSFER', 'TX_EQUITY_COMPENSATION_TRANSFER', 'TX_PLAN_SECURITY_TRANSFER']);
const cancellations = new Set(['TX_STOCK_CANCELLATION', 'TX_EQUITY_COMPENSATION_CANCELLATION', 'TX_PLAN_SECURITY_CANCELLATION']);
const exercises = new Set(['TX_EQUITY_COMPENSATION_EXERCISE', 'TX_PLAN_SECURITY_EXERCISE']);
const options = new Set(['OPTION', 'OPTION_ISO', 'OPTION_NSO']);
/** Movements that turn a right into shares: they must name the stock they gave. */
const givesShares = /_EXERCISE$|_RELEASE$/;
/** No entry: the round model holds convertibles; the rest change no one's holdings (ocf-import.ts reports what it does not read). */
const noEntry = /^TX_CONVERTIBLE_(ISSUANCE|TRANSFER|CANCELLATION|CONVERSION)$|^TX_VESTING_|_EVENT$|_ACCEPTANCE$|RETURN_TO_POOL$|AUTHORIZED_SHARES_ADJUSTMENT$/;

/** On one day a plan comes first; transactions keep the package's order (a movement's balance and resulting issuances are read from it wherever they are). */
const rank = (type: string) => (type === 'STOCK_PLAN' ? 0 : 1);

/** A price in OCF's fixed point ('0.0100000000') as the ledger's decimal ('0.01'), at most six decimals. */
function decimalOf(amount: string): string {
  const rounded = /\.\d{7,}$/.test(amount) ? Number(amount).toFixed(6) : amount;
  return rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded;
}

/** A right the ledger does not hold: a warrant, or a grant of something other than options (RSU, CSAR, SSAR…). */
const isRight = (tx: Json) => {
  const type = String(tx.object_type);
  if (type === 'TX_WARRANT_ISSUANCE') return true;
  return (type === 'TX_EQUITY_COMPENSATION_ISSUANCE' || type === 'TX_PLAN_SECURITY_ISSUANCE') && !options.has(String(tx.compensation_type ?? tx.plan_security_type ?? 'OPTION'));
};

export function historyEntries(reader: Reader, pkg: OcfPackage): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  const secs = new Map<string, Sec>();
  /** Securities of rights left out of the ledger (their issuance reported), so their later movements are read as such. */
  const rights = new Set<string>();
  const warn = (tx: Json, message: Message) => reader.warnings.push({ objectType: String(tx.object_type), objectId: String(tx.id), message });
  const planEntry = new Map<string, { id: number; name: string; shareClass: string; reserve: number }>();
  const refuse = (tx: Json, reason: Text): never => fail(m.cannotHold(String(tx.id), String(tx.object_type), reason));
  const push = (tx: Json, entry: LedgerEntryInput, isOpening = false) => {
    out.push({ id: out.length + 1, entry, isOpening, source: { id: String(tx.id), type: String(tx.object_type) } });
    return out.length;
  };
  const holder = (id: string) => String((pkg.stakeholders.get(id)?.name as { legal_name?: unknown } | undefined)?.legal_name ?? id).trim();
  const className = (id: unknown) => String(pkg.classes.get(String(id))?.name ?? 'Common').trim();
  const issuances = new Map(pkg.transactions.filter(({ item }) => issuanceTypes.has(String(item.object_type)) || isRight(item)).map(({ item }) => [String(item.security_id), item]));
  const folded = new Set(pkg.transactions.flatMap(({ item }) => (String(item.object_type) === 'TX_CONVERTIBLE_CONVERSION' ? [] : [...(Array.isArray(item.resulting_security_ids) ? item.resulting_security_ids : []), item.balance_security_id].filter((id): id is string => typeof id === 'string'))));
  const quantity = (tx: Json, field = 'quantity'): number => {
    const n = Number(tx[field]);
    return Number.isSafeInteger(n) && n > 0 ? n : refuse(tx, m.notWholeQuantity(field, String(tx[field])));
  };
  const price = (tx: Json, field: string): { minor: number; decimal: string } | null => {
    const amount = tx[field] as OcfMonetary | undefined;
    if (!amount) return null;
    if (amount.currency !== reader.currency) refuse(tx, m.amountInOtherCurrency(field, amount.currency, reader.currency));
    const decimal = decimalOf(String(amount.amount));
    return { minor: decimalPriceToMinor(decimal, reader.currency), decimal };
  };
  const sourceOf = (tx: Json) => secs.get(String(tx.security_id)) ?? refuse(tx, m.securityNotIssued(String(tx.security_id)));
  const planFor = (tx: Json) => (tx.stock_plan_id === undefined ? undefined : planEntry.get(String(tx.stock_plan_id)));
  const synthetic = (tx: Json) => tx.stock_plan_id !== undefined && readExtras<PlanExtras>(pkg.plans.get(String(tx.stock_plan_id)) ?? {}).synthetic === true;

  const issue = (tx: Json) => {
    const type = String(tx.object_type);
    const extras = readExtras<EntryExtras & GrantExtras>(tx);
    const base = { kind: 'issuance' as const, date: String(tx.date), holder: holder(String(tx.stakeholder_id)), shares: quantity(tx), currency: reader.currency as Issuance['currency'] };
    const opening = extras.holderType !== undefined && extras.vesting !== undefined;
    const terms = (exercisePrice: number | undefined) =>
      opening ? { openingTerms: { shareholderType: extras.holderType ?? '', vesting: extras.vesting as NonNullable<EntryExtras['vesting']>, liquidationPreference: extras.liquidationPreference ?? 0, antiDilution: (extras.antiDilution ?? 'None') as OpeningTerms['antiDilution'], ...(extras.hasExercisePrice !== false && exercisePrice !== undefined ? { exercisePrice } : {}) } } : {};
    if (type === 'TX_STOCK_ISSUANCE') {
      const paid = price(tx, 'share_price');
      const shareClass = className(tx.stock_class_id);
      secs.set(String(tx.security_id), { kind: 'stock', holderId: String(tx.stakeholder_id), shareClass });
      return push(tx, { ...base, shareClass, pricePerShareMinor: paid?.minor ?? 0, ...(paid ? { pricePerShare: paid.decimal } : {}), isOption: false, ...terms(undefined) }, opening);
    }
    // Only option grants reach here: a grant of anything else is a right, left out (isRight).
    const strike = price(tx, 'exercise_price');
    const plan = planFor(tx);
    if (!extras.ledgerVesting && (synthetic(tx) || extras.shareClass !== undefined)) {
      // A cap-table form's option row (a class of option kind), held as that class: given back as it was written.
      const shareClass = (extras.shareClass ?? String(pkg.plans.get(String(tx.stock_plan_id))?.plan_name ?? 'Options')).trim();
      secs.set(String(tx.security_id), { kind: 'classOption', holderId: String(tx.stakeholder_id), shareClass });
      return push(tx, { ...base, shareClass, pricePerShareMinor: 0, isOption: false, ...terms(strike ? Number(strike.decimal) : undefined) }, opening);
    }
    const shareClass = tx.stock_class_id !== undefined ? className(tx.stock_class_id) : (plan?.shareClass ?? 'Common');
    const vesting = extras.ledgerVesting ?? vestingOf(reader, tx, base.shares);
    const id = push(tx, {
      ...base, shareClass, pricePerShareMinor: 0, isOption: true, exercisePriceMinor: strike?.minor ?? 0, ...(strike ? { exercisePrice: strike.decimal } : {}), vesting,
      ...(plan && !synthetic(tx) ? { planId: plan.id } : {}),
    });
    secs.set(String(tx.security_id), { kind: 'grant', holderId: String(tx.stakeholder_id), shareClass, grantId: id });
    return id;
  };

  const move = (tx: Json) => {
    const type = String(tx.object_type);
    const from = sourceOf(tx);
    const date = String(tx.date);
    const resulting = Array.isArray(tx.resulting_security_ids) ? (tx.resulting_security_ids as string[]) : [];
    const result = (id: string) => issuances.get(id) ?? refuse(tx, m.securityNotIssued(id));
    if (typeof tx.balance_security_id === 'string') secs.set(tx.balance_security_id, from);
    if (transfers.has(type)) {
      if (from.kind === 'grant') return refuse(tx, m.grantMoved);
      if (resulting.length === 0) return refuse(tx, m.noResultingSecurity);
      for (const id of resulting) {
        const to = result(id);
        secs.set(id, { ...from, holderId: String(to.stakeholder_id) });
        if (String(to.stakeholder_id) !== from.holderId) push(tx, { kind: 'transfer', date, fromHolder: holder(from.holderId), toHolder: holder(String(to.stakeholder_id)), shareClass: from.shareClass, shares: quantity(to) });
      }
    } else if (cancellations.has(type)) {
      push(tx, { kind: 'cancellation', date, holder: holder(from.holderId), shareClass: from.shareClass, shares: quantity(tx), ...(from.grantId !== undefined ? { grantId: from.grantId } : {}) });
    } else if (type === 'TX_STOCK_REPURCHASE') {
      const paid = price(tx, 'price');
      push(tx, { kind: 'repurchase', date, holder: holder(from.holderId), shareClass: from.shareClass, shares: quantity(tx), pricePerShareMinor: paid?.minor ?? 0, ...(paid ? { pricePerShare: paid.decimal } : {}), currency: reader.currency as Issuance['currency'] });
    } else if (exercises.has(type)) {
      if (from.grantId === undefined) return refuse(tx, m.ledgerHasNoEntry);
      push(tx, { kind: 'exercise', date, holder: holder(from.holderId), grantId: from.grantId, shares: quantity(tx) });
      for (const id of resulting) secs.set(id, { kind: 'stock', holderId: String(result(id).stakeholder_id), shareClass: from.shareClass });
    }
    return undefined;
  };

  /**
   * A movement of a right left out: what it gives in stock is issued on its date (real shares, not folded away), a right it
   * gives or leaves stays left out; one that should give shares and names none is refused (who got them is unknown).
   */
  const moveRight = (tx: Json) => {
    const resulting = Array.isArray(tx.resulting_security_ids) ? (tx.resulting_security_ids as string[]) : [];
    if (typeof tx.balance_security_id === 'string') rights.add(tx.balance_security_id);
    if (givesShares.test(String(tx.object_type)) && resulting.length === 0) refuse(tx, m.noResultingSecurity);
    let gave = 0;
    for (const id of resulting) {
      const result = issuances.get(id) ?? refuse(tx, m.securityNotIssued(id));
      if (isRight(result)) rights.add(id);
      else if (String(result.object_type) === 'TX_STOCK_ISSUANCE') {
        issue({ ...result, date: tx.date });
        gave += quantity(result);
      } else refuse(tx, m.ledgerHasNoEntry);
    }
    warn(tx, gave > 0 ? m.rightGaveShares(String(tx.security_id), gave) : m.rightMovementLeftOut(String(tx.security_id)));
  };

  const adjust = (tx: Json) => {
    const plan = planFor(tx);
    // One of a plan the package does not define is reported by ocf-import.ts; a form's option class has no pool entry.
    if (!plan || synthetic(tx)) return;
    const after = quantity(tx, 'shares_reserved');
    if (after < plan.reserve) refuse(tx, m.poolReduced(plan.name, plan.reserve, after));
    if (after > plan.reserve) push(tx, { kind: 'pool-increase', date: String(tx.date), planId: plan.id, shares: after - plan.reserve, ...(typeof tx.board_approval_date === 'string' ? { boardApprovalDate: tx.board_approval_date } : {}) });
    plan.reserve = after;
  };

  for (const tx of inOrder(pkg)) {
    const type = String(tx.object_type);
    if (typeof tx.security_id === 'string' && rights.has(tx.security_id) && !isRight(tx)) moveRight(tx);
    else if (isRight(tx)) {
      // A right's balance or resulting security is its movement's to report; a right issued on its own is said here.
      if (!folded.has(String(tx.security_id))) warn(tx, type === 'TX_WARRANT_ISSUANCE' ? m.notRepresented(type) : m.notOption(String(tx.compensation_type ?? tx.plan_security_type)));
      rights.add(String(tx.security_id));
    } else if (type === 'STOCK_PLAN') {
      const shareClass = className((tx.stock_class_ids as unknown[] | undefined)?.[0] ?? tx.stock_class_id);
      const reserve = quantity(tx, 'initial_shares_reserved');
      const id = push(tx, { kind: 'plan', date: String(tx.date), planName: String(tx.plan_name).trim(), shareClass, shares: reserve, ...(typeof tx.board_approval_date === 'string' ? { boardApprovalDate: tx.board_approval_date } : {}) });
      planEntry.set(String(tx.id), { id, name: String(tx.plan_name), shareClass, reserve });
    } else if (type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT') adjust(tx);
    else if (issuanceTypes.has(type)) {
      if (!folded.has(String(tx.security_id))) issue(tx);
    } else if (transfers.has(type) || cancellations.has(type) || exercises.has(type) || type === 'TX_STOCK_REPURCHASE') move(tx);
    else if (!noEntry.test(type)) refuse(tx, m.ledgerHasNoEntry);
  }
  return out;
}

/**
 * The plans (other than Baobab's own synthetic ones) as dated objects beside the transactions, then all in date order: on one
 * day plans first, then the transactions in the package's order (the order the ledger replays them in). A plan is dated by Baobab's
 * extras, else its board's or stockholders' approval, else its first transaction, and never after its first transaction.
 */
function inOrder(pkg: OcfPackage): Json[] {
  const txs = pkg.transactions.map(({ item }) => item);
  const first = (planId: string) => txs.filter((t) => String(t.stock_plan_id) === planId).map((t) => String(t.date)).sort()[0];
  const plans = [...pkg.plans.values()]
    .filter((p) => readExtras<PlanExtras>(p).synthetic !== true)
    .map((p) => {
      const stated = readExtras<PlanExtras>(p).date ?? (p.board_approval_date as string | undefined) ?? (p.stockholder_approval_date as string | undefined);
      const earliest = first(String(p.id));
      const date = [stated, earliest].filter((d): d is string => d !== undefined).sort()[0] ?? String(pkg.manifest.as_of);
      return { ...p, date } as Json;
    });
  return [...plans, ...txs]
    .map((tx, index) => ({ tx, index }))
    .sort((a, b) => String(a.tx.date).localeCompare(String(b.tx.date)) || rank(String(a.tx.object_type)) - rank(String(b.tx.object_type)) || a.index - b.index)
    .map(({ tx }) => tx);
}

/**
 * A grant's schedule from OCF's exact vesting dates (another tool's grant): from the grant date to the last date, a cliff when the
 * first date is more than a month in, quarterly when the dates after it are three months apart. A schedule the dates do not
 * follow exactly is said; without dates the options are vested when granted.
 */
function vestingOf(reader: Reader, tx: Json, granted: number): OptionVesting {
  const start = String(tx.date);
  const dates = (Array.isArray(tx.vestings) ? (tx.vestings as { date: string; amount: string }[]) : []).slice().sort((a, b) => a.date.localeCompare(b.date));
  const last = dates[dates.length - 1];
  if (!last) return { vestingStart: start, vestingMonths: 0, cliffMonths: 0, frequency: 'monthly' };
  const months = dates.map((d) => Math.max(0, monthsElapsed(start, d.date)));
  const vestingMonths = months[months.length - 1] ?? 0;
  const cliffMonths = (months[0] ?? 0) > 1 ? Math.min(months[0] ?? 0, vestingMonths) : 0;
  const gaps = months.slice(1).map((n, i) => n - (months[i] ?? 0));
  const frequency = gaps.length > 0 && gaps.every((g) => g === 3) ? 'quarterly' : 'monthly';
  const vesting: OptionVesting = { vestingStart: start, vestingMonths, cliffMonths, frequency };
  let total = 0;
  const exact = dates.every((d) => (total += Number(d.amount)) === vestedOptions(granted, vesting, d.date));
  if (!exact) reader.warnings.push({ objectType: String(tx.object_type), objectId: String(tx.id), message: m.vestingApproximated(vestingMonths, cliffMonths, start) });
  return vesting;
}
