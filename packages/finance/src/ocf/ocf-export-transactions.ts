/**
 * The share ledger's history as OCF transactions. OCF counts shares by security: every issuance
 * creates one (a lot), and a transfer, cancellation or repurchase consumes a whole security, the
 * part that stays with the holder becoming a new "balance" security and the part that moves a
 * "resulting" security of the recipient, each written as its own issuance on the same date. The
 * ledger counts shares by (holder, class), so a movement takes the holder's lots oldest first.
 * Options: a grant is one security; an exercise names the grant and the stock it results in; a
 * cancellation of options reduces the grant (OCF has no balance security for those).
 *
 * Classes of option kind (the cap-table form's "Options" rows) are equity compensation under a
 * plan named after the class, exercising into common stock. A ledger plan's pool increase is a
 * TX_STOCK_PLAN_POOL_ADJUSTMENT on its date stating the plan's whole reserve after it (OCF's
 * `shares_reserved`), so a tool replaying the package has the ledger's pool on every date.
 */
import type { LedgerEntryInput, OpeningTerms } from '@baobab/contracts/financial-tools';
import { currencyExponents, isCurrencyCode } from '@baobab/contracts/currencies';
import type { LedgerRecord } from '../share-ledger';
import { vestedOptions } from '../share-ledger';
import { type EntryExtras, type GrantExtras, extrasComment, ocfTexts } from './ocf-extras';
import { type OcfMonetary, money, numeric } from './ocf-numbers';

type Json = Record<string, unknown>;
type Issuance = Extract<LedgerEntryInput, { kind: 'issuance' }>;

/** What the transactions need to know of the classes, plans and holders the package declares. */
export type OcfRefs = {
  stakeholderId: (holder: string) => string;
  /** The OCF stock class of a class name that is stock (not of option kind). */
  classId: (shareClass: string) => string;
  /** The plan of a class of option kind, or null when the class is stock. */
  planOf: (shareClass: string) => { id: string; exercisesInto: string } | null;
  /** The plan ledger grants (options into a stock class) are written under when they name no plan of the ledger. */
  grantPlanId: () => string;
  /** The OCF stock plan of a ledger plan entry (by its id). */
  ledgerPlanId: (entryId: number) => string;
};

type Lot = { securityId: string; quantity: number; price: OcfMonetary };

/** Amount in a currency's major units, from the ledger's minor units (two decimals of a cent). */
export const ledgerMoney = (minor: number, currency: string): OcfMonetary => ({
  amount: numeric(minor / 10 ** (isCurrencyCode(currency) ? currencyExponents[currency] : 2)),
  currency,
});

/** A price with its real decimals when the entry has them ('0.0475', already OCF's fixed-point form), else from the minor units. */
const entryMoney = (minor: number, currency: string, decimal: string | undefined): OcfMonetary => (decimal === undefined ? ledgerMoney(minor, currency) : { amount: numeric(Number(decimal)), currency });

const addMonths = (date: string, months: number): string => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};

/** A grant's schedule as OCF's exact vesting dates and amounts, by the ledger's own rule (vestedOptions). */
export function vestingsOf(granted: number, vesting: NonNullable<Issuance['vesting']>): { date: string; amount: string }[] {
  if (vesting.vestingMonths === 0) return [];
  const out: { date: string; amount: string }[] = [];
  let before = 0;
  for (let month = 1; month <= vesting.vestingMonths; month++) {
    const date = addMonths(vesting.vestingStart, month);
    const vested = vestedOptions(granted, vesting, date);
    if (vested > before) out.push({ date, amount: numeric(vested - before) });
    before = vested;
  }
  return out;
}

export function ledgerTransactions(ordered: readonly LedgerRecord[], refs: OcfRefs): { transactions: Json[]; granted: Map<string, number> } {
  const transactions: Json[] = [];
  const lots = new Map<string, Lot[]>();
  const grants = new Map<number, { securityId: string; holder: string; shareClass: string; price: OcfMonetary; planId: string }>();
  const granted = new Map<string, number>();
  /** A ledger plan's size so far (by its entry id), which each of its pool adjustments states. */
  const planSizes = new Map<number, number>();
  let securities = 0;
  const ids = (prefix: string) => {
    securities += 1;
    return { id: `tx-${transactions.length + 1}`, security_id: `sec-${securities}`, custom_id: `${prefix}${securities}` };
  };
  const txId = () => `tx-${transactions.length + 1}`;
  const count = (planId: string, quantity: number) => granted.set(planId, (granted.get(planId) ?? 0) + quantity);
  const key = (holder: string, shareClass: string) => JSON.stringify([holder, shareClass]);

  /** A new security of the holder's class (stock, or equity compensation for a class of option kind); its id. */
  const issue = (date: string, holder: string, shareClass: string, quantity: number, price: OcfMonetary, terms?: { extras: EntryExtras; exercisePrice?: number }, isBalance = false): string => {
    const plan = refs.planOf(shareClass);
    const base = { date, stakeholder_id: refs.stakeholderId(holder), quantity: numeric(quantity), security_law_exemptions: [], ...(terms ? { comments: [extrasComment(terms.extras)] } : {}) };
    const security = ids(plan ? 'EQ-' : 'CS-');
    if (plan) {
      // What the plan has given out and not taken back (a balance is part of a lot already counted).
      if (!isBalance) count(plan.id, quantity);
      transactions.push({
        object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', ...security, ...base, stock_plan_id: plan.id, stock_class_id: plan.exercisesInto, compensation_type: 'OPTION',
        // An opening grant's exercise price is in the entry's currency, as its share price is.
        exercise_price: money(terms?.exercisePrice ?? 0, price.currency), expiration_date: null, termination_exercise_windows: [],
      });
    } else {
      transactions.push({ object_type: 'TX_STOCK_ISSUANCE', ...security, ...base, stock_class_id: refs.classId(shareClass), share_price: price, stock_legend_ids: [] });
    }
    const list = lots.get(key(holder, shareClass)) ?? [];
    list.push({ securityId: security.security_id, quantity, price });
    lots.set(key(holder, shareClass), list);
    return security.security_id;
  };

  /** Takes `quantity` from the holder's lots, oldest first; `write` writes the OCF transaction that consumes each lot taken from. */
  const take = (date: string, holder: string, shareClass: string, quantity: number, write: (lot: Lot, taken: number) => Json) => {
    const list = lots.get(key(holder, shareClass)) ?? [];
    let left = quantity;
    while (left > 0) {
      const lot = list.shift();
      // The ledger was validated entry by entry when written (share-ledger.ts), so these are broken
      // invariants (an internal fault), not refusals of input: Error, not an engine's RangeError.
      if (!lot) throw new Error(`ledger replay: ${holder} holds fewer ${shareClass} than moved on ${date}`);
      const taken = Math.min(lot.quantity, left);
      left -= taken;
      const tx = write(lot, taken);
      // Options of a plan class taken back return to the plan's pool (a transfer's resulting grant counts again).
      const plan = refs.planOf(shareClass);
      if (plan) count(plan.id, -taken);
      if (lot.quantity > taken) {
        tx.balance_security_id = issue(date, holder, shareClass, lot.quantity - taken, lot.price, undefined, true);
        // The balance is what remains of the oldest lot: it is taken first next time.
        const balance = list.pop();
        if (balance) list.unshift(balance);
      }
    }
  };

  for (const { id, entry } of ordered) {
    switch (entry.kind) {
      case 'issuance': {
        if (entry.isOption && entry.vesting) {
          const security = ids('EQ-');
          // A grant from a ledger plan draws on that plan, whose reserve is its stated size; any other counts towards the plan written for it.
          const plan = entry.planId === undefined ? refs.grantPlanId() : refs.ledgerPlanId(entry.planId);
          count(plan, entry.shares);
          const price = entryMoney(entry.exercisePriceMinor ?? 0, entry.currency, entry.exercisePrice);
          const vestings = vestingsOf(entry.shares, entry.vesting);
          transactions.push({
            object_type: 'TX_EQUITY_COMPENSATION_ISSUANCE', ...security, date: entry.date, stakeholder_id: refs.stakeholderId(entry.holder), stock_plan_id: plan,
            stock_class_id: refs.classId(entry.shareClass), compensation_type: 'OPTION', quantity: numeric(entry.shares), exercise_price: price,
            expiration_date: null, termination_exercise_windows: [], security_law_exemptions: [], ...(vestings.length > 0 ? { vestings } : {}),
            // The ledger's schedule itself, so Baobab's import gives back the grant as recorded (decision 0061).
            comments: [extrasComment({ ledgerVesting: entry.vesting } satisfies GrantExtras)],
          });
          grants.set(id, { securityId: security.security_id, holder: entry.holder, shareClass: entry.shareClass, price, planId: plan });
          break;
        }
        const terms = entry.openingTerms;
        issue(entry.date, entry.holder, entry.shareClass, entry.shares, entryMoney(entry.pricePerShareMinor, entry.currency, entry.pricePerShare), terms ? { extras: entryExtras(entry.shareClass, terms), ...(terms.exercisePrice === undefined ? {} : { exercisePrice: terms.exercisePrice }) } : undefined);
        break;
      }
      case 'transfer': {
        const isPlan = refs.planOf(entry.shareClass) !== null;
        take(entry.date, entry.fromHolder, entry.shareClass, entry.shares, (lot, taken) => {
          const tx: Json = isPlan
            ? { object_type: 'TX_EQUITY_COMPENSATION_CANCELLATION', id: txId(), date: entry.date, security_id: lot.securityId, quantity: numeric(taken), reason_text: ocfTexts.transferredTo(entry.toHolder) }
            : { object_type: 'TX_STOCK_TRANSFER', id: txId(), date: entry.date, security_id: lot.securityId, quantity: numeric(taken), resulting_security_ids: [] as string[] };
          transactions.push(tx);
          const resulting = issue(entry.date, entry.toHolder, entry.shareClass, taken, lot.price);
          if (!isPlan) (tx.resulting_security_ids as string[]).push(resulting);
          return tx;
        });
        break;
      }
      case 'cancellation': {
        if (entry.grantId !== undefined) {
          const grant = grants.get(entry.grantId);
          if (!grant) throw new Error(`ledger replay: unknown grant ${entry.grantId}`);
          transactions.push({ object_type: 'TX_EQUITY_COMPENSATION_CANCELLATION', id: txId(), date: entry.date, security_id: grant.securityId, quantity: numeric(entry.shares), reason_text: ocfTexts.cancelled });
          count(grant.planId, -entry.shares);
          break;
        }
        const type = refs.planOf(entry.shareClass) ? 'TX_EQUITY_COMPENSATION_CANCELLATION' : 'TX_STOCK_CANCELLATION';
        take(entry.date, entry.holder, entry.shareClass, entry.shares, (lot, taken) => {
          const tx: Json = { object_type: type, id: txId(), date: entry.date, security_id: lot.securityId, quantity: numeric(taken), reason_text: ocfTexts.cancelled };
          transactions.push(tx);
          return tx;
        });
        break;
      }
      case 'repurchase': {
        const price = entryMoney(entry.pricePerShareMinor, entry.currency, entry.pricePerShare);
        const isPlan = refs.planOf(entry.shareClass) !== null;
        take(entry.date, entry.holder, entry.shareClass, entry.shares, (lot, taken) => {
          const tx: Json = isPlan
            ? { object_type: 'TX_EQUITY_COMPENSATION_CANCELLATION', id: txId(), date: entry.date, security_id: lot.securityId, quantity: numeric(taken), reason_text: ocfTexts.repurchased }
            : { object_type: 'TX_STOCK_REPURCHASE', id: txId(), date: entry.date, security_id: lot.securityId, quantity: numeric(taken), price };
          transactions.push(tx);
          return tx;
        });
        break;
      }
      case 'exercise': {
        const grant = grants.get(entry.grantId);
        if (!grant) throw new Error(`ledger replay: unknown grant ${entry.grantId}`);
        const tx: Json = { object_type: 'TX_EQUITY_COMPENSATION_EXERCISE', id: txId(), date: entry.date, security_id: grant.securityId, quantity: numeric(entry.shares), resulting_security_ids: [] as string[] };
        transactions.push(tx);
        (tx.resulting_security_ids as string[]).push(issue(entry.date, grant.holder, grant.shareClass, entry.shares, grant.price));
        break;
      }
      case 'plan':
        // A stock plan object (ocf-export.ts writes it from the entry, reserving the size it was created with), not a transaction.
        planSizes.set(id, entry.shares);
        break;
      case 'pool-increase': {
        const before = planSizes.get(entry.planId);
        if (before === undefined) throw new Error(`ledger replay: pool increase of unknown plan ${entry.planId}`);
        const size = before + entry.shares;
        planSizes.set(entry.planId, size);
        transactions.push({
          object_type: 'TX_STOCK_PLAN_POOL_ADJUSTMENT', id: txId(), date: entry.date, stock_plan_id: refs.ledgerPlanId(entry.planId), shares_reserved: numeric(size),
          ...(entry.boardApprovalDate ? { board_approval_date: entry.boardApprovalDate } : {}),
        });
        break;
      }
    }
  }
  return { transactions, granted };
}

const entryExtras = (shareClass: string, terms: OpeningTerms): EntryExtras => ({
  holderType: terms.shareholderType,
  shareClass,
  vesting: terms.vesting,
  liquidationPreference: terms.liquidationPreference,
  antiDilution: terms.antiDilution,
  hasExercisePrice: terms.exercisePrice !== undefined,
});
