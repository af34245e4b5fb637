import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { anyOfIds } from '../../db/any-of';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { jsonFigure, type Arg, type Figure } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { dataRoomGrants, dataRooms } from '../../db/schema/data-rooms';
import { connections } from '../../db/schema/network';
import { organisationMembers, organisations } from '../../db/schema/organisations';
import { financialsShares } from '../../db/schema/startup-access';
import { startups } from '../../db/schema/startups';
import { companyMetrics } from '../../db/schema/updates';
import { activeRoomGrantOf } from './room-grant-rule';

/** The company's currency: its cash metric's (what its actuals are in), else its raise's, else US dollars. */
export const companyCurrencySql = sql<string>`coalesce((select ${companyMetrics.currency} from ${companyMetrics} where ${companyMetrics.startupId} = ${startups.id} and ${companyMetrics.kind} = 'cash'), ${startups.raisingCurrency}, 'USD')`;

/** The company's currency: the funding tracker and the model work in it. */
export async function findCompanyCurrency(db: Db, startupId: number): Promise<string> {
  const [row] = await db.select({ currency: companyCurrencySql }).from(startups).where(eq(startups.id, startupId)).limit(1);
  return row?.currency ?? 'USD';
}

export type FinancialsShareRow = typeof financialsShares.$inferSelect;

/** A share counts from its grant until it is revoked or its end date passes. */
const activeShare = (now: Arg<Date>) => and(isNull(financialsShares.revokedAt), or(isNull(financialsShares.expiresAt), gt(financialsShares.expiresAt, now)));

/** The organisations the person is a member of at this moment (any role), as a subquery read with the rest. */
const memberships = (userId: Arg<string>) => sql`(select ${organisationMembers.organisationId} from ${organisationMembers} where ${organisationMembers.userId} = ${userId})`;

/**
 * The shares a person reads through: their own, and those of every organisation they are a member of
 * right now (any role; decision 0055). Membership is read here, on every request, never copied into
 * a share, so joining opens and leaving closes at the next request.
 */
const readableBy = (userId: Arg<string>) => or(eq(financialsShares.granteeId, userId), sql`${financialsShares.organisationId} in ${memberships(userId)}`);

/** The active shares a person reads through (readableBy) for each of these startups, read together. */
export function findActiveSharesOf(db: Db, startupIds: readonly number[], userId: string, now: Date): Promise<FinancialsShareRow[]> {
  return db
    .select()
    .from(financialsShares)
    .where(and(anyOfIds(financialsShares.startupId, startupIds), readableBy(userId), activeShare(now)));
}

/** Which of these startups the person holds an active data-room grant in, in any of its rooms (activeRoomGrantOf). */
export async function findStartupsWithRoomGrant(db: Db, startupIds: readonly number[], userId: string, verifiedEmail: string | null, now: Date): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ startupId: dataRooms.startupId })
    .from(dataRoomGrants)
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomGrants.roomId))
    .where(
      and(
        anyOfIds(dataRooms.startupId, startupIds),
        activeRoomGrantOf(userId, verifiedEmail, now),
      ),
    );
  return new Set(rows.map((row) => row.startupId));
}

/**
 * The startups, other than their own, whose financials (an active share) or a data room (an active
 * grant, theirs or their fund's) were shared with the person: the same conditions as
 * findActiveShare and hasActiveRoomGrant, for every startup at once.
 */
const sharedStartupIds = preparedRead<{ userId: string; verifiedEmail: string | null; now: Date }, { id: number }[]>('shared_startup_ids', (db) => {
  const [userId, verifiedEmail, now] = [sql.placeholder('userId'), sql.placeholder('verifiedEmail'), sql.placeholder('now')];
  return db
    .select({ id: financialsShares.startupId })
    .from(financialsShares)
    .where(and(readableBy(userId), activeShare(now)))
    .union(
      db
        .select({ id: dataRooms.startupId })
        .from(dataRoomGrants)
        .innerJoin(dataRooms, eq(dataRooms.id, dataRoomGrants.roomId))
        .where(activeRoomGrantOf(userId, verifiedEmail, now)),
    )
    .orderBy(asc(sql`1`));
});

/** The startups shared with the person (financials shares and data-room grants, theirs or their fund's), by id, in one statement written once. */
export async function listSharedStartupIds(db: Db, userId: string, verifiedEmail: string | null, now: Date): Promise<number[]> {
  return (await sharedStartupIds(db, { userId, verifiedEmail, now })).map((row) => row.id);
}

/**
 * Of these startups, those the person sees more of than a visitor, in one statement: those they own or
 * own a data room of (a room owner sees it whole), and those shared with them by an active financials
 * share or an active room grant, theirs or their fund's (the conditions of findActiveShares and
 * hasActiveRoomGrant, for many startups at once).
 */
export function seenBeyondPublicAmongFigure(userId: Arg<string>, verifiedEmail: Arg<string | null>, startupIds: SQL, now: Arg<Date>): Figure<number[]> {
  return jsonFigure(
    sql`select coalesce(json_agg(${startups.id}), '[]')::text from ${startups} where ${startups.id} in (${startupIds}) and ${seenBeyondPublic(userId, verifiedEmail, now)}`,
    (ids) => ids as number[],
  );
}

/** Whether the person sees a startup (the row of `startups` in the query) beyond what a visitor sees. */
function seenBeyondPublic(userId: Arg<string>, verifiedEmail: Arg<string | null>, now: Arg<Date>): SQL {
  const ownsRoom = sql`exists (select 1 from ${dataRooms} where ${dataRooms.startupId} = ${startups.id} and ${dataRooms.ownerId} = ${userId})`;
  const shared = sql`exists (select 1 from ${financialsShares} where ${financialsShares.startupId} = ${startups.id} and ${and(readableBy(userId), activeShare(now))})`;
  const granted = sql`exists (select 1 from ${dataRoomGrants} join ${dataRooms} on ${dataRooms.id} = ${dataRoomGrants.roomId}
    where ${dataRooms.startupId} = ${startups.id} and ${activeRoomGrantOf(userId, verifiedEmail, now)})`;
  return or(eq(startups.ownerId, userId), ownsRoom, shared, granted)!;
}

/**
 * The startups whose financial tools a user may open: their own, and those shared with them by an
 * active share, their own or a fund's they are a member of (the list never shows more than a single
 * read allows), with those shares.
 */
export async function listFinancialStartups(db: Db, userId: string, now: Date) {
  const isOwner = eq(startups.ownerId, userId);
  const shared = sql`exists (select 1 from ${financialsShares} where ${financialsShares.startupId} = ${startups.id} and ${and(readableBy(userId), activeShare(now))})`;
  const rows = await db
    .select({ id: startups.id, name: startups.name, sector: startups.sector, fundingStage: startups.fundingStage, currency: companyCurrencySql, ownerId: startups.ownerId })
    .from(startups)
    .where(or(isOwner, shared))
    .orderBy(desc(isOwner), asc(startups.id))
    .limit(200);
  const others = rows.filter((row) => row.ownerId !== userId).map((row) => row.id);
  const shares = others.length
    ? await db.select().from(financialsShares).where(and(inArray(financialsShares.startupId, others), readableBy(userId), activeShare(now)))
    : [];
  return rows.map((row) => ({ ...row, shares: shares.filter((share) => share.startupId === row.id) }));
}

export function listShares(db: Db, startupId: number) {
  return db
    .select({ share: financialsShares, person: { firstName: users.firstName, lastName: users.lastName, email: users.email }, organisation: { id: organisations.id, name: organisations.name } })
    .from(financialsShares)
    .leftJoin(users, eq(users.id, financialsShares.granteeId))
    .leftJoin(organisations, eq(organisations.id, financialsShares.organisationId))
    .where(eq(financialsShares.startupId, startupId))
    .orderBy(desc(financialsShares.updatedAt), desc(financialsShares.id));
}

/** Sharing again with the same person or fund renews its one row (new parts, permission and end, not revoked). */
export async function upsertShare(db: Db, values: Omit<typeof financialsShares.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'revokedAt'>): Promise<FinancialsShareRow> {
  const [row] = await db
    .insert(financialsShares)
    .values(values)
    .onConflictDoUpdate({
      target: values.organisationId ? [financialsShares.startupId, financialsShares.organisationId] : [financialsShares.startupId, financialsShares.granteeId],
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

/**
 * The organisations a founder may share with (decision 0055): those with a current member who is one
 * of the founder's accepted connections. A fund cannot put itself in a founder's list, and a founder
 * cannot reach a fund where they know nobody.
 */
export function listShareableOrganisations(db: Db, founderId: string, organisationId?: number) {
  const knownMember = sql`exists (select 1 from ${organisationMembers} join ${connections} on ${connections.status} = 'accepted'
    and ((${connections.requesterId} = ${founderId} and ${connections.addresseeId} = ${organisationMembers.userId})
      or (${connections.addresseeId} = ${founderId} and ${connections.requesterId} = ${organisationMembers.userId}))
    where ${organisationMembers.organisationId} = ${organisations.id})`;
  return db
    .select({ id: organisations.id, name: organisations.name, kind: organisations.kind })
    .from(organisations)
    .where(organisationId === undefined ? knownMember : and(eq(organisations.id, organisationId), knownMember))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(100);
}

/** The organisation's members at this moment: who a fund share's notice goes to. */
export async function listMemberIds(db: Db, organisationId: number): Promise<string[]> {
  const rows = await db.select({ userId: organisationMembers.userId }).from(organisationMembers).where(eq(organisationMembers.organisationId, organisationId));
  return rows.map((row) => row.userId);
}
