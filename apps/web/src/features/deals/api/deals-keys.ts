import type { DealsQuery } from '@baobab/contracts/deals';

/**
 * Every deal-flow query key, from one factory (decision 0018): reads use these keys, and a change
 * invalidates `dealsKeys.all`, which every key here starts with.
 */
export const dealsKeys = {
  all: ['deals'] as const,
  lists: () => [...dealsKeys.all, 'list'] as const,
  list: (query: DealsQuery) => [...dealsKeys.lists(), query] as const,
  /** A fund's pipeline analytics by its id; the person's own without one. */
  analytics: (organisationId?: number) => [...dealsKeys.all, 'analytics', organisationId ?? 'own'] as const,
  notes: (dealId: number) => [...dealsKeys.all, 'notes', dealId] as const,
  tasks: (dealId: number) => [...dealsKeys.all, 'tasks', dealId] as const,
  timeline: (dealId: number) => [...dealsKeys.all, 'timeline', dealId] as const,
  committee: (dealId: number) => [...dealsKeys.all, 'committee', dealId] as const,
  byStartup: (startupId: number) => [...dealsKeys.all, 'by-startup', startupId] as const,
};
