/**
 * An OCF package's transactions replayed into what each holder has on the package's date. OCF
 * counts by security: an issuance creates one; a transfer, cancellation, repurchase, conversion,
 * reissuance or consolidation consumes it, the part that stays becoming the balance security and
 * the part that moves the resulting securities, which are issuances of their own in the package.
 * Conventions for packages that leave those out:
 * - a movement without a balance security takes its quantity and leaves the rest on the security
 *   (an option exercise or cancellation always does: OCF has no balance for those);
 * - a balance security the package never issues is created with the remainder, for the same holder;
 * - a retraction removes the security as if never issued.
 * What Baobab cannot hold (warrants, RSUs, vesting events, authorized shares…) is left out and
 * reported as a warning naming the object and why; nothing here refuses the file.
 */
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import type { EntryExtras } from './ocf-extras';
import { readExtras } from './ocf-extras';
import type { Message } from '@baobab/contracts/i18n/message';

type Json = Record<string, unknown>;
/** What an import left out and why: a message (decision 0046), sent in English with its key and values. */
export type OcfWarning = { objectType: string; objectId: string; message: Message };

export type Security = {
  kind: 'stock' | 'option' | 'convertible';
  order: number;
  holderId: string;
  /** The stock class id (stock) or the plan's id, when there is one (options). */
  classId: string | null;
  outstanding: number;
  date: string;
  extras: Partial<EntryExtras>;
  tx: Json;
};

export type Replayed = {
  securities: Security[];
  /** Plan id → shares reserved, after pool adjustments. */
  reserved: Map<string, number>;
  /** Plan id (or '' for options under no plan) → options exercised. */
  exercised: Map<string, number>;
  /** Class id → conversion ratio set by an adjustment. */
  ratios: Map<string, number>;
};

const number = (value: unknown): number => (typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const issuanceTypes = new Set(['TX_STOCK_ISSUANCE', 'TX_EQUITY_COMPENSATION_ISSUANCE', 'TX_PLAN_SECURITY_ISSUANCE', 'TX_CONVERTIBLE_ISSUANCE', 'TX_WARRANT_ISSUANCE']);
const options = new Set(['OPTION', 'OPTION_ISO', 'OPTION_NSO']);
/** Consuming the quantity named (or all of it); the balance, when named, holds the rest. */
const movements: Record<string, string | null> = {
  TX_STOCK_TRANSFER: 'quantity', TX_STOCK_CANCELLATION: 'quantity', TX_STOCK_REPURCHASE: 'quantity', TX_STOCK_CONVERSION: 'quantity_converted', TX_STOCK_REISSUANCE: null,
  TX_EQUITY_COMPENSATION_TRANSFER: 'quantity', TX_PLAN_SECURITY_TRANSFER: 'quantity', TX_EQUITY_COMPENSATION_CANCELLATION: 'quantity', TX_PLAN_SECURITY_CANCELLATION: 'quantity',
  TX_EQUITY_COMPENSATION_EXERCISE: 'quantity', TX_PLAN_SECURITY_EXERCISE: 'quantity', TX_EQUITY_COMPENSATION_RELEASE: 'quantity', TX_PLAN_SECURITY_RELEASE: 'quantity',
  TX_CONVERTIBLE_TRANSFER: null, TX_CONVERTIBLE_CANCELLATION: null, TX_CONVERTIBLE_CONVERSION: null,
};
const exercises = new Set(['TX_EQUITY_COMPENSATION_EXERCISE', 'TX_PLAN_SECURITY_EXERCISE']);
/** Read and without effect on what anyone holds. */
const neutral = /^TX_.*_ACCEPTANCE$|^TX_STOCK_PLAN_RETURN_TO_POOL$|^TX_PLAN_SECURITY_RETURN_TO_POOL$/;
const authorized = new Set(['TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT', 'TX_ISSUER_AUTHORIZED_SHARES_ADJUSTMENT']);

/** Date order; within a day issuances first, so a balance or resulting security exists before the movement that names it. */
function inOrder(transactions: readonly Json[]): Json[] {
  return transactions
    .map((tx, index) => ({ tx, index }))
    .sort((a, b) => {
      const da = String(a.tx.date);
      const db = String(b.tx.date);
      if (da !== db) return da < db ? -1 : 1;
      const ia = issuanceTypes.has(String(a.tx.object_type)) ? 0 : 1;
      const ib = issuanceTypes.has(String(b.tx.object_type)) ? 0 : 1;
      return ia - ib || a.index - b.index;
    })
    .map((e) => e.tx);
}

export function replayTransactions(transactions: readonly Json[], plans: ReadonlyMap<string, Json>, warnings: OcfWarning[]): Replayed {
  const warn = (tx: Json, message: Message) => warnings.push({ objectType: String(tx.object_type), objectId: String(tx.id), message });
  const securities = new Map<string, Security>();
  const skipped = new Set<string>();
  const issued = new Set(transactions.filter((tx) => issuanceTypes.has(String(tx.object_type))).map((tx) => String(tx.security_id)));
  const reserved = new Map([...plans].map(([id, plan]) => [id, number(plan.initial_shares_reserved)]));
  const exercised = new Map<string, number>();
  const ratios = new Map<string, number>();
  let order = 0;

  const add = (tx: Json, kind: Security['kind'], classId: string | null, quantity: number) =>
    securities.set(String(tx.security_id), { kind, order: order++, holderId: String(tx.stakeholder_id), classId, outstanding: quantity, date: String(tx.date), extras: readExtras<EntryExtras>(tx), tx });

  const consume = (tx: Json, securityId: string, quantity: number | null): Security | null => {
    const security = securities.get(securityId);
    if (!security) {
      if (!skipped.has(securityId)) warn(tx, m.unknownSecurity(securityId));
      return null;
    }
    let taken = quantity ?? security.outstanding;
    if (taken > security.outstanding) {
      warn(tx, m.moreThanHeld(taken, security.outstanding));
      taken = security.outstanding;
    }
    const balance = text(tx.balance_security_id);
    if (balance !== undefined) {
      if (!issued.has(balance) && security.outstanding > taken) securities.set(balance, { ...security, order: order++, outstanding: security.outstanding - taken });
      security.outstanding = 0;
    } else {
      security.outstanding -= taken;
    }
    return { ...security, outstanding: taken };
  };

  for (const tx of inOrder(transactions)) {
    const type = String(tx.object_type);
    // Movements of a security already reported as left out (a warrant, an RSU) are not reported again.
    if (!issuanceTypes.has(type) && typeof tx.security_id === 'string' && skipped.has(tx.security_id)) continue;
    if (type === 'TX_STOCK_ISSUANCE') add(tx, 'stock', String(tx.stock_class_id), number(tx.quantity));
    else if (type === 'TX_EQUITY_COMPENSATION_ISSUANCE' || type === 'TX_PLAN_SECURITY_ISSUANCE') {
      const compensation = text(tx.compensation_type) ?? text(tx.plan_security_type) ?? 'OPTION';
      if (options.has(compensation)) add(tx, 'option', text(tx.stock_plan_id) ?? null, number(tx.quantity));
      else {
        skipped.add(String(tx.security_id));
        warn(tx, m.notOption(compensation));
      }
    } else if (type === 'TX_CONVERTIBLE_ISSUANCE') add(tx, 'convertible', null, 1);
    else if (type in movements) {
      const field = movements[type] ?? null;
      const quantity = field === null || tx[field] === undefined ? null : number(tx[field]);
      const taken = consume(tx, String(tx.security_id), quantity);
      if (taken && exercises.has(type)) {
        const plan = taken.classId ?? '';
        exercised.set(plan, (exercised.get(plan) ?? 0) + taken.outstanding);
      }
      for (const id of Array.isArray(tx.resulting_security_ids) ? (tx.resulting_security_ids as string[]) : []) if (!issued.has(id)) warn(tx, m.unknownSecurity(id));
    } else if (type === 'TX_STOCK_CONSOLIDATION') {
      for (const id of Array.isArray(tx.security_ids) ? (tx.security_ids as string[]) : []) consume(tx, id, null);
    } else if (/_RETRACTION$/.test(type)) {
      const security = securities.get(String(tx.security_id));
      if (security) security.outstanding = 0;
    } else if (type === 'TX_STOCK_CLASS_SPLIT' || type === 'TX_STOCK_SPLIT') split(tx, [...securities.values()], warn);
    else if (type === 'TX_STOCK_CLASS_CONVERSION_RATIO_ADJUSTMENT') {
      const ratio = (tx.new_ratio_conversion_mechanism as { ratio?: { numerator: string; denominator: string } } | undefined)?.ratio;
      if (ratio) ratios.set(String(tx.stock_class_id), number(ratio.numerator) / number(ratio.denominator));
    } else if (type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT') {
      // The plan's whole reserve from this date on (a later adjustment replaces it); one of a plan the package does not define has no pool to change.
      const plan = String(tx.stock_plan_id);
      if (plans.has(plan)) reserved.set(plan, number(tx.shares_reserved));
      else warn(tx, m.unknownPlanAdjusted(plan));
    }
    else if (authorized.has(type)) warn(tx, m.authorizedShares);
    else if (neutral.test(type)) continue;
    else {
      if (typeof tx.security_id === 'string' && type.startsWith('TX_WARRANT_ISSUANCE')) skipped.add(tx.security_id);
      warn(tx, m.notRepresented(type));
    }
  }
  return { securities: [...securities.values()], reserved, exercised, ratios };
}

/** A class split multiplies every security of the class; a fraction of a share is dropped, and said. */
function split(tx: Json, securities: Security[], warn: (tx: Json, message: Message) => void): void {
  const ratio = tx.split_ratio as { numerator?: string; denominator?: string } | undefined;
  const factor = number(ratio?.numerator) / number(ratio?.denominator);
  if (!Number.isFinite(factor) || factor <= 0) return warn(tx, m.notRepresented(String(tx.object_type)));
  for (const s of securities) {
    if (s.kind !== 'stock' || s.classId !== String(tx.stock_class_id) || s.outstanding === 0) continue;
    const exact = s.outstanding * factor;
    s.outstanding = Math.floor(exact + 1e-9);
    if (Math.abs(exact - s.outstanding) > 1e-9) warn(tx, m.fractionalShares(exact, s.outstanding));
  }
}
