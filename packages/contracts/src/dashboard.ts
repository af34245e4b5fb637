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
  dealScorePending: 'Your deal score is computed from your deal pipeline, which opens with the portfolio feature.',
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
