import { Trash2 } from 'lucide-react';
import { type LedgerEntry, ledgerKindLabels } from '@baobab/contracts/financial-tools';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';

/** Who an entry is about, in one cell: a transfer's two holders, a grant's holder. */
const holderOf = ({ entry }: LedgerEntry) => (entry.kind === 'transfer' ? `${entry.fromHolder} → ${entry.toHolder}` : entry.holder);
const classOf = ({ entry }: LedgerEntry, grants: Map<number, string>) =>
  entry.kind === 'exercise' ? (grants.get(entry.grantId) ?? '') : entry.shareClass;
const sharesOf = ({ entry }: LedgerEntry) => {
  const options = (entry.kind === 'issuance' && entry.isOption) || entry.kind === 'exercise' || (entry.kind === 'cancellation' && entry.grantId !== undefined);
  return `${formatCount(entry.shares)}${options ? ' options' : ''}`;
};
const priceOf = ({ entry }: LedgerEntry) => {
  if (entry.kind !== 'issuance' && entry.kind !== 'repurchase') return '';
  const price = `${entry.pricePerShareMinor}¢ ${entry.currency}`;
  return entry.kind === 'issuance' && entry.isOption && entry.exercisePriceMinor !== undefined ? `exercise ${entry.exercisePriceMinor}¢ ${entry.currency}` : price;
};

/** The ledger, oldest first; the founder may delete an entry (the server refuses one a later entry needs). */
export function LedgerEntriesTable({ entries, canEdit, deleting, onDelete }: { entries: LedgerEntry[]; canEdit: boolean; deleting: number | null; onDelete: (id: number) => void }) {
  const grantClasses = new Map(entries.flatMap(({ id, entry }) => (entry.kind === 'issuance' && entry.isOption ? [[id, entry.shareClass] as const] : [])));
  if (entries.length === 0) return <p className="text-sm text-stone-600">No entries yet.</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Share ledger entries, oldest first</caption>
        <thead className="text-xs text-stone-500">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">Date</th>
            <th scope="col" className="py-1 pr-3 font-medium">Kind</th>
            <th scope="col" className="py-1 pr-3 font-medium">Holder</th>
            <th scope="col" className="py-1 pr-3 font-medium">Class</th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">Shares</th>
            <th scope="col" className="py-1 pr-3 font-medium">Price</th>
            {canEdit ? <th scope="col" className="sr-only">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-stone-100">
              <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{e.entry.date}</td>
              <td className="py-1.5 pr-3">{ledgerKindLabels[e.entry.kind]}{e.entry.kind === 'issuance' && e.entry.isOption ? ' (options)' : ''}</td>
              <td className="py-1.5 pr-3">{holderOf(e)}</td>
              <td className="py-1.5 pr-3">{classOf(e, grantClasses)}</td>
              <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">{sharesOf(e)}</td>
              <td className="py-1.5 pr-3 whitespace-nowrap">{priceOf(e)}</td>
              {canEdit ? (
                <td className="py-1 text-right">
                  <Button type="button" variant="ghost" size="sm" disabled={deleting === e.id} onClick={() => onDelete(e.id)} aria-label={`Delete the ${ledgerKindLabels[e.entry.kind].toLowerCase()} of ${e.entry.date} (${holderOf(e)})`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
