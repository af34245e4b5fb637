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
import { countConnectionRows } from './counts.repository';

export async function countMatches(cached: CachedDb, user: SessionUser): Promise<number> {
  return (await getDashboardMatches(cached, user)).activeMatches;
}

/** Every count of the signed-in user, each by its one definition above. */
export async function getUserCounts(cached: CachedDb, user: SessionUser): Promise<UserCounts> {
  const [matches, rows] = await Promise.all([countMatches(cached, user), countConnectionRows(cached.db, user.id)]);
  return { matches, connections: rows.accepted, pendingInvitations: rows.incoming, sentInvitations: rows.outgoing };
}
