import { z } from 'zod';
import { scoreBreakdownSchema } from './startups';

/** GET /api/dashboard/stats: the spec's views and score, plus what makes them explainable. */
export const dashboardStatsSchema = z.object({
  views: z.number(),
  score: z.number(),
  activeMatches: z.number(),
  scoreBreakdown: scoreBreakdownSchema.nullable(),
  /** Why a figure is what it is, when it is not computed yet. */
  notes: z.array(z.string()),
  startupCount: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardNotes = {
  dealScore: (deals: number) => `Your deal score is the average startup score of the ${deals} startup${deals === 1 ? '' : 's'} in your deal pipeline (passed deals left out).`,
  noDealsYet: 'Your deal score is the average startup score of your deal pipeline: add a startup to your deal flow to see it.',
  noStartupYet: 'Create your startup profile to raise your readiness score.',
} as const;

/** GET /api/dashboard/activity: the 'Recent Activity' list (spec: content and creation date). */
export const RECENT_ACTIVITY_LIMIT = 5;
export const activityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['message', 'event']),
  content: z.string(),
  createdAt: z.string(),
  href: z.string(),
});
export const activitySchema = z.array(activityItemSchema);
export type ActivityItem = z.infer<typeof activityItemSchema>;
