import { z } from 'zod';
import englishDashboard from './i18n/en/dashboard';
import { fillCounted } from './i18n/fill';
import { scoreBreakdownSchema } from './startups';

/**
 * A user's counts, each with one definition on the server (modules/counts), stated alike by the
 * dashboard and the Network screen (docs/vocabulary.md, "Counts").
 */
export const userCountsSchema = z.object({
  /** Counterparts passing every hard filter of the matching engine ('Active Matches'). */
  matches: z.number().int().min(0),
  /** Accepted connection requests, sent or received. */
  connections: z.number().int().min(0),
  /** Requests sent to the user, not answered yet. */
  pendingInvitations: z.number().int().min(0),
  /** Requests the user sent, not answered yet. */
  sentInvitations: z.number().int().min(0),
});
export type UserCounts = z.infer<typeof userCountsSchema>;

/** GET /api/dashboard/stats: the spec's views and score, plus what makes them explainable. */
export const dashboardStatsSchema = z.object({
  views: z.number(),
  score: z.number(),
  /** The spec's 'Active Matches': counts.matches. */
  activeMatches: z.number(),
  counts: userCountsSchema,
  scoreBreakdown: scoreBreakdownSchema.nullable(),
  /** Why a figure is what it is, when it is not computed yet. */
  notes: z.array(z.string()),
  startupCount: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/dashboard.ts); dashboardNotes fills them for English. */
export const dashboardTemplates = {
  /** Counted: the English forms are in i18n/en/dashboard.ts. */
  dealScore: 'Your deal score is the average startup score of the {{count}} startups in your deal pipeline (passed deals left out).',
} as const;

export const dashboardNotes = {
  dealScore: (deals: number) => fillCounted(englishDashboard, dashboardTemplates.dealScore, { count: deals }),
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
