import { lazy, Suspense, useState } from 'react';
import { ListChecks } from 'lucide-react';
import type { Deal } from '@baobab/contracts/deals';
import { dealTaskTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/use-t';

// The detail (tasks, timeline, their forms and zod) loads when someone opens it.
const DealDetailDialog = lazy(() => import('./deal-detail-dialog').then((m) => ({ default: m.DealDetailDialog })));

/** A deal's open and overdue tasks on the board (overdue flagged in red), and the button that opens its tasks and activity. */
export function DealTaskSummary({ deal, readOnly }: { deal: Deal; readOnly: boolean }) {
  const t = useT('deals');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t(texts.openFor, { name: deal.startup.name })}
        className="inline-flex items-center gap-1 text-xs font-medium text-brand-700 hover:underline"
      >
        <ListChecks className="size-3.5" aria-hidden="true" /> {t(texts.open)}
      </button>
      {deal.overdueTaskCount ? (
        <Badge variant="destructive" data-testid={`deal-overdue-${deal.id}`}>
          {t(texts.overdueCount, { count: deal.overdueTaskCount })}
        </Badge>
      ) : deal.openTaskCount ? (
        <Badge variant="secondary">{t(texts.openCount, { count: deal.openTaskCount })}</Badge>
      ) : null}
      <Suspense fallback={null}>{open ? <DealDetailDialog deal={deal} readOnly={readOnly} onClose={() => setOpen(false)} /> : null}</Suspense>
    </div>
  );
}
