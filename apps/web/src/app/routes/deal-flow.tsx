import { lazy, useDeferredValue, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { Link, useLocation, useSearch } from 'wouter';
import { ArrowLeft, Plus } from 'lucide-react';
import { dealMatchesSearch, fundPipelineTexts } from '@baobab/contracts/deals-texts';
import { dealPriorities, dealPriorityLabels } from '@baobab/contracts/enums';
import { InvestorOnlyNotice } from '@/components/layouts/investor-only-notice';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { boardQuery, useDealBoard } from '@/features/deals/api/get-board';
import { useDeals, type DealFilters } from '@/features/deals/api/get-deals';
import { DealAnalytics } from '@/features/deals/components/deal-analytics';
import { DealList } from '@/features/deals/components/deal-list';
import { KanbanBoard } from '@/features/deals/components/kanban-board';
import { useMyPipelineOrganisations } from '@/features/deals/api/get-organisation-pipelines';
import { PipelineSwitch, usePipelineRole } from '@/features/deals/components/pipeline-switch';
import { usePipelineStages } from '@/features/organisations/api/pipeline-stages';
import { PipelineStagesContext, pipelineView, useStagesInUse } from '@/features/deals/components/pipeline-stages-context';
import { useStageLabel } from '@/features/deals/components/stage-label';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

// The dialog, its form and zod load once the pipeline is there, not before its first paint.
const AddDealDialog = lazy(() => import('@/features/deals/components/add-deal-dialog').then((m) => ({ default: m.AddDealDialog })));

/** The dialog's button, inactive until the dialog loads (same size: nothing shifts). */
function AddDealPlaceholder() {
  const t = useT('deals');
  return (
    <Button disabled>
      <Plus aria-hidden="true" /> {t('Add Deal')}
    </Button>
  );
}

/** The pipeline on screen is in the address (?organisation=ID), so a mention's link opens the fund's. */
function useChosenPipeline(): [number | undefined, (id: number | undefined) => void] {
  const [, navigate] = useLocation();
  const raw = Number(new URLSearchParams(useSearch()).get('organisation'));
  const organisationId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  return [organisationId, (id) => navigate(id === undefined ? '/portfolio/deal-flow' : `/portfolio/deal-flow?organisation=${id}`, { replace: true })];
}

function Loading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner />
    </div>
  );
}

function NotAMember() {
  const t = useT('deals');
  return (
    <div className="mx-auto flex max-w-[1600px] flex-col items-start gap-4 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('Deal Flow')}</h1>
      <p role="alert" className="rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-700">
        {t(fundPipelineTexts.notMember)}
      </p>
      <Button asChild variant="outline">
        <Link href="/portfolio/deal-flow">{t(fundPipelineTexts.openMine)}</Link>
      </Button>
    </div>
  );
}

/**
 * A fund's own stages (decision 0068) for everything below: columns, selectors, the filter, analytics and the
 * timeline name them as the fund does and leave out the stages it does not use. A person's own pipeline is standard.
 */
function Pipeline() {
  const [organisationId] = useChosenPipeline();
  const stages = usePipelineStages(organisationId);
  const view = useMemo(() => pipelineView(organisationId === undefined ? undefined : stages.data?.stages), [organisationId, stages.data]);
  return (
    <PipelineStagesContext.Provider value={view}>
      <PipelineScreen stagesLoading={organisationId !== undefined && stages.isPending} />
    </PipelineStagesContext.Provider>
  );
}

function PipelineScreen({ stagesLoading }: { stagesLoading: boolean }) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const stagesInUse = useStagesInUse();
  const [filters, setFilters] = useState<DealFilters>({ stage: 'all', priority: 'all' });
  const [search, setSearch] = useState('');
  const [organisationId, choosePipeline] = useChosenPipeline();
  const role = usePipelineRole(organisationId);
  // An organisation the person is not in (never was, left, or was removed, e.g. from an old mention's link): the
  // server answers nothing of it, and an empty board would read as an empty pipeline with Add Deal offered.
  const memberships = useMyPipelineOrganisations();
  const notMember = organisationId !== undefined && memberships.isSuccess && role === undefined;
  const [tab, setTab] = useState('kanban');
  // The board and its counts are asked of the server per stage (decision 0066), the search with them once typing pauses.
  const query = boardQuery({ priority: filters.priority, search: useDebouncedValue(search) }, organisationId);
  const board = useDealBoard(query);
  // The list tab still reads every deal, only once it is opened.
  const deals = useDeals(filters, organisationId, tab === 'list');
  // Every deal as a row: drawn as a deferred value, which React renders in an interruptible transition
  // rather than one long task when the data arrives (bench/README.md, "Long tasks rendered in slices").
  const drawn = useDeferredValue(deals.data);
  const drawnSearch = useDeferredValue(search);
  // The list's search runs in the browser, on startup name or sector, as the board's does on the server.
  const shown = (drawn ?? []).filter((deal) => dealMatchesSearch(deal, drawnSearch));
  const counts = Object.fromEntries((board.data?.columns ?? []).map((c) => [c.stage, filters.stage === 'all' || filters.stage === c.stage ? c.count : 0]));

  if (notMember) return <NotAMember />;
  return (
    <div className="mx-auto flex max-w-[1600px] flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/portfolio" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('Portfolio')}
      </Link>
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Deal Flow')}</h1>
          <p className="mt-1 text-stone-600">{t('Every startup you are considering, stage by stage.')}</p>
        </div>
        {role !== 'viewer' ? (
          <Deferred placeholder={<AddDealPlaceholder />}>
            <AddDealDialog organisationId={organisationId} />
          </Deferred>
        ) : null}
      </div>
      <PipelineSwitch organisationId={organisationId} onChange={choosePipeline} />
      {role === 'viewer' ? <p className="rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-700">{t(fundPipelineTexts.readOnly)}</p> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="deal-search">{t('Search deals')}</Label>
          <Input id="deal-search" type="search" placeholder={t('Startup name or sector')} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="deal-stage-filter">{t('Stage')}</Label>
          <NativeSelect id="deal-stage-filter" value={filters.stage} onChange={(e) => setFilters({ ...filters, stage: e.target.value as DealFilters['stage'] })}>
            <option value="all">{t('All stages')}</option>
            {stagesInUse.map((stage) => (
              <option key={stage} value={stage} dir="auto">
                {stageLabel(stage)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="deal-priority-filter">{t('Priority')}</Label>
          <NativeSelect id="deal-priority-filter" value={filters.priority} onChange={(e) => setFilters({ ...filters, priority: e.target.value as DealFilters['priority'] })}>
            <option value="all">{t('All priorities')}</option>
            {dealPriorities.map((priority) => (
              <option key={priority} value={priority}>
                {t(dealPriorityLabels[priority])}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="kanban">{t('Kanban')}</TabsTrigger>
          <TabsTrigger value="list">{t('List')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('Analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="kanban">
          {board.isLoading || stagesLoading ? <Loading /> : <KanbanBoard query={query} isBoardLoaded={board.isSuccess} stageFilter={filters.stage} readOnly={role === 'viewer'} />}
        </TabsContent>
        <TabsContent value="list">{deals.isLoading || (deals.data && !drawn) ? <Loading /> : <DealList deals={shown} readOnly={role === 'viewer'} />}</TabsContent>
        <TabsContent value="analytics">{board.isLoading || stagesLoading ? <Loading /> : <DealAnalytics counts={counts} organisationId={organisationId} />}</TabsContent>
      </Tabs>
    </div>
  );
}

export default function DealFlow({ user }: ScreenProps) {
  if (user?.userType !== 'investor') return <InvestorOnlyNotice user={user} screen="Deal Flow" />;
  return <Pipeline />;
}
