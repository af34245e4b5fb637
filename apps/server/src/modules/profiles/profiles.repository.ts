import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { investorProfiles } from '../../db/schema/profiles';
import { userProfiles } from '../../db/schema/user-profiles';

const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.image,
  userType: users.userType,
  headline: userProfiles.headline,
  location: userProfiles.location,
  bio: userProfiles.bio,
  linkedinUrl: userProfiles.linkedinUrl,
  githubUrl: userProfiles.githubUrl,
  twitterUrl: userProfiles.twitterUrl,
  personalWebsite: userProfiles.personalWebsite,
  skills: userProfiles.skills,
  interests: userProfiles.interests,
  isOpenToWork: userProfiles.isOpenToWork,
  isOpenToCofounder: userProfiles.isOpenToCofounder,
  isOpenToInvest: userProfiles.isOpenToInvest,
  experienceLevel: userProfiles.experienceLevel,
  remotePreference: userProfiles.remotePreference,
  salaryExpectation: userProfiles.salaryExpectation,
  isVerifiedInvestor: sql<boolean>`${investorProfiles.verifiedAt} is not null`,
};

export type ProfileRow = Awaited<ReturnType<typeof findProfile>>;

/** The user joined with their profile row, which may not exist yet (created on first save). */
export async function findProfile(db: Db, userId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(investorProfiles, eq(investorProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export type ProfileFields = Partial<Omit<typeof userProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>>;

export async function upsertProfileFields(db: Db, userId: string, fields: ProfileFields): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...fields, updatedAt: new Date() } });
}

export async function updateUserIdentity(
  db: Db,
  userId: string,
  fields: { firstName?: string; lastName?: string; image?: string | null },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { ...fields, updatedAt: new Date() };
  // Better Auth keeps a display name; it follows the first and last name.
  const current = await findProfile(db, userId);
  if (current && (fields.firstName !== undefined || fields.lastName !== undefined)) {
    set.name = `${fields.firstName ?? current.firstName} ${fields.lastName ?? current.lastName}`;
  }
  await db.update(users).set(set).where(eq(users.id, userId));
}
