import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dataRoomGrants, dataRooms } from '../../db/schema/data-rooms';
import { financialsShares } from '../../db/schema/startup-access';
import { startups } from '../../db/schema/startups';
import { companyMetrics } from '../../db/schema/updates';

/** The company's currency: its cash metric's (what its actuals are in), else its raise's, else US dollars. */
export const companyCurrencySql = sql<string>`coalesce((select ${companyMetrics.currency} from ${companyMetrics} where ${companyMetrics.startupId} = ${startups.id} and ${companyMetrics.kind} = 'cash'), ${startups.raisingCurrency}, 'USD')`;

/** The company's currency: the funding tracker and the model work in it. */
export async function findCompanyCurrency(db: Db, startupId: number): Promise<string> {
  const [row] = await db.select({ currency: companyCurrencySql }).from(startups).where(eq(startups.id, startupId)).limit(1);
  return row?.currency ?? 'USD';
}

export type FinancialsShareRow = typeof financialsShares.$inferSelect;

/** A share counts from its grant until it is revoked or its end date passes. */
const activeShare = (now: Date) => and(isNull(financialsShares.revokedAt), or(isNull(financialsShares.expiresAt), gt(financialsShares.expiresAt, now)));

export async function findActiveShare(db: Db, startupId: number, granteeId: string, now: Date): Promise<FinancialsShareRow | undefined> {
  const [row] = await db
    .select()
    .from(financialsShares)
    .where(and(eq(financialsShares.startupId, startupId), eq(financialsShares.granteeId, granteeId), activeShare(now)))
    .limit(1);
  return row;
}

/**
 * Whether the person holds an active data-room grant in any of the startup's rooms: by account,
 * or by a verified e-mail address an invitation was sent to (decision 0011).
 */
export async function hasActiveRoomGrant(db: Db, startupId: number, userId: string, verifiedEmail: string | null, now: Date): Promise<boolean> {
  const grantee = verifiedEmail ? or(eq(dataRoomGrants.granteeId, userId), eq(dataRoomGrants.email, verifiedEmail)) : eq(dataRoomGrants.granteeId, userId);
  const [row] = await db
    .select({ id: dataRoomGrants.id })
    .from(dataRoomGrants)
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomGrants.roomId))
    .where(
      and(
        eq(dataRooms.startupId, startupId),
        grantee,
        isNull(dataRoomGrants.revokedAt),
        or(isNull(dataRoomGrants.expiresAt), gt(dataRoomGrants.expiresAt, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The startups, other than their own, whose financials (an active share) or a data room (an active
 * grant, by account or verified address) were shared with the person: the same conditions as
 * findActiveShare and hasActiveRoomGrant, for every startup at once.
 */
export async function listSharedStartupIds(db: Db, userId: string, verifiedEmail: string | null, now: Date): Promise<number[]> {
  const grantee = verifiedEmail ? or(eq(dataRoomGrants.granteeId, userId), eq(dataRoomGrants.email, verifiedEmail)) : eq(dataRoomGrants.granteeId, userId);
  const [shared, rooms] = await Promise.all([
    db
      .select({ id: financialsShares.startupId })
      .from(financialsShares)
      .where(and(eq(financialsShares.granteeId, userId), activeShare(now))),
    db
      .select({ id: dataRooms.startupId })
      .from(dataRoomGrants)
      .innerJoin(dataRooms, eq(dataRooms.id, dataRoomGrants.roomId))
      .where(and(grantee, isNull(dataRoomGrants.revokedAt), or(isNull(dataRoomGrants.expiresAt), gt(dataRoomGrants.expiresAt, now)))),
  ]);
  return [...new Set([...shared, ...rooms].map((row) => row.id))].sort((a, b) => a - b);
}

/**
 * The startups whose financial tools a user may open, in one query: their own, and those
 * shared with them by an active share (the list never shows more than a single read allows).
 */
export async function listFinancialStartups(db: Db, userId: string, now: Date) {
  const isOwner = eq(startups.ownerId, userId);
  return db
    .select({
      id: startups.id,
      name: startups.name,
      sector: startups.sector,
      fundingStage: startups.fundingStage,
      currency: companyCurrencySql,
      ownerId: startups.ownerId,
      scopes: financialsShares.scopes,
      expiresAt: financialsShares.expiresAt,
    })
    .from(startups)
    .leftJoin(financialsShares, and(eq(financialsShares.startupId, startups.id), eq(financialsShares.granteeId, userId), activeShare(now)))
    .where(or(isOwner, sql`${financialsShares.id} is not null`))
    .orderBy(desc(isOwner), asc(startups.id))
    .limit(200);
}

export function listShares(db: Db, startupId: number) {
  return db
    .select({ share: financialsShares, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(financialsShares)
    .innerJoin(users, eq(users.id, financialsShares.granteeId))
    .where(eq(financialsShares.startupId, startupId))
    .orderBy(desc(financialsShares.updatedAt), desc(financialsShares.id));
}

/** Sharing again with the same person renews their one row (new parts, permission and end, not revoked). */
export async function upsertShare(db: Db, values: Omit<typeof financialsShares.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'revokedAt'>): Promise<FinancialsShareRow> {
  const [row] = await db
    .insert(financialsShares)
    .values(values)
    .onConflictDoUpdate({
      target: [financialsShares.startupId, financialsShares.granteeId],
      set: { scopes: values.scopes, permission: values.permission, expiresAt: values.expiresAt ?? null, createdBy: values.createdBy, revokedAt: null, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

/** Revokes a live share in one conditional statement: of two racing revocations exactly one returns the row. */
export async function revokeShare(db: Db, startupId: number, shareId: number, now: Date): Promise<FinancialsShareRow | undefined> {
  const [row] = await db
    .update(financialsShares)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(financialsShares.id, shareId), eq(financialsShares.startupId, startupId), isNull(financialsShares.revokedAt)))
    .returning();
  return row;
}

export async function findShare(db: Db, startupId: number, shareId: number): Promise<FinancialsShareRow | undefined> {
  const [row] = await db
    .select()
    .from(financialsShares)
    .where(and(eq(financialsShares.id, shareId), eq(financialsShares.startupId, startupId)))
    .limit(1);
  return row;
}

export async function findPersonName(db: Db, id: string): Promise<{ firstName: string; lastName: string; email: string } | undefined> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}
