/**
 * The cap table is the share ledger's holdings on a date (decision 0031). This module is the one
 * place that turns one into the other:
 * - `openingEntries`: the cap-table form's shareholders as the ledger's opening position, one share
 *   issuance per row on the founder's date, each carrying the row's terms (type, vesting as stated
 *   that day, preference, anti-dilution, exercise price) so that nothing the form said is lost;
 * - `capTableInputOn`: the cap table's input on a date, the holdings as shareholders with the round
 *   model (classes' terms, safes, notes, a priced round, the pool, exit values) on top. Every reader
 *   of ownership (the cap table, its exports, the waterfall, the facts insights read) goes through it.
 *
 * Conventions, for holdings the form did not write itself:
 * - a (holder, class) position keeps its issuance's stated vesting when it is still exactly that one
 *   issuance; otherwise its unvested shares are the sum of its stated unvested parts, capped at what
 *   is held, and the rest is vested (shares issued in the ledger without terms are fully vested);
 * - a holder's type is the one their terms state in any class, else 'shareholder';
 * - outstanding options of the ledger's grants are a row in the Options class, with their vested
 *   count and the grant's schedule; the exercise price in the grant's currency's major units when
 *   the row's grants share one;
 * - the unallocated option pool is the ledger's (its plans' remaining pool on the date, decision 0056)
 *   once an equity incentive plan exists; before that, the model's figure;
 * - a class the ledger names that the model does not declare (and the engine does not know) is
 *   declared as common, without preference, until the founder declares its terms;
 * - rows follow the order in which the ledger first gave each holder that class.
 */
import { type CapTableShareholder, type CreateCapTableInput, type LedgerEntryInput, type OpeningTerms, isBuiltInShareClass } from '@baobab/contracts/financial-tools';
import { type LedgerRecord, holdingsOn, ledgerOrder, remainingPoolOn } from './share-ledger';

/** What "Generate Cap Table" keeps besides the shares: the round model, a scenario on top of the holdings. */
export type CapTableModel = Omit<CreateCapTableInput, 'shares' | 'openingDate'>;

type Issuance = Extract<LedgerEntryInput, { kind: 'issuance' }>;
type Currency = Issuance['currency'];

/** The opening position: one issuance of shares per form row, in the form's order, at no price (the form states none). */
export function openingEntries(shares: readonly CapTableShareholder[], date: string, currency: Currency): Issuance[] {
  return shares.map((row) => ({
    kind: 'issuance',
    date,
    holder: row.shareholderName.trim(),
    shareClass: row.shareClass.trim(),
    shares: row.shares,
    pricePerShareMinor: 0,
    currency,
    isOption: false,
    openingTerms: {
      shareholderType: row.shareholderType.trim(),
      vesting: row.vesting,
      liquidationPreference: row.liquidationPreference,
      antiDilution: row.antiDilution,
      ...(row.exercisePrice === undefined ? {} : { exercisePrice: row.exercisePrice }),
    },
  }));
}

const positionKey = (holder: string, shareClass: string) => JSON.stringify([holder, shareClass]);

/** Every (holder, class) the ledger ever gave shares or options to, in the order it first did, up to `asOf`. */
function firstAppearance(ordered: readonly LedgerRecord[], asOf: string): Map<string, number> {
  const order = new Map<string, number>();
  const grantClass = new Map<number, string>();
  const see = (holder: string, shareClass: string) => {
    const key = positionKey(holder, shareClass);
    if (!order.has(key)) order.set(key, order.size);
  };
  for (const { id, entry } of ordered) {
    if (entry.date > asOf) break;
    if (entry.kind === 'issuance') {
      if (entry.isOption) grantClass.set(id, entry.shareClass);
      see(entry.holder, entry.isOption ? optionClass : entry.shareClass);
    } else if (entry.kind === 'transfer') see(entry.toHolder, entry.shareClass);
    else if (entry.kind === 'exercise') see(entry.holder, grantClass.get(entry.grantId) ?? '');
  }
  return order;
}

/** The class outstanding options of ledger grants are shown in (the engine's built-in option class). */
const optionClass = 'Options';

const scheduleLabel = (months: number) => (months === 0 ? 'immediate' : `${months}-month`);

/** The cap table's shareholders on `asOf`: the ledger replayed to that date (a RangeError when the ledger cannot replay). */
export function shareholdersOn(records: readonly LedgerRecord[], asOf: string): CapTableShareholder[] {
  const ordered = ledgerOrder(records);
  const holdings = holdingsOn(ordered, asOf);
  const terms = new Map<string, { shares: number; terms: OpeningTerms }[]>();
  const typeOf = new Map<string, string>();
  const grants = new Map<string, Issuance[]>();
  for (const { entry } of ordered) {
    if (entry.date > asOf) break;
    if (entry.kind !== 'issuance') continue;
    if (entry.isOption) {
      const list = grants.get(entry.holder) ?? [];
      grants.set(entry.holder, [...list, entry]);
    } else if (entry.openingTerms) {
      const key = positionKey(entry.holder, entry.shareClass);
      terms.set(key, [...(terms.get(key) ?? []), { shares: entry.shares, terms: entry.openingTerms }]);
      if (!typeOf.has(entry.holder)) typeOf.set(entry.holder, entry.openingTerms.shareholderType);
    }
  }
  const rows: { order: number; row: CapTableShareholder }[] = [];
  const order = firstAppearance(ordered, asOf);
  for (const h of holdings.rows) {
    if (h.shares > 0) {
      const stated = terms.get(positionKey(h.holder, h.shareClass)) ?? [];
      const only = stated.length === 1 && stated[0]?.shares === h.shares ? stated[0].terms : undefined;
      const first = stated[0]?.terms;
      const unvested = Math.min(h.shares, stated.reduce((sum, s) => sum + (s.terms.vesting.total - s.terms.vesting.vested), 0));
      rows.push({
        order: order.get(positionKey(h.holder, h.shareClass)) ?? order.size,
        row: {
          shareholderName: h.holder,
          shareholderType: first?.shareholderType ?? typeOf.get(h.holder) ?? 'shareholder',
          shares: h.shares,
          shareClass: h.shareClass,
          vesting: only?.vesting ?? { total: h.shares, vested: h.shares - unvested, cliff: first?.vesting.cliff ?? 0, schedule: first?.vesting.schedule ?? 'immediate' },
          liquidationPreference: first?.liquidationPreference ?? 1,
          antiDilution: first?.antiDilution ?? 'None',
          ...(first?.exercisePrice === undefined ? {} : { exercisePrice: first.exercisePrice }),
        },
      });
    }
    if (h.optionsOutstanding > 0) {
      const schedule = grants.get(h.holder)?.find((g) => g.shareClass === h.shareClass)?.vesting;
      const months = schedule?.vestingMonths ?? 0;
      rows.push({
        order: order.get(positionKey(h.holder, optionClass)) ?? order.size,
        row: {
          shareholderName: h.holder,
          shareholderType: typeOf.get(h.holder) ?? 'employee',
          shares: h.optionsOutstanding,
          shareClass: optionClass,
          vesting: { total: h.optionsOutstanding, vested: Math.min(h.optionsOutstanding, h.optionsExercisable), cliff: Math.min(schedule?.cliffMonths ?? 0, months), schedule: scheduleLabel(months) },
          liquidationPreference: 1,
          antiDilution: 'None',
          ...(h.optionsExercisePrice ? { exercisePrice: Number(h.optionsExercisePrice.price) } : {}),
        },
      });
    }
  }
  return rows.sort((a, b) => a.order - b.order).map((r) => r.row);
}

/**
 * The cap table's input on `asOf`: the ledger's holdings with the round model on top, or null when
 * nobody holds anything that day. Undeclared classes are declared as common, and pro-rata holders
 * who no longer hold anything are left out, so the input is always one the contract accepts.
 */
export function capTableInputOn(records: readonly LedgerRecord[], model: CapTableModel | null, asOf: string): CreateCapTableInput | null {
  const shares = shareholdersOn(records, asOf);
  if (shares.length === 0) return null;
  const declared = new Set((model?.shareClasses ?? []).map((c) => c.name.trim().toLowerCase()));
  const undeclared = [...new Set(shares.map((s) => s.shareClass))].filter((name) => !declared.has(name.trim().toLowerCase()) && !isBuiltInShareClass(name));
  const shareClasses = [...(model?.shareClasses ?? []), ...undeclared.map((name) => ({ name, kind: 'common' as const }))];
  const names = new Set(shares.map((s) => s.shareholderName));
  const round = model?.pricedRound;
  const pricedRound = round?.proRataHolders ? { ...round, proRataHolders: round.proRataHolders.filter((n) => names.has(n)) } : round;
  // The pool has one source once the company has an equity incentive plan: the plans' remaining pool on the date.
  const pool = remainingPoolOn(holdingsOn(records, asOf).plans);
  return {
    ...model,
    shares,
    ...(shareClasses.length > 0 ? { shareClasses } : {}),
    ...(pricedRound ? { pricedRound } : {}),
    ...(pool === null ? {} : { unallocatedOptionPool: pool }),
  } as CreateCapTableInput;
}
