import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE, type JobTab } from '@baobab/contracts/jobs-texts';
import type { ListJobsQuery } from '@baobab/contracts/jobs';
import { jobsRoutes } from '@baobab/contracts/jobs-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { jobsKeys } from './jobs-keys';

export type JobFilters = { tab: JobTab; q: string; location: string; jobType: string; page: number };

/** The board's filters as the list query: one page of JOBS_PAGE_SIZE, 'all' and blank search left out. */
export function jobsListQuery(filters: JobFilters): ListJobsQuery {
  return {
    limit: JOBS_PAGE_SIZE,
    offset: (filters.page - 1) * JOBS_PAGE_SIZE,
    tab: filters.tab === 'all' ? undefined : filters.tab,
    q: filters.q.trim() || undefined,
    location: filters.location === 'all' ? undefined : filters.location,
    jobType: filters.jobType === 'all' ? undefined : filters.jobType,
  };
}

/** The spec's jobs call: the job list is cached 5 minutes; search and filters now run on the server. */
export const jobsQuery = (filters: JobFilters) => {
  const query = jobsListQuery(filters);
  return queryOptions({
    queryKey: jobsKeys.list(query),
    queryFn: () => callEndpoint(jobsRoutes.list, { query }),
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
};

export const useJobs = (filters: JobFilters) => useQuery(jobsQuery(filters));

export const useSavedJobs = (enabled: boolean) =>
  useQuery({ queryKey: jobsKeys.saved(), queryFn: () => callEndpoint(jobsRoutes.saved), enabled });
