import type { LedgerHolding } from '@baobab/contracts/financial-tools';
import { type ShareholderDraft, newKey } from './cap-table-draft';

/**
 * The cap-table editor's shareholders from the ledger's holdings on a date, so a round is modelled
 * on the real table: each holder's shares in their class (vested: the ledger records no
 * restricted stock), and their outstanding options in the Options class with what has vested and
 * their exercise price when the grants share one.
 * Common holders are taken as founders, other classes as investors, option holders as employees;
 * the founder can change any of it in the editor.
 */
export function shareholdersFromHoldings(rows: readonly LedgerHolding[]): ShareholderDraft[] {
  const base = { liquidationPreference: '1', antiDilution: 'None' as const, exercisePrice: '' };
  return rows.flatMap((r) => {
    const out: ShareholderDraft[] = [];
    if (r.shares > 0) {
      out.push({ ...base, key: newKey(), shareholderName: r.holder, shareholderType: r.shareClass.trim().toLowerCase() === 'common' ? 'founder' : 'investor', shareClass: r.shareClass, shares: String(r.shares), vested: String(r.shares), cliff: '0', schedule: 'immediate' });
    }
    if (r.optionsOutstanding > 0) {
      // The editor speaks US dollars: a price in another currency is left for the founder to enter.
      const price = r.optionsExercisePrice?.currency === 'USD' ? String(r.optionsExercisePrice.minor / 100) : '';
      out.push({ ...base, key: newKey(), shareholderName: r.holder, shareholderType: 'employee', shareClass: 'Options', shares: String(r.optionsOutstanding), vested: String(r.optionsExercisable), cliff: '0', schedule: '4-year', exercisePrice: price });
    }
    return out;
  });
}
