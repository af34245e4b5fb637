import type { ListJobsQuery } from '@baobab/contracts/jobs';

/**
 * Every jobs-board query key, from one factory (decision 0018): reads use these keys, and a change
 * invalidates `jobsKeys.all`, which every key here starts with, so the board and the saved list reload.
 */
export const jobsKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobsKeys.all, 'list'] as const,
  list: (query: ListJobsQuery) => [...jobsKeys.lists(), query] as const,
  saved: () => [...jobsKeys.all, 'saved'] as const,
};
