import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE, type Job, type JobTab } from '@baobab/contracts/jobs';
import { apiGet } from '@/lib/api';

export type JobFilters = { tab: JobTab; q: string; location: string; jobType: string; page: number };

export const jobsQueryKey = ['/api/jobs'] as const;

/** The spec's jobs call: the job list is cached 5 minutes; search and filters now run on the server. */
export const jobsQuery = (filters: JobFilters) => {
  const params = new URLSearchParams({ limit: String(JOBS_PAGE_SIZE), offset: String((filters.page - 1) * JOBS_PAGE_SIZE) });
  if (filters.tab !== 'all') params.set('tab', filters.tab);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.location !== 'all') params.set('location', filters.location);
  if (filters.jobType !== 'all') params.set('jobType', filters.jobType);
  return queryOptions({
    queryKey: [...jobsQueryKey, filters],
    queryFn: () => apiGet<Job[]>(`/api/jobs?${params}`),
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
};

export const useJobs = (filters: JobFilters) => useQuery(jobsQuery(filters));

export const savedJobsQueryKey = ['/api/jobs/saved'] as const;

export const useSavedJobs = (enabled: boolean) =>
  useQuery({ queryKey: savedJobsQueryKey, queryFn: () => apiGet<Job[]>('/api/jobs/saved'), enabled });
