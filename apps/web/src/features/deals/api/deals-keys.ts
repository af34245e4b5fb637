import type { DealBoardQuery, DealsQuery, PipelineStartupsQuery } from '@baobab/contracts/deals';
import type { DealStage } from '@baobab/contracts/enums';

/**
 * Every deal-flow query key, from one factory (decision 0018): reads use these keys, and a change
 * invalidates `dealsKeys.all`, which every key here starts with.
 */
/**
 * The board's load: outside `dealsKeys.all` so a change can reload it apart from the columns. It seeds only
 * columns not in the cache (a column shown three pages deep keeps its pages); its counts feed the analytics.
 */
export const boardKeys = { all: ['deal-board'] as const, board: (query: DealBoardQuery) => ['deal-board', query] as const };

export const dealsKeys = {
  all: ['deals'] as const,
  lists: () => [...dealsKeys.all, 'list'] as const,
  list: (query: DealsQuery) => [...dealsKeys.lists(), query] as const,
  /** One column of the board (decision 0066): its loaded pages, refetched together after a change. */
  columns: () => [...dealsKeys.all, 'column'] as const,
  column: (query: DealBoardQuery, stage: DealStage) => [...dealsKeys.columns(), query, stage] as const,
  /** A fund's pipeline analytics by its id; the person's own without one. */
  analytics: (organisationId?: number) => [...dealsKeys.all, 'analytics', organisationId ?? 'own'] as const,
  /** A pipeline's companies by name, searched (the returns tab's picker). */
  pipelineStartups: (query: PipelineStartupsQuery) => [...dealsKeys.all, 'startups', query] as const,
  notes: (dealId: number) => [...dealsKeys.all, 'notes', dealId] as const,
  tasks: (dealId: number) => [...dealsKeys.all, 'tasks', dealId] as const,
  timeline: (dealId: number) => [...dealsKeys.all, 'timeline', dealId] as const,
  committee: (dealId: number) => [...dealsKeys.all, 'committee', dealId] as const,
  /** A fund's own stages (decision 0068). */
  stages: (organisationId: number) => [...dealsKeys.all, 'stages', organisationId] as const,
  byStartup: (startupId: number) => [...dealsKeys.all, 'by-startup', startupId] as const,
};
