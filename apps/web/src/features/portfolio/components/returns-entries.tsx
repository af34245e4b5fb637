import { Trash2 } from 'lucide-react';
import type { PortfolioReturnsView } from '@baobab/contracts/portfolio-returns';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { Button } from '@/components/ui/button';
import { FactLine } from '@/components/ui/fact-line';
import { errorMessage } from '@/lib/api';
import { useLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useDeleteFlow, useDeleteMark } from '../api/get-returns';
import { flowKindLabel } from './returns-entry-forms';

/**
 * The flows and marks the investor (or their fund's members) recorded; confirmed rounds and exits are changed
 * where they were recorded. A fund's viewer sees them without the delete buttons (the server refuses them too).
 */
export function ReturnsEntries({ companies, canChange = true, isFund = false }: { companies: PortfolioReturnsView['companies']; canChange?: boolean; isFund?: boolean }) {
  const t = useT('portfolio');
  const locale = useLocale();
  const deleteFlow = useDeleteFlow();
  const deleteMark = useDeleteMark();
  const failed = (error: unknown) => toast({ title: 'Could not delete the entry', description: errorMessage(error), variant: 'destructive' });
  const rows = companies.flatMap((c) => [
    ...c.flows.filter((f) => f.origin === 'recorded' && f.id !== null).map((f) => ({ key: `f${f.id}`, company: c.startup.name, date: f.date, what: flowKindLabel(t, f.kind), amount: formatMinorAmount(f.amountMinor, f.currency, { locale }), note: f.note, remove: () => deleteFlow.mutate(f.id!, { onError: failed }) })),
    ...c.marks.map((m) => ({ key: `m${m.id}`, company: c.startup.name, date: m.date, what: isFund ? t('Mark') : t('Your mark'), amount: formatMinorAmount(m.valueMinor, m.currency, { locale }), note: m.source, remove: () => deleteMark.mutate(m.id, { onError: failed }) })),
  ]);
  if (rows.length === 0) return <p className="text-sm text-stone-600">{isFund ? t('No flows or marks recorded for the fund yet.') : t('No flows or marks recorded yet: confirmed rounds count as your first cheques and follow-ons.')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-stone-100 text-sm">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <FactLine facts={[<span className="font-semibold">{row.company}</span>, row.what, row.date, <span className="tabular-nums">{row.amount}</span>]} />
            {row.note ? <span dir="auto" className="block text-xs text-stone-500 [overflow-wrap:anywhere]">{row.note}</span> : null}
          </span>
          {canChange ? (
            <Button type="button" variant="ghost" size="sm" aria-label={t('Delete {{what}} of {{date}} in {{company}}', { what: row.what, date: row.date, company: row.company })} onClick={row.remove}>
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
