import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userNameText, users } from '../../db/schema/auth';
import { investorProfiles } from '../../db/schema/profiles';
import { investorVerifications } from '../../db/schema/trust-safety';

export type VerificationRow = typeof investorVerifications.$inferSelect;

const investorColumns = {
  userId: users.id,
  investorId: investorProfiles.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerified: users.emailVerified,
};

/** The investor profile's badge, its row held until the transaction ends: one apply per investor at a time. */
export async function lockInvestorProfile(db: Db, userId: string): Promise<{ id: number; verifiedAt: Date | null } | undefined> {
  const [row] = await db.select({ id: investorProfiles.id, verifiedAt: investorProfiles.verifiedAt }).from(investorProfiles).where(eq(investorProfiles.userId, userId)).for('update');
  return row;
}

export async function findInvestorBadge(db: Db, userId: string): Promise<{ verifiedAt: Date | null } | undefined> {
  const [row] = await db.select({ verifiedAt: investorProfiles.verifiedAt }).from(investorProfiles).where(eq(investorProfiles.userId, userId));
  return row;
}

export async function setVerifiedAt(db: Db, userId: string, verifiedAt: Date | null): Promise<void> {
  await db.update(investorProfiles).set({ verifiedAt }).where(eq(investorProfiles.userId, userId));
}

export async function insertApplication(db: Db, values: typeof investorVerifications.$inferInsert): Promise<VerificationRow> {
  const [row] = await db.insert(investorVerifications).values(values).returning();
  return row!;
}

export async function findLatestApplication(db: Db, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(investorVerifications)
    .where(eq(investorVerifications.userId, userId))
    .orderBy(desc(investorVerifications.createdAt), desc(investorVerifications.id))
    .limit(1);
  return row;
}

export async function findApplication(db: Db, id: number): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(investorVerifications).where(eq(investorVerifications.id, id));
  return row;
}

/**
 * Moves an application from `from` to its decided state, only if it is still `from`: of two admins
 * deciding at once, the second finds nothing to update (PostgreSQL re-reads the row after the first
 * commits), so there is one decision.
 */
export async function decideApplication(
  db: Db,
  id: number,
  from: 'pending' | 'verified',
  decision: { status: 'verified' | 'declined' | 'withdrawn'; reason: string; decidedBy: string; decidedAt: Date },
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(investorVerifications)
    .set({ status: decision.status, decisionReason: decision.reason, decidedBy: decision.decidedBy, decidedAt: decision.decidedAt })
    .where(and(eq(investorVerifications.id, id), eq(investorVerifications.status, from)))
    .returning();
  return row;
}

/** The review queue, oldest first, with who applied. */
export async function listPending(db: Db) {
  return db
    .select({ application: investorVerifications, investor: investorColumns })
    .from(investorVerifications)
    .innerJoin(users, eq(users.id, investorVerifications.userId))
    .leftJoin(investorProfiles, eq(investorProfiles.userId, investorVerifications.userId))
    .where(eq(investorVerifications.status, 'pending'))
    .orderBy(asc(investorVerifications.createdAt), asc(investorVerifications.id))
    .limit(200);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Verified investors with the application that verified them, newest first, optionally by name or e-mail. */
export async function listVerified(db: Db, q: string | undefined, limit: number) {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  return db
    .select({ application: investorVerifications, investor: investorColumns, verifiedAt: investorProfiles.verifiedAt })
    .from(investorProfiles)
    .innerJoin(users, eq(users.id, investorProfiles.userId))
    .innerJoin(investorVerifications, and(eq(investorVerifications.userId, investorProfiles.userId), eq(investorVerifications.status, 'verified')))
    .where(and(isNotNull(investorProfiles.verifiedAt), pattern ? sql`(${userNameText(users)} ilike ${pattern} or ${users.email} ilike ${pattern})` : undefined))
    .orderBy(desc(investorProfiles.verifiedAt), desc(investorVerifications.id))
    .limit(limit);
}

export async function findUserNames(db: Db, userId: string): Promise<{ firstName: string; lastName: string } | undefined> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row;
}
