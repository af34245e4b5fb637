import { assessmentCoverageSchema } from './assessment';
import { z } from 'zod';
import { message, type Message, type Text } from './i18n/message';
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
  /**
   * Where the score could lie given what the startups' assessments know (decision 0042): the same
   * computation on each assessment's low and high, and the fact groups known of those assessed.
   */
  scoreRange: z.object({ low: z.number(), high: z.number(), coverage: assessmentCoverageSchema }).nullable(),
  /** Why a figure is what it is, when it is not computed yet. */
  notes: z.array(z.string()),
  startupCount: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Sentences with values, as translation keys (decision 0023; French in i18n/fr/dashboard.ts); dashboardNotes makes their messages (decision 0046). */
export const dashboardTemplates = {
  /** Counted: the English forms are in i18n/en/dashboard.ts. */
  dealScore: 'Your deal score is the average assessment of the {{count}} startups in your deal pipeline, as you see them (passed deals left out).',
  /** Recent Activity: a message the reader sent, and one someone else sent (the words are theirs, a value). */
  ownMessage: 'You: {{message}}',
  theirMessage: '{{name}}: {{message}}',
} as const;

/** Recent Activity's message lines: who wrote it and what, the words passed as a value and never translated. */
export const activityLines = {
  own: (words: string | Message): Message => message(dashboardTemplates.ownMessage, { message: words }),
  theirs: (name: string, words: string | Message): Message => message(dashboardTemplates.theirMessage, { name, message: words }),
} as const;

/** The stats' notes as messages: the API sends their English, with the messages beside it. */
export const dashboardNotes = {
  /** Counted: its English forms are in i18n/en/dashboard.ts. */
  dealScore: (deals: number): Message => message(dashboardTemplates.dealScore, { count: deals }),
  noDealsYet: message('Your deal score is the average assessment of the startups in your deal pipeline: add a startup to your deal flow to see it.'),
  noStartupYet: message('Create your startup profile to raise your readiness score.'),
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
/** An activity item as the server builds it: an event's content is its notification's title message (decision 0046). */
export type ActivityItemText = Omit<ActivityItem, 'content'> & { content: Text };
/** The stats as the server builds them: the notes are messages. */
export type DashboardStatsText = Omit<DashboardStats, 'notes'> & { notes: Text[] };
