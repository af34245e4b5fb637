import { lazy, Suspense, useState } from 'react';
import { Inbox } from 'lucide-react';
import type { Deal } from '@baobab/contracts/deals';
import { pageText } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FactLine } from '@/components/ui/fact-line';
import { StartupLogo } from '@/components/ui/startup-logo';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { fundPipelineTexts } from '@baobab/contracts/deals-texts';
import { PriorityBadge, StageBadge } from './deal-badges';
import { DealPeople } from './deal-people';
import { DealTaskSummary } from './deal-task-summary';
import { vocabularyLabel } from '@baobab/contracts/enums';

// The notes and update dialogs (Radix dialog, their forms, zod) load when a row's button asks for one.
const NotesDialog = lazy(() => import('./notes-dialog').then((m) => ({ default: m.NotesDialog })));
const AssignDealDialog = lazy(() => import('./assign-deal-dialog').then((m) => ({ default: m.AssignDealDialog })));
const UpdateDealDialog = lazy(() => import('./update-deal-dialog').then((m) => ({ default: m.UpdateDealDialog })));

/** The List tab (the spec's Deal Flow screen): one row per deal, with Notes and Update. */
export function DealList({ deals, readOnly = false }: { deals: Deal[]; readOnly?: boolean }) {
  const t = useT('deals');
  const translate = useTranslateMessage();
  const [notesFor, setNotesFor] = useState<Deal | null>(null);
  const [updating, setUpdating] = useState<Deal | null>(null);
  const [assigning, setAssigning] = useState<(Deal & { organisationId: number }) | null>(null);
  if (deals.length === 0) return <EmptyState icon={Inbox} title={t(pageText.noDeals)} />;
  return (
    <Card>
      <ul className="flex flex-col divide-y divide-stone-100" aria-label={t('Deals')}>
        {deals.map((deal) => (
          <li key={deal.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <StartupLogo name={deal.startup.name} logoUrl={deal.startup.logoUrl} />
              <div className="min-w-0">
                <p dir="auto" className="truncate font-medium">{deal.startup.name}</p>
                <p className="text-sm text-stone-600">
                  <FactLine facts={[translate(vocabularyLabel(deal.startup.region)), translate(vocabularyLabel(deal.startup.fundingStage))]} />
                </p>
              </div>
            </div>
            <div className="flex flex-col gap-2 md:w-56">
              <DealPeople deal={deal} />
              <DealTaskSummary deal={deal} readOnly={readOnly} />
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <StageBadge stage={deal.stage} />
              <PriorityBadge priority={deal.priority} />
              <span className="text-sm text-stone-700">{t('Interest {{level}}/10', { level: deal.interestLevel })}</span>
            </div>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={() => setNotesFor(deal)} aria-label={t('Notes for {{name}}', { name: deal.startup.name })}>
                {t('Notes')}
                {deal.noteCount ? ` (${deal.noteCount})` : ''}
              </Button>
              {deal.organisationId !== null && !readOnly ? (
                <Button variant="outline" size="sm" onClick={() => setAssigning({ ...deal, organisationId: deal.organisationId! })} aria-label={t(fundPipelineTexts.assignFor, { name: deal.startup.name })}>
                  {t(fundPipelineTexts.assign)}
                </Button>
              ) : null}
              {readOnly ? null : <Button variant="outline" size="sm" onClick={() => setUpdating(deal)} aria-label={t('Update {{name}}', { name: deal.startup.name })}>
                {t('Update')}

              </Button>}
            </div>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {notesFor ? <NotesDialog deal={notesFor} onClose={() => setNotesFor(null)} /> : null}
        {assigning ? <AssignDealDialog deal={assigning} onClose={() => setAssigning(null)} /> : null}
        {updating ? <UpdateDealDialog deal={updating} onClose={() => setUpdating(null)} /> : null}
      </Suspense>
    </Card>
  );
}
