/**
 * One definition per count (docs/vocabulary.md, "Counts"). The dashboard, the Network screen and
 * matching read these functions and nothing else, so a count cannot say 101 on one screen and 0
 * on another for the same user at the same moment:
 *   matches            counterparts passing every hard filter of the matching engine (stage,
 *                      sector, geography, ticket): investors for a founder's startups, startups
 *                      for an investor (insights/matching.service.ts: getDashboardMatches);
 *   connections        accepted connection requests, sent or received;
 *   pendingInvitations requests sent to the user that they have not answered;
 *   sentInvitations    requests the user sent that are not answered yet.
 */
import type { UserCounts } from '@baobab/contracts/dashboard';
import type { CachedDb } from '../../lib/cache-registry';
import type { SessionUser } from '../../lib/session-user';
import { getDashboardMatches } from '../insights/matching.service';
import { figureStatement, type Arg, type Placeholders } from '../../db/figures';
import { connectionRowsFigure, type ConnectionRows } from './counts.repository';

export async function countMatches(cached: CachedDb, user: SessionUser): Promise<number> {
  return (await getDashboardMatches(cached, user)).activeMatches;
}

/** Every count of the signed-in user, each by its one definition above. */
export async function getUserCounts(cached: CachedDb, user: SessionUser): Promise<UserCounts> {
  const [matches, { connections }] = await Promise.all([countMatches(cached, user), connectionsOf(cached.db, { userId: user.id })]);
  return countsOf(matches, connections);
}

/** The connection counts as a figure, for a screen that reads them with its other figures in one statement (the dashboard). */
export const connectionsFigure = (userId: Arg<string>) => connectionRowsFigure(userId);

const connectionsOf = figureStatement((a: Placeholders<{ userId: string }>) => ({ connections: connectionRowsFigure(a.userId) }));

/** The user's counts from the matches and the connection rows. */
export function countsOf(matches: number, rows: ConnectionRows): UserCounts {
  return { matches, connections: rows.accepted, pendingInvitations: rows.incoming, sentInvitations: rows.outgoing };
}
