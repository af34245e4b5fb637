import { dashboardNotes, type ActivityItem, type DashboardStats } from '@baobab/contracts/dashboard';
import { readinessScore } from '@baobab/insights/readiness-score';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { getUserCounts } from '../counts/counts.service';
import { listRecentMessages, threadHref } from '../messaging/messaging.service';
import { listRecentEvents } from '../notifications/notifications.service';
import { getOnboardingStatus } from '../onboarding/onboarding.service';
import { listDeals } from '../deals/deals.service';
import { getStartupScores, getViewCounts, listOwnStartupScores } from '../startups/startups.service';

/** Deals the deal score reads: a pipeline is small; beyond this the newest activity counts. */
const dealScoreLimit = 50;

/**
 * An investor's deal score: the mean startup score (0–100, the profile score shown on every
 * startup card) of the startups in their pipeline, passed deals left out. Null with no live deal.
 */
async function dealScore(db: Db, user: SessionUser): Promise<{ score: number; deals: number } | null> {
  const live = (await listDeals(db, user, { stage: 'all', priority: 'all' })).filter((d) => d.stage !== 'passed').slice(0, dealScoreLimit);
  if (live.length === 0) return null;
  // One read for every score: a dashboard is opened often, and a pipeline holds up to dealScoreLimit deals.
  const scoreById = await getStartupScores(db, live.map((d) => d.startup.id));
  const scores = live.map((d) => scoreById.get(d.startup.id) ?? 0);
  return { score: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length), deals: live.length };
}

/**
 * The dashboard's three figures, always the signed-in user's own. Active matches and the other
 * counts come from their one definition (counts module), which the Network screen reads too;
 * an investor's deal score from their deal pipeline (deals module, the one read model of deals).
 */
export async function getDashboardStats(cached: CachedDb, user: SessionUser): Promise<DashboardStats> {
  const { db } = cached;
  const [views, status, startupScores, counts] = await Promise.all([getViewCounts(db, user), getOnboardingStatus(db, user), listOwnStartupScores(db, user), getUserCounts(cached, user)]);
  if (user.userType === 'investor') {
    const deals = await dealScore(db, user);
    return {
      views: views.startupsViewed,
      score: deals?.score ?? 0,
      activeMatches: counts.matches,
      counts,
      scoreBreakdown: null,
      notes: [deals ? dashboardNotes.dealScore(deals.deals) : dashboardNotes.noDealsYet],
      startupCount: startupScores.length,
    };
  }
  const breakdown = readinessScore({ founder: status.founder, startupScores });
  return {
    views: views.profileViews,
    score: breakdown.total,
    activeMatches: counts.matches,
    counts,
    scoreBreakdown: breakdown,
    notes: startupScores.length ? [] : [dashboardNotes.noStartupYet],
    startupCount: startupScores.length,
  };
}

/**
 * Recent Activity: the latest messages the user sent or received and the latest events
 * (requests, acceptances, recommendation requests) merged by date. Message notifications are
 * left out because the messages themselves are listed.
 */
export async function getRecentActivity(db: Db, user: SessionUser, limit: number): Promise<ActivityItem[]> {
  const [messages, events] = await Promise.all([listRecentMessages(db, user, limit), listRecentEvents(db, user, limit)]);
  const items: ActivityItem[] = [
    ...messages.map((m) => ({ id: `message-${m.id}`, kind: 'message' as const, content: `${m.senderName}: ${m.content}`, createdAt: m.createdAt, href: threadHref(m.threadId) })),
    ...events.map((e) => ({ id: `event-${e.id}`, kind: 'event' as const, content: e.title, createdAt: e.createdAt, href: e.href })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}
