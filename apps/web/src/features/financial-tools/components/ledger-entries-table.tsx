import { Trash2 } from 'lucide-react';
import type { LedgerEntry } from '@baobab/contracts/financial-tools-ledger';
import { ledgerKindLabels } from '@baobab/contracts/financial-tools-ledger';
import { Button } from '@/components/ui/button';
import { FactLine } from '@/components/ui/fact-line';
import { formatPrice } from '@baobab/contracts/money-display';
import { minorToDecimalPrice } from '@baobab/contracts/price-per-share';
import { formatCount } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

type PlanNames = Map<number, { name: string; shareClass: string }>;
/** Who an entry is about, in one cell: a transfer's two holders, a grant's holder, a plan's name (a pool increase's too). */
const holderOf = ({ entry }: LedgerEntry, plans: PlanNames) =>
  entry.kind === 'transfer' ? `${entry.fromHolder} → ${entry.toHolder}` : entry.kind === 'plan' ? entry.planName : entry.kind === 'pool-increase' ? (plans.get(entry.planId)?.name ?? '') : entry.holder;
/**
 * The class, and for a grant from a plan the plan's name, as the facts of one cell. A class Baobab names itself
 * ('Common', 'Options') reads in the reader's language, as in the holdings tables; one the founder named comes back
 * as written. Each fact is isolated in its own direction, so the cell itself follows the page's.
 */
const classOf = ({ entry }: LedgerEntry, grants: Map<number, string>, plans: PlanNames, translate: (text: string) => string): string[] => {
  if (entry.kind === 'exercise') return [translate(grants.get(entry.grantId) ?? '')];
  if (entry.kind === 'pool-increase') return [translate(plans.get(entry.planId)?.shareClass ?? '')];
  const plan = entry.kind === 'issuance' && entry.planId !== undefined ? plans.get(entry.planId) : undefined;
  return plan === undefined ? [translate(entry.shareClass)] : [translate(entry.shareClass), plan.name];
};
type T = ReturnType<typeof useT<'financial-tools'>>;
const sharesOf = ({ entry }: LedgerEntry, t: T) => {
  const options = (entry.kind === 'issuance' && entry.isOption) || entry.kind === 'plan' || entry.kind === 'pool-increase' || entry.kind === 'exercise' || (entry.kind === 'cancellation' && entry.grantId !== undefined);
  return options ? t('{{shares}} options', { count: entry.shares, shares: formatCount(entry.shares) }) : formatCount(entry.shares);
};
const priceOf = ({ entry }: LedgerEntry, t: T, locale: ReturnType<typeof useLocale>) => {
  if (entry.kind === 'plan' || entry.kind === 'pool-increase') return entry.boardApprovalDate ? t('board approval {{date}}', { date: entry.boardApprovalDate }) : '';
  if (entry.kind !== 'issuance' && entry.kind !== 'repurchase') return '';
  // With its real decimals: the decimal price when the entry has one, else the minor units' own value.
  const price = formatPrice(entry.pricePerShare ?? minorToDecimalPrice(entry.pricePerShareMinor, entry.currency), entry.currency, { locale });
  return entry.kind === 'issuance' && entry.isOption && entry.exercisePriceMinor !== undefined
    ? t('exercise {{price}}', { price: formatPrice(entry.exercisePrice ?? minorToDecimalPrice(entry.exercisePriceMinor, entry.currency), entry.currency, { locale }) })
    : price;
};

/** The ledger, oldest first; the founder may delete an entry (the server refuses one a later entry needs). */
export function LedgerEntriesTable({ entries, canEdit, deleting, onDelete }: { entries: LedgerEntry[]; canEdit: boolean; deleting: number | null; onDelete: (id: number) => void }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const locale = useLocale();
  const grantClasses = new Map(entries.flatMap(({ id, entry }) => (entry.kind === 'issuance' && entry.isOption ? [[id, entry.shareClass] as const] : [])));
  const planNames: PlanNames = new Map(entries.flatMap(({ id, entry }) => (entry.kind === 'plan' ? [[id, { name: entry.planName, shareClass: entry.shareClass }] as const] : [])));
  if (entries.length === 0) return <p className="text-sm text-stone-600">{t('No entries yet.')}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[36rem] text-start text-sm">
        <caption className="sr-only">{t('Share ledger entries, oldest first')}</caption>
        <thead className="text-xs text-stone-500">
          <tr>
            <th scope="col" className="py-1 pe-3 font-medium">{t('Date')}</th>
            <th scope="col" className="py-1 pe-3 font-medium">{t('Kind')}</th>
            <th scope="col" className="py-1 pe-3 font-medium">{t('Holder')}</th>
            <th scope="col" className="py-1 pe-3 font-medium">{t('Class')}</th>
            <th scope="col" className="py-1 pe-3 text-end font-medium">{t('Shares')}</th>
            <th scope="col" className="py-1 pe-3 font-medium">{t('Price')}</th>
            {canEdit ? <th scope="col" className="sr-only">{t('Actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-t border-stone-100">
              <td className="py-1.5 pe-3 whitespace-nowrap tabular-nums">{e.entry.date}</td>
              <td className="py-1.5 pe-3">{e.entry.kind === 'issuance' && e.entry.isOption ? t('{{kind}} (options)', { kind: t(ledgerKindLabels[e.entry.kind]) }) : t(ledgerKindLabels[e.entry.kind])}</td>
              <td className="py-1.5 pe-3" dir="auto">{holderOf(e, planNames)}</td>
              <td className="py-1.5 pe-3">
                <FactLine facts={classOf(e, grantClasses, planNames, translate)} />
              </td>
              <td className="py-1.5 pe-3 text-end whitespace-nowrap tabular-nums">{sharesOf(e, t)}</td>
              <td className="py-1.5 pe-3 whitespace-nowrap">{priceOf(e, t, locale)}</td>
              {canEdit ? (
                <td className="py-1 text-end">
                  <Button type="button" variant="ghost" size="sm" disabled={deleting === e.id} onClick={() => onDelete(e.id)} aria-label={t('Delete the {{kind}} of {{date}} ({{holder}})', { kind: t(ledgerKindLabels[e.entry.kind]).toLowerCase(), date: e.entry.date, holder: holderOf(e, planNames) })}>
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
