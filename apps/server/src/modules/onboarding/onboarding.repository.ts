import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonFigure, type Arg, type Figure } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { founderProfiles, investorProfiles } from '../../db/schema/profiles';
import { userProfiles } from '../../db/schema/user-profiles';

export type FounderProfileRow = typeof founderProfiles.$inferSelect;
export type InvestorProfileRow = typeof investorProfiles.$inferSelect;
export type FounderProfileValues = Omit<typeof founderProfiles.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type InvestorProfileValues = Omit<typeof investorProfiles.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export async function findFounderProfile(db: Db, userId: string): Promise<FounderProfileRow | undefined> {
  const [row] = await db.select().from(founderProfiles).where(eq(founderProfiles.userId, userId)).limit(1);
  return row;
}

/** What the dashboard's readiness reads of a founder profile. */
export type FounderReadinessFacts = { bio: string; linkedinUrl: string | null; previousExits: number; expertiseTags: string[] };

/** The founder profile's readiness facts as a figure (db/figures.ts); null without a profile. */
export function founderReadinessFigure(userId: Arg<string>): Figure<FounderReadinessFacts | null> {
  const { bio, linkedinUrl, previousExits, expertiseTags } = founderProfiles;
  return jsonFigure(
    sql`select coalesce((select json_build_object('bio', ${bio}, 'linkedinUrl', ${linkedinUrl}, 'previousExits', ${previousExits}, 'expertiseTags', ${expertiseTags})
      from ${founderProfiles} where ${founderProfiles.userId} = ${userId}), 'null')::text`,
    (value) => value as FounderReadinessFacts | null,
  );
}

export async function findInvestorProfile(db: Db, userId: string): Promise<InvestorProfileRow | undefined> {
  const [row] = await db.select().from(investorProfiles).where(eq(investorProfiles.userId, userId)).limit(1);
  return row;
}

/** Undefined when the user already has one (the unique user_id settles concurrent requests). */
export async function insertFounderProfile(db: Db, userId: string, values: FounderProfileValues): Promise<FounderProfileRow | undefined> {
  const [row] = await db.insert(founderProfiles).values({ ...values, userId }).onConflictDoNothing({ target: founderProfiles.userId }).returning();
  return row;
}

export async function insertInvestorProfile(db: Db, userId: string, values: InvestorProfileValues): Promise<InvestorProfileRow | undefined> {
  const [row] = await db.insert(investorProfiles).values({ ...values, userId }).onConflictDoNothing({ target: investorProfiles.userId }).returning();
  return row;
}

export async function updateFounderProfileRow(db: Db, userId: string, values: FounderProfileValues): Promise<FounderProfileRow | undefined> {
  const [row] = await db.update(founderProfiles).set({ ...values, updatedAt: new Date() }).where(eq(founderProfiles.userId, userId)).returning();
  return row;
}

export async function updateInvestorProfileRow(db: Db, userId: string, values: InvestorProfileValues): Promise<InvestorProfileRow | undefined> {
  const [row] = await db.update(investorProfiles).set({ ...values, updatedAt: new Date() }).where(eq(investorProfiles.userId, userId)).returning();
  return row;
}

/** The first role chosen stays the user's role; a second profile does not change it. */
/** True when this call set the role (it was still unset). */
export async function setUserTypeIfUnset(db: Db, userId: string, userType: 'founder' | 'investor'): Promise<boolean> {
  const rows = await db.update(users).set({ userType, updatedAt: new Date() }).where(and(eq(users.id, userId), isNull(users.userType))).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Carries onboarding answers into the professional profile (/profile): fills bio, location and
 * LinkedIn where the profile has none yet, so nothing typed at onboarding is lost and nothing
 * the person wrote on their profile is overwritten.
 */
export async function fillEmptyProfileFields(db: Db, userId: string, fields: { bio?: string | null; location?: string | null; linkedinUrl?: string | null }): Promise<void> {
  const values = { bio: fields.bio || null, location: fields.location || null, linkedinUrl: fields.linkedinUrl || null };
  if (!values.bio && !values.location && !values.linkedinUrl) return;
  await db
    .insert(userProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: {
        bio: sql`coalesce(${userProfiles.bio}, excluded.bio)`,
        location: sql`coalesce(${userProfiles.location}, excluded.location)`,
        linkedinUrl: sql`coalesce(${userProfiles.linkedinUrl}, excluded.linkedin_url)`,
        updatedAt: sql`now()`,
      },
    });
}
