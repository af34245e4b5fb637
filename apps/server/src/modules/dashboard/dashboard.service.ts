import { dashboardNotes, type ActivityItem, type DashboardStats } from '@baobab/contracts/dashboard';
import { readinessScore } from '@baobab/insights/readiness-score';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { getDashboardMatches } from '../insights/matching.service';
import { listRecentMessages, threadHref } from '../messaging/messaging.service';
import { listRecentEvents } from '../notifications/notifications.service';
import { getOnboardingStatus } from '../onboarding/onboarding.service';
import { getViewCounts, listOwnStartupScores } from '../startups/startups.service';

/**
 * The dashboard's three figures, always the signed-in user's own. Active matches come from
 * the matching engine (GET /api/dashboard/matches explains the count); an investor's deal
 * score waits for the pipeline.
 */
export async function getDashboardStats(db: Db, user: SessionUser): Promise<DashboardStats> {
  const [views, status, startupScores, matches] = await Promise.all([getViewCounts(db, user), getOnboardingStatus(db, user), listOwnStartupScores(db, user), getDashboardMatches(db, user)]);
  if (user.userType === 'investor') {
    return {
      views: views.startupsViewed,
      score: 0,
      activeMatches: matches.activeMatches,
      scoreBreakdown: null,
      notes: [dashboardNotes.dealScorePending],
      startupCount: startupScores.length,
    };
  }
  const breakdown = readinessScore({ founder: status.founder, startupScores });
  return {
    views: views.profileViews,
    score: breakdown.total,
    activeMatches: matches.activeMatches,
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
