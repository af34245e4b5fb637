/**
 * Checked by `npm run typecheck` (tsc), never run: the dashboard hooks' data is what the contracts return, and a
 * call or a read that drifts from a contract is a type error (decision 0018). Each `@ts-expect-error` fails
 * typecheck on the day the drift it stands for stops being an error.
 */
import { expectTypeOf } from 'vitest';
import { z } from 'zod';
import { dashboardStatsSchema, type ActivityItem, type DashboardStats } from '@baobab/contracts/dashboard';
import { dashboardEndpoints } from '@baobab/contracts/dashboard-endpoints';
import { endpoint } from '@baobab/contracts/endpoint';
import type { DashboardMatches } from '@baobab/contracts/insights-api';
import { callEndpoint } from '@/lib/call-endpoint';
import type { useDashboardMatches } from './get-dashboard-matches';
import type { useDashboardStats } from './get-dashboard-stats';
import type { useRecentActivity } from './get-recent-activity';

expectTypeOf<ReturnType<typeof useDashboardStats>['data']>().toEqualTypeOf<DashboardStats | undefined>();
expectTypeOf<ReturnType<typeof useRecentActivity>['data']>().toEqualTypeOf<ActivityItem[] | undefined>();
expectTypeOf<ReturnType<typeof useDashboardMatches>['data']>().toEqualTypeOf<DashboardMatches | undefined>();

/** The stats contract with one response field renamed, as a careless edit of packages/contracts would leave it. */
const renamedStats = endpoint({
  ...dashboardEndpoints.stats,
  responses: { 200: dashboardStatsSchema.omit({ views: true }).extend({ viewCount: z.number() }) },
});

export async function readsOfADriftedContract() {
  const stats = await callEndpoint(renamedStats);
  // @ts-expect-error the views card reads views, which the renamed contract no longer returns
  const views: number = stats.views;
  // @ts-expect-error the dashboard screen takes DashboardStats, which the renamed response no longer is
  const forTheCards: DashboardStats = stats;
  return { views, forTheCards };
}

export async function callsThatDriftFromTheContract() {
  // @ts-expect-error the activity contract takes no query: its length is the server's to choose
  await callEndpoint(dashboardEndpoints.activity, { query: { limit: 10 } });
  const matches = await callEndpoint(dashboardEndpoints.matches);
  // @ts-expect-error the matches answer is an object with its lists, not a list
  return matches.map((match) => match);
}
