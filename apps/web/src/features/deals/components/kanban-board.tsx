import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useMemo, useRef } from 'react';
import type { DealBoardQuery } from '@baobab/contracts/deals';
import type { DealStage } from '@baobab/contracts/enums';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { arrowStep, directionOf } from '@/lib/arrow-step';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { columnCount, columnDeals } from '../api/board-cache';
import { useDealColumn } from '../api/get-board';
import { DealCard } from './deal-card';
import { useStagesInUse } from './pipeline-stages-context';
import { useStageLabel } from './stage-label';
import { useMoveDeal } from './use-move-deal';

/**
 * Arrow keys jump a picked-up card to the next or previous stage column (rather than nudging it
 * 25 px at a time), so a keyboard user moves a deal with Space, an arrow, and Space. Left and right follow the
 * screen (arrow-step.ts): in Arabic the stages run right to left, so ArrowLeft goes to the next stage.
 * The column chosen by the keys is remembered in `chosen` (until the next pick-up) and is where
 * the card lands: dnd-kit works out `over` a render after the card moves, so a Space pressed
 * straight after an arrow (a fast keyboard user, or a test) would otherwise drop the card on the
 * column it left. dnd-kit measures the columns a frame or two after the pick-up; an arrow
 * pressed sooner measures the target column from its element.
 */
function columnCoordinates(chosen: { current: DealStage | null }, stages: readonly DealStage[]): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = arrowStep(event.code, directionOf(context.activeNode ?? event.target), { vertical: true });
    if (!step) return undefined;
    event.preventDefault();
    const from = (chosen.current ?? context.over?.id ?? context.active?.data.current?.stage) as DealStage | undefined;
    const target = from ? stages[stages.indexOf(from) + step] : undefined;
    const rect = target ? (context.droppableRects.get(target) ?? context.droppableContainers.get(target)?.node.current?.getBoundingClientRect()) : undefined;
    if (!target || !rect) return currentCoordinates;
    chosen.current = target;
    const width = context.collisionRect?.width ?? 0;
    return { x: rect.left + Math.max(0, (rect.width - width) / 2), y: rect.top + 40 };
  };
}

type ColumnProps = { stage: DealStage; query: DealBoardQuery; isBoardLoaded: boolean; isShown: boolean; onMove: (id: number, stage: DealStage) => void; readOnly: boolean };

/** A stage: its count (every matching deal, not only those shown), its cards, and "Show more" while a page follows. */
function Column({ stage, query, isBoardLoaded, isShown, onMove, readOnly }: ColumnProps) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const pages = useDealColumn(query, stage, isBoardLoaded && isShown);
  // A stage the stage filter hides shows as empty, as it did when the whole list was filtered.
  const deals = isShown ? columnDeals(pages.data) : [];
  const count = isShown ? columnCount(pages.data) : 0;
  return (
    <section
      ref={setNodeRef}
      aria-label={t('{{stage}} column', { stage: stageLabel(stage) })}
      className={cn('flex w-64 shrink-0 flex-col gap-3 rounded-xl bg-stone-100 p-3 xl:w-auto', isOver && 'bg-brand-50 ring-2 ring-brand-600')}
    >
      <h2 className="flex items-center justify-between text-sm font-semibold text-stone-800">
        <span dir="auto">{stageLabel(stage)}</span>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs text-stone-700" aria-label={t('{{number}} deals', { number: count })}>
          {count}
        </span>
      </h2>
      {deals.map((deal) => (
        <DealCard key={deal.id} deal={deal} readOnly={readOnly} onMove={(next) => onMove(deal.id, next)} />
      ))}
      {deals.length === 0 ? <p className="py-4 text-center text-xs text-stone-500">{t('Drop a deal here')}</p> : null}
      {isShown && pages.hasNextPage ? (
        <div className="flex flex-col items-center gap-1">
          <p className="text-xs text-stone-600">{t('{{shown}} of {{number}} shown', { shown: deals.length, number: count })}</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="w-full"
            aria-label={t('Show more of {{stage}}', { stage: stageLabel(stage) })}
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? <Spinner className="size-4" /> : null}
            {t('Show more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

type BoardProps = { query: DealBoardQuery; isBoardLoaded: boolean; stageFilter: DealStage | 'all'; readOnly?: boolean };

/**
 * A column per stage the pipeline uses (six unless a fund chose fewer, decision 0068), with counts (the spec's Deal Flow screen), each paged on its own (decision 0066); a deal
 * moves by its selector or by drag and drop, except for a fund's viewer (`readOnly`), whom the server would refuse.
 */
export function KanbanBoard({ query, isBoardLoaded, stageFilter, readOnly = false }: BoardProps) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const inUse = useStagesInUse();
  const stageOf = (id: unknown) => (inUse.includes(id as DealStage) ? stageLabel(id as DealStage) : String(id));
  const moveDeal = useMoveDeal();
  // The card's name travels in its drag data: it may be on any loaded page of any column.
  const nameOf = (active: Active) => (active.data.current?.name as string | undefined) ?? t('Deal');
  const chosen = useRef<DealStage | null>(null);
  // The arrow keys step through the stages the pipeline uses (a fund's may be fewer than six).
  const coordinateGetter = useMemo(() => columnCoordinates(chosen, inUse), [inUse]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter }));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('Picked up {{name}}. Use the arrow keys to choose a stage, Space to drop, Escape to cancel.', { name: nameOf(active) }),
    onDragOver: ({ active, over }) =>
      over ? t('{{name}} is over {{stage}}.', { name: nameOf(active), stage: stageOf(over.id) }) : t('{{name}} is not over a stage.', { name: nameOf(active) }),
    onDragEnd: ({ active, over }) => {
      const target = chosen.current ?? over?.id;
      return target ? t('{{name}} moved to {{stage}}.', { name: nameOf(active), stage: stageOf(target) }) : t('{{name}} was dropped.', { name: nameOf(active) });
    },
    onDragCancel: ({ active }) => t('Moving {{name}} was cancelled.', { name: nameOf(active) }),
  };


  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const target = chosen.current ?? (over?.id as DealStage | undefined);
    if (!target || target === active.data.current?.stage) return;
    moveDeal(Number(active.id), target);
  };
  const forgetChoice = () => {
    chosen.current = null;
  };

  return (
    <DndContext sensors={sensors} onDragStart={forgetChoice} onDragCancel={forgetChoice} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <div className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 xl:grid xl:auto-cols-fr xl:grid-flow-col xl:overflow-visible">
        {inUse.map((stage) => (
          <Column key={stage} stage={stage} query={query} isBoardLoaded={isBoardLoaded} isShown={stageFilter === 'all' || stageFilter === stage} onMove={moveDeal} readOnly={readOnly} />
        ))}
      </div>
    </DndContext>
  );
}
