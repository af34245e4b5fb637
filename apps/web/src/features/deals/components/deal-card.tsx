import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { FileDown, GripVertical } from 'lucide-react';
import type { Deal } from '@baobab/contracts/deals';
import { vocabularyLabel, type DealStage } from '@baobab/contracts/enums';
import { Card } from '@/components/ui/card';
import { NativeSelect } from '@/components/ui/native-select';
import { StartupLogo } from '@/components/ui/startup-logo';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { dealSummaryUrl } from '../api/get-deals';
import { PriorityBadge } from './deal-badges';
import { DealPeople } from './deal-people';
import { DealTaskSummary } from './deal-task-summary';
import { useStagesInUse } from './pipeline-stages-context';
import { useStageLabel } from './stage-label';
import { RoundRoomLink } from './round-room-link';

/** A Kanban card with every field of the spec's Deal Flow screen; dragged by its handle (mouse, touch or keyboard). */
export function DealCard({ deal, onMove, readOnly = false }: { deal: Deal; onMove: (stage: DealStage) => void; readOnly?: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: deal.id, data: { stage: deal.stage, name: deal.startup.name }, disabled: readOnly });
  const t = useT('deals');
  const translate = useTranslateMessage();
  const stageLabel = useStageLabel();
  const stages = useStagesInUse();
  const name = deal.startup.name;
  return (
    <Card
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={cn('flex flex-col gap-3 p-3', isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-600')}
      data-testid={`deal-card-${deal.id}`}
      aria-label={name}
      role="group"
    >
      <div className="flex items-start gap-2">
        {readOnly ? null : <button
          ref={setActivatorNodeRef}
          type="button"
          className="-ms-1 cursor-grab touch-none rounded p-1 text-stone-400 hover:bg-stone-100 hover:text-stone-700 active:cursor-grabbing"
          aria-label={t('Move {{name}}', { name })}
          {...attributes}
          {...listeners}
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>}
        <StartupLogo name={name} logoUrl={deal.startup.logoUrl} size="sm" />
        <p dir="auto" className="min-w-0 flex-1 break-words text-sm font-semibold leading-snug text-stone-900">{name}</p>
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-xs text-stone-600">{translate(vocabularyLabel(deal.startup.sector))}</p>
        <PriorityBadge priority={deal.priority} />
      </div>
      <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-xs">
        <dt className="text-stone-500">{t('Interest')}</dt>
        <dd className="text-end font-medium">{deal.interestLevel}/10</dd>
        <dt className="text-stone-500">{t('Last activity')}</dt>
        <dd className="text-end">{formatDate(deal.lastActivity)}</dd>
        <dt className="text-stone-500">{t('Source')}</dt>
        <dd className="truncate text-end">{deal.sourceChannel ?? '—'}</dd>
      </dl>
      <DealPeople deal={deal} />
      <DealTaskSummary deal={deal} readOnly={readOnly} />
      <RoundRoomLink startupId={deal.startup.id} name={name} />
      {deal.nextAction ? <p className="rounded-md bg-stone-50 px-2 py-1 text-xs text-stone-700">{t('Next: {{action}}', { action: deal.nextAction })}</p> : null}
      <NativeSelect size="sm" disabled={readOnly} aria-label={t('Stage for {{name}}', { name })} value={deal.stage} onChange={(e) => onMove(e.target.value as DealStage)}>
        {stages.map((stage) => (
          <option key={stage} value={stage} dir="auto">
            {stageLabel(stage)}
          </option>
        ))}
      </NativeSelect>
      {/* The PDF is of the reader's own pipeline entry (decision 0004), so a fund deal has none. */}
      {deal.organisationId === null ? <a
        href={dealSummaryUrl(deal.startup.id)}
        download
        aria-label={t('Download deal summary for {{name}}', { name })}
        className="inline-flex items-center gap-1 self-start text-xs font-medium text-brand-700 hover:underline"
      >
        <FileDown className="size-3.5" aria-hidden="true" /> {t('Deal summary (PDF)')}
      </a> : null}
    </Card>
  );
}
