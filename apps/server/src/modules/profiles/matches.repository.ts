import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { userMatches, userProfiles } from '../../db/schema/user-profiles';

/** Candidate pools (people, startups, jobs) are capped, newest first, so one generation stays quick on large datasets. */
export const CANDIDATE_LIMIT = 500;

const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  headline: userProfiles.headline,
  bio: userProfiles.bio,
  skills: userProfiles.skills,
  interests: userProfiles.interests,
  location: userProfiles.location,
  experienceLevel: userProfiles.experienceLevel,
  isOpenToWork: userProfiles.isOpenToWork,
  isOpenToCofounder: userProfiles.isOpenToCofounder,
  isOpenToInvest: userProfiles.isOpenToInvest,
};

export function listCofounderCandidates(db: Db, userId: string) {
  return db
    .select(personColumns)
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(and(eq(userProfiles.isOpenToCofounder, true), ne(users.id, userId), eq(users.accountStatus, 'active'), isNull(userProfiles.hiddenAt)))
    .orderBy(desc(userProfiles.updatedAt))
    .limit(CANDIDATE_LIMIT);
}

export function listMatchesOf(db: Db, userId: string) {
  return db
    .select({
      id: userMatches.id,
      matchType: userMatches.matchType,
      score: userMatches.score,
      targetId: userMatches.targetId,
      targetName: userMatches.targetName,
      targetHref: userMatches.targetHref,
      summary: userMatches.summary,
      reasons: userMatches.reasons,
      status: userMatches.status,
      createdAt: userMatches.createdAt,
    })
    .from(userMatches)
    .where(eq(userMatches.userId, userId))
    .orderBy(desc(userMatches.score), asc(userMatches.id))
    .limit(100);
}

export type NewMatch = Omit<typeof userMatches.$inferInsert, 'id' | 'userId' | 'createdAt' | 'status'>;

export async function replaceMatches(db: Db, userId: string, matches: NewMatch[]): Promise<void> {
  await db.delete(userMatches).where(eq(userMatches.userId, userId));
  if (matches.length) await db.insert(userMatches).values(matches.map((m) => ({ ...m, userId })));
}
