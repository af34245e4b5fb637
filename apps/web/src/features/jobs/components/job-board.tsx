import { useState, type ReactNode } from 'react';
import type { Job } from '@baobab/contracts/jobs';
import { JOBS_PAGE_SIZE, jobMessages, jobTabLabels, jobTabs, type JobTab } from '@baobab/contracts/jobs-texts';
import { Pager } from '@/components/ui/pager';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/use-t';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useJobs, useSavedJobs } from '../api/list-jobs';
import { JobFilters, type JobFilterValues } from './job-filters';
import { JobList } from './job-list';

type View = JobTab | 'saved';

/** The tabs of /jobs plus a Saved view for signed-in people; filters reset the page to 1. */
export function JobBoard({ isSignedIn, otherJobActions }: { isSignedIn: boolean; otherJobActions?: (job: Job) => ReactNode }) {
  const t = useT('jobs');
  const [view, setView] = useState<View>('all');
  const [filters, setFilters] = useState<JobFilterValues>({ q: '', location: 'all', jobType: 'all' });
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filters.q);
  const tab = view === 'saved' ? 'all' : view;
  const jobs = useJobs({ tab, q, location: filters.location, jobType: filters.jobType, page });
  const saved = useSavedJobs(isSignedIn && view === 'saved');

  const changeView = (next: string) => {
    setView(next as View);
    setPage(1);
  };

  return (
    <Tabs value={view} onValueChange={changeView}>
      <TabsList aria-label={t('Opportunity types')}>
        {jobTabs.map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(jobTabLabels[value])}
          </TabsTrigger>
        ))}
        {isSignedIn ? <TabsTrigger value="saved">{t('Saved')}</TabsTrigger> : null}
      </TabsList>
      {view === 'saved' ? (
        <TabsContent value="saved">
          <JobList jobs={saved.data} isLoading={saved.isLoading} isError={saved.isError} error={saved.error} canSave emptyTitle={t(jobMessages.noSavedJobs)} otherJobActions={otherJobActions} />
        </TabsContent>
      ) : (
        <TabsContent value={view} className="flex flex-col gap-4">
          <JobFilters
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPage(1);
            }}
          />
          <JobList jobs={jobs.data} isLoading={jobs.isLoading} isError={jobs.isError} error={jobs.error} canSave={isSignedIn} emptyTitle={t(jobMessages.noJobs)} otherJobActions={otherJobActions} />
          <Pager page={page} shown={jobs.data?.length ?? 0} pageSize={JOBS_PAGE_SIZE} onPageChange={setPage} label={t('Opportunities pages')} />
        </TabsContent>
      )}
    </Tabs>
  );
}
