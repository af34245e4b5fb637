import { activityLines, dashboardNotes, type ActivityItemText, type DashboardStats } from '@baobab/contracts/dashboard';
import type { Text } from '@baobab/contracts/i18n/message';
import { readinessScore } from '@baobab/insights/readiness-score';
import type { ScoreBreakdown } from '@baobab/insights/startup-score';
import type { Db } from '../../db/client';
import { figureStatement, type Placeholders } from '../../db/figures';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { connectionsFigure, countMatches, countsOf } from '../counts/counts.service';
import { recentMessagesFigure, threadHref } from '../messaging/messaging.service';
import { recentEventsFigure } from '../notifications/notifications.service';
import { founderReadinessFigure } from '../onboarding/onboarding.service';
import { liveDealStartups } from '../deals/deals.service';
import { startupsSeenBeyondPublicFigure, viewerOf, type Viewer } from '../startup-access/startup-access.service';
import { ownStartupViewsFigure, startupsViewedFigure } from '../startups/startups.service';
import { getAssessmentRangesSeen, type AssessmentRangeText } from '../insights/assessment.service';

/**
 * Deals the deal score reads: each is a full assessment (every fact the investor may see), so the
 * newest activity counts beyond this.
 */
const dealScoreLimit = 20;

const mean = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);

/** The coverage of several assessments together: their known groups of all their groups. */
function coverageOf(ranges: readonly AssessmentRangeText[]) {
  return { known: ranges.reduce((sum, r) => sum + r.coverage.known, 0), total: ranges.reduce((sum, r) => sum + r.coverage.total, 0) };
}

/**
 * An investor's deal score: the mean of the startups' assessments as this investor sees them
 * (decision 0042), passed deals left out, with the means of their lows and highs. Null with no live deal.
 * `personal`: the live deals' startups the investor sees beyond a visitor, read with the dashboard's figures.
 */
async function dealScore(cached: CachedDb, user: SessionUser, live: number[], personal: number[]): Promise<{ score: number; range: DashboardStats['scoreRange']; deals: number } | null> {
  if (live.length === 0) return null;
  const ranges = await getAssessmentRangesSeen(cached, user, live, new Set(personal));
  return { score: mean(ranges.map((r) => r.score)), range: { low: mean(ranges.map((r) => r.low)), high: mean(ranges.map((r) => r.high)), coverage: coverageOf(ranges) }, deals: live.length };
}

/** The figures as the services write them: the readiness evidence is messages (decision 0046), sent through toWire by the route. */
export type DashboardStatsAnswer = Omit<DashboardStats, 'scoreBreakdown' | 'notes'> & { scoreBreakdown: ScoreBreakdown | null; notes: Text[] };

/**
 * The dashboard's three figures, always the signed-in user's own. Active matches and the other
 * counts come from their one definition (counts module), which the Network screen reads too;
 * an investor's deal score from their deal pipeline (deals module, the one read model of deals).
 * Each module writes its figures once (db/figures.ts); the dashboard reads its own in one statement (decision 0081).
 */
export async function getDashboardStats(cached: CachedDb, user: SessionUser): Promise<DashboardStatsAnswer> {
  return user.userType === 'investor' ? investorStats(cached, user) : founderStats(cached, user);
}

/** An investor's figures, over their own id (their views are the startups they viewed) and what they may see. */
const investorFigures = figureStatement((a: Placeholders<Viewer>) => {
  const live = liveDealStartups(a.userId, dealScoreLimit);
  return {
    viewed: startupsViewedFigure(a.userId),
    own: ownStartupViewsFigure(a.userId),
    connections: connectionsFigure(a.userId),
    live: live.figure,
    personal: startupsSeenBeyondPublicFigure(a, live.query),
  };
});

/** Each role reads only its own figures. */
async function investorStats(cached: CachedDb, user: SessionUser): Promise<DashboardStatsAnswer> {
  const [figures, matches] = await Promise.all([investorFigures(cached.db, viewerOf(user)), countMatches(cached, user)]);
  const deals = await dealScore(cached, user, figures.live, figures.personal);
  return {
    views: figures.viewed,
    score: deals?.score ?? 0,
    activeMatches: matches,
    counts: countsOf(matches, figures.connections),
    scoreBreakdown: null,
    scoreRange: deals?.range ?? null,
    notes: [deals ? dashboardNotes.dealScore(deals.deals) : dashboardNotes.noDealsYet],
    startupCount: figures.own.ids.length,
  };
}

/** A founder's views are their startups' profile views; the readiness reads their profile and startups. */
const founderFigures = figureStatement((a: Placeholders<{ userId: string }>) => ({
  own: ownStartupViewsFigure(a.userId),
  founder: founderReadinessFigure(a.userId),
  connections: connectionsFigure(a.userId),
}));

async function founderStats(cached: CachedDb, user: SessionUser): Promise<DashboardStatsAnswer> {
  const [{ own, founder, connections }, matches] = await Promise.all([founderFigures(cached.db, { userId: user.id }), countMatches(cached, user)]);
  // The readiness's startup factor reads the best of the founder's startups' assessments (decision 0042), all seen as their owner.
  const assessed = await getAssessmentRangesSeen(cached, user, own.ids, new Set(own.ids));
  const startupScores = assessed.map((a) => a.score);
  const breakdown = readinessScore({ founder, startupScores });
  const best = assessed.reduce<AssessmentRangeText | null>((top, a) => (top === null || a.score > top.score ? a : top), null);
  const withBest = (score: number) => readinessScore({ founder, startupScores: [score] }).total;
  return {
    views: own.profileViews,
    score: breakdown.total,
    activeMatches: matches,
    counts: countsOf(matches, connections),
    scoreBreakdown: breakdown,
    scoreRange: best ? { low: withBest(best.low), high: withBest(best.high), coverage: best.coverage } : null,
    notes: startupScores.length ? [] : [dashboardNotes.noStartupYet],
    startupCount: startupScores.length,
  };
}

/**
 * Recent Activity: the latest messages the user sent or received and the latest events
 * (requests, acceptances, recommendation requests) merged by date. Message notifications are
 * left out because the messages themselves are listed. Both are figures, read in one statement (decision 0081).
 */
const activityFigures = figureStatement((a: Placeholders<{ userId: string; limit: number }>) => ({
  messages: recentMessagesFigure(a.userId, a.limit),
  events: recentEventsFigure(a.userId, a.limit),
}));

export async function getRecentActivity(db: Db, user: SessionUser, limit: number): Promise<ActivityItemText[]> {
  const { messages, events } = await activityFigures(db, { userId: user.id, limit });
  const items: ActivityItemText[] = [
    ...messages.map((m) => ({ id: `message-${m.id}`, kind: 'message' as const, content: m.isOwn ? activityLines.own(m.words) : activityLines.theirs(m.senderName, m.words), createdAt: m.createdAt, href: threadHref(m.threadId) })),
    ...events.map((e) => ({ id: `event-${e.id}`, kind: 'event' as const, content: e.title, createdAt: e.createdAt, href: e.href })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
