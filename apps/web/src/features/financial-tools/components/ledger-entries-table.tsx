import { Trash2 } from 'lucide-react';
import type { LedgerEntry } from '@baobab/contracts/financial-tools-ledger';
import { ledgerKindLabels } from '@baobab/contracts/financial-tools-ledger-texts';
import { Button } from '@/components/ui/button';
import { formatPricePerShare } from '@baobab/contracts/price-per-share';
import { formatCount } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

/** Who an entry is about, in one cell: a transfer's two holders, a grant's holder. */
const holderOf = ({ entry }: LedgerEntry) => (entry.kind === 'transfer' ? `${entry.fromHolder} → ${entry.toHolder}` : entry.holder);
const classOf = ({ entry }: LedgerEntry, grants: Map<number, string>) =>
  entry.kind === 'exercise' ? (grants.get(entry.grantId) ?? '') : entry.shareClass;
type T = ReturnType<typeof useT<'financial-tools'>>;
const sharesOf = ({ entry }: LedgerEntry, t: T) => {
  const options = (entry.kind === 'issuance' && entry.isOption) || entry.kind === 'exercise' || (entry.kind === 'cancellation' && entry.grantId !== undefined);
  return options ? t('{{shares}} options', { count: entry.shares, shares: formatCount(entry.shares) }) : formatCount(entry.shares);
};
const priceOf = ({ entry }: LedgerEntry, t: T, locale: ReturnType<typeof useLocale>) => {
  if (entry.kind !== 'issuance' && entry.kind !== 'repurchase') return '';
  const price = formatPricePerShare(entry.pricePerShareMinor, entry.currency, locale);
  return entry.kind === 'issuance' && entry.isOption && entry.exercisePriceMinor !== undefined
    ? t('exercise {{price}}', { price: formatPricePerShare(entry.exercisePriceMinor, entry.currency, locale) })
    : price;
};

/** The ledger, oldest first; the founder may delete an entry (the server refuses one a later entry needs). */
export function LedgerEntriesTable({ entries, canEdit, deleting, onDelete }: { entries: LedgerEntry[]; canEdit: boolean; deleting: number | null; onDelete: (id: number) => void }) {
  const t = useT('financial-tools');
  const locale = useLocale();
  const grantClasses = new Map(entries.flatMap(({ id, entry }) => (entry.kind === 'issuance' && entry.isOption ? [[id, entry.shareClass] as const] : [])));
  if (entries.length === 0) return <p className="text-sm text-stone-600">{t('No entries yet.')}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t('Share ledger entries, oldest first')}</caption>
        <thead className="text-xs text-stone-500">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">{t('Date')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('Kind')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('Holder')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('Class')}</th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">{t('Shares')}</th>
            <th scope="col" className="py-1 pr-3 font-medium">{t('Price')}</th>
            {canEdit ? <th scope="col" className="sr-only">{t('Actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-stone-100">
              <td className="py-1.5 pr-3 whitespace-nowrap tabular-nums">{e.entry.date}</td>
              <td className="py-1.5 pr-3">{e.entry.kind === 'issuance' && e.entry.isOption ? t('{{kind}} (options)', { kind: t(ledgerKindLabels[e.entry.kind]) }) : t(ledgerKindLabels[e.entry.kind])}</td>
              <td className="py-1.5 pr-3">{holderOf(e)}</td>
              <td className="py-1.5 pr-3">{classOf(e, grantClasses)}</td>
              <td className="py-1.5 pr-3 text-right whitespace-nowrap tabular-nums">{sharesOf(e, t)}</td>
              <td className="py-1.5 pr-3 whitespace-nowrap">{priceOf(e, t, locale)}</td>
              {canEdit ? (
                <td className="py-1 text-right">
                  <Button type="button" variant="ghost" size="sm" disabled={deleting === e.id} onClick={() => onDelete(e.id)} aria-label={t('Delete the {{kind}} of {{date}} ({{holder}})', { kind: t(ledgerKindLabels[e.entry.kind]).toLowerCase(), date: e.entry.date, holder: holderOf(e) })}>
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
