// The jobs contract's strings, labels, limits and zod-free helpers. The screens import them from here, so the
// schemas in jobs.ts (and zod) load only with the forms that validate (docs/architecture.md, "Pages").
export const jobMessages = {
  title: 'Jobs & Opportunities',
  salaryOrder: 'Minimum salary must not be more than the maximum salary',
  equityOrder: 'Minimum equity must not be more than the maximum equity',
  equityRange: 'Equity is a percentage between 0 and 100',
  salaryRange: 'Salary must be a positive whole number of US dollars',
  applicationUrl: 'Must be a valid URL',
  applicationEmail: 'Enter a valid email address',
  noJobs: 'No opportunities found',
  noSavedJobs: 'You have not saved any opportunities yet',
  jobUpdated: 'Opportunity updated',
  jobClosed: 'Opportunity closed',
  jobUnsaved: 'Removed from your saved opportunities',
} as const;

export const JOBS_PAGE_SIZE = 20;

/** The tabs of /jobs and the rule each applies (the spec's jobs tabs, made consistent). */
export const jobTabs = ['all', 'jobs', 'cofounders', 'operators', 'advisors'] as const;

export type JobTab = (typeof jobTabs)[number];

export const jobTabLabels = {
  all: 'All Opportunities',
  jobs: 'Jobs',
  cofounders: 'Co-founders',
  operators: 'Operators',
  advisors: 'Advisors',
} as const satisfies Record<JobTab, string>;
