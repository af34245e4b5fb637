import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Arg } from '../../db/figures';
import { users } from '../../db/schema/auth';
import {
  dataRoomDocumentAnalyses,
  dataRoomDocuments,
  dataRoomDocumentVersions,
  dataRoomFolders,
  dataRoomGrants,
  dataRooms,
  ndaAcceptances,
} from '../../db/schema/data-rooms';
import { organisationMembers, organisations } from '../../db/schema/organisations';
import { startups } from '../../db/schema/startups';
import { activeRoomGrantOf } from '../startup-access/room-grant-rule';

// The room's events (views, downloads, time on a page) and what is read from them, in their own file; callers reach them through this one.
export * from './data-room-events.repository';

export type RoomRow = typeof dataRooms.$inferSelect & { startupName: string };
export type FolderRow = typeof dataRoomFolders.$inferSelect;
export type DocumentRow = typeof dataRoomDocuments.$inferSelect;
export type VersionRow = typeof dataRoomDocumentVersions.$inferSelect;
export type GrantRow = typeof dataRoomGrants.$inferSelect;

const roomColumns = {
  id: dataRooms.id,
  startupId: dataRooms.startupId,
  ownerId: dataRooms.ownerId,
  name: dataRooms.name,
  ndaText: dataRooms.ndaText,
  createdAt: dataRooms.createdAt,
  startupName: startups.name,
};

export async function findRoom(db: Db, id: number): Promise<RoomRow | undefined> {
  const [row] = await db.select(roomColumns).from(dataRooms).innerJoin(startups, eq(startups.id, dataRooms.startupId)).where(eq(dataRooms.id, id));
  return row;
}

export async function insertRoom(db: Db, values: typeof dataRooms.$inferInsert): Promise<number> {
  const [row] = await db.insert(dataRooms).values(values).returning({ id: dataRooms.id });
  return row!.id;
}

const documentCount = sql<number>`(select count(*)::int from ${dataRoomDocuments} where ${dataRoomDocuments.roomId} = ${dataRooms.id} and ${dataRoomDocuments.deletedAt} is null)`;

export function listOwnedRooms(db: Db, ownerId: string) {
  return db
    .select({ ...roomColumns, documentCount })
    .from(dataRooms)
    .innerJoin(startups, eq(startups.id, dataRooms.startupId))
    .where(eq(dataRooms.ownerId, ownerId))
    .orderBy(desc(dataRooms.createdAt), desc(dataRooms.id));
}

/** Whether the person holds an active grant to the room `roomId` names, as a condition for a query over rooms. */
export function holdsActiveGrant(roomId: AnyColumn, userId: Arg<string>, verifiedEmail: Arg<string | null>, now: Arg<Date>): SQL {
  return sql`exists (select 1 from ${dataRoomGrants} where ${dataRoomGrants.roomId} = ${roomId} and (${activeRoomGrantOf(userId, verifiedEmail, now)}))`;
}

export function listSharedRooms(db: Db, userId: string, email: string | null, now: Date) {
  // Count only what this person's grants cover, as opening the room would show them.
  const grantsCover = sql`exists (select 1 from ${dataRoomGrants} where ${dataRoomGrants.roomId} = ${dataRooms.id} and (${activeRoomGrantOf(userId, email, now)}) and (${dataRoomGrants.folderId} is null or ${dataRoomGrants.folderId} = ${dataRoomDocuments.folderId}))`;
  const visibleCount = sql<number>`(select count(*)::int from ${dataRoomDocuments} where ${dataRoomDocuments.roomId} = ${dataRooms.id} and ${dataRoomDocuments.deletedAt} is null and ${grantsCover})`;
  return db
    .selectDistinct({ ...roomColumns, documentCount: visibleCount })
    .from(dataRooms)
    .innerJoin(startups, eq(startups.id, dataRooms.startupId))
    .innerJoin(dataRoomGrants, eq(dataRoomGrants.roomId, dataRooms.id))
    .where(activeRoomGrantOf(userId, email, now))
    .orderBy(desc(dataRooms.createdAt), desc(dataRooms.id));
}

export function listActiveGrants(db: Db, roomId: number, userId: string, email: string | null, now: Date): Promise<GrantRow[]> {
  return db.select().from(dataRoomGrants).where(and(eq(dataRoomGrants.roomId, roomId), activeRoomGrantOf(userId, email, now)));
}

/** An e-mail invitation becomes the account's own grant the first time that verified address lists its rooms. */
export async function bindEmailGrants(db: Db, userId: string, email: string): Promise<void> {
  await db
    .update(dataRoomGrants)
    .set({ granteeId: userId })
    .where(and(isNull(dataRoomGrants.granteeId), eq(dataRoomGrants.email, email.toLowerCase())));
}

export function listFolders(db: Db, roomId: number): Promise<FolderRow[]> {
  return db
    .select()
    .from(dataRoomFolders)
    .where(and(eq(dataRoomFolders.roomId, roomId), isNull(dataRoomFolders.deletedAt)))
    .orderBy(asc(dataRoomFolders.name));
}

export async function findFolder(db: Db, roomId: number, folderId: number): Promise<FolderRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRoomFolders)
    .where(and(eq(dataRoomFolders.roomId, roomId), eq(dataRoomFolders.id, folderId), isNull(dataRoomFolders.deletedAt)));
  return row;
}

export async function insertFolder(db: Db, roomId: number, name: string): Promise<FolderRow | undefined> {
  const [row] = await db.insert(dataRoomFolders).values({ roomId, name }).onConflictDoNothing().returning();
  return row;
}

export function listDocuments(db: Db, roomId: number): Promise<DocumentRow[]> {
  return db
    .select()
    .from(dataRoomDocuments)
    .where(and(eq(dataRoomDocuments.roomId, roomId), isNull(dataRoomDocuments.deletedAt)))
    .orderBy(asc(dataRoomDocuments.name));
}

export async function findDocument(db: Db, roomId: number, documentId: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRoomDocuments)
    .where(and(eq(dataRoomDocuments.roomId, roomId), eq(dataRoomDocuments.id, documentId), isNull(dataRoomDocuments.deletedAt)));
  return row;
}

/** The existing document with this name in this place (case-insensitive, as the unique index). */
export async function findDocumentByName(db: Db, roomId: number, folderId: number | null, name: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRoomDocuments)
    .where(
      and(
        eq(dataRoomDocuments.roomId, roomId),
        isNull(dataRoomDocuments.deletedAt),
        sql`coalesce(${dataRoomDocuments.folderId}, 0) = ${folderId ?? 0}`,
        sql`lower(${dataRoomDocuments.name}) = lower(${name})`,
      ),
    );
  return row;
}

/** Locks the document for the rest of the transaction, so concurrent uploads number versions one after another. */
export async function lockDocument(db: Db, documentId: number): Promise<void> {
  await db.select({ id: dataRoomDocuments.id }).from(dataRoomDocuments).where(eq(dataRoomDocuments.id, documentId)).for('update');
}

/** Inserts the document, or finds the one a concurrent upload of the same name just created. */
export async function insertDocument(db: Db, values: typeof dataRoomDocuments.$inferInsert): Promise<DocumentRow | undefined> {
  const [row] = await db.insert(dataRoomDocuments).values(values).onConflictDoNothing().returning();
  return row;
}

export function listVersions(db: Db, documentIds: number[]): Promise<VersionRow[]> {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dataRoomDocumentVersions)
    .where(inArray(dataRoomDocumentVersions.documentId, documentIds))
    .orderBy(desc(dataRoomDocumentVersions.version));
}

export async function insertVersion(db: Db, values: Omit<typeof dataRoomDocumentVersions.$inferInsert, 'version'>): Promise<VersionRow> {
  const [row] = await db
    .insert(dataRoomDocumentVersions)
    .values({
      ...values,
      version: sql`(select coalesce(max(${dataRoomDocumentVersions.version}), 0) + 1 from ${dataRoomDocumentVersions} where ${dataRoomDocumentVersions.documentId} = ${values.documentId})`,
    })
    .returning();
  return row!;
}

export function listGrants(db: Db, roomId: number) {
  return db
    .select({ grant: dataRoomGrants, granteeName: users.name, folderName: dataRoomFolders.name, organisationName: organisations.name })
    .from(dataRoomGrants)
    .leftJoin(users, eq(users.id, dataRoomGrants.granteeId))
    .leftJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomGrants.folderId))
    .leftJoin(organisations, eq(organisations.id, dataRoomGrants.organisationId))
    .where(eq(dataRoomGrants.roomId, roomId))
    .orderBy(desc(dataRoomGrants.createdAt), desc(dataRoomGrants.id));
}

export async function insertGrant(db: Db, values: typeof dataRoomGrants.$inferInsert): Promise<GrantRow> {
  const [row] = await db.insert(dataRoomGrants).values(values).returning();
  return row!;
}

/**
 * A fund holds one grant per place (the whole room, or one folder): granting it the same place again
 * renews that row (permission, end, not revoked) in one statement, so two racing grants leave one row.
 */
export async function upsertOrganisationGrant(
  db: Db,
  values: { roomId: number; folderId: number | null; organisationId: number; permission: string; expiresAt: Date | null; createdBy: string },
): Promise<GrantRow> {
  const [row] = await db
    .insert(dataRoomGrants)
    .values({ ...values, granteeId: null, email: null })
    .onConflictDoUpdate({
      // The partial unique index of the place granted (schema/data-rooms.ts), named by its columns and condition.
      ...(values.folderId === null
        ? { target: [dataRoomGrants.roomId, dataRoomGrants.organisationId], targetWhere: sql`${dataRoomGrants.organisationId} is not null and ${dataRoomGrants.folderId} is null` }
        : { target: [dataRoomGrants.folderId, dataRoomGrants.organisationId], targetWhere: sql`${dataRoomGrants.organisationId} is not null and ${dataRoomGrants.folderId} is not null` }),
      set: { permission: values.permission, expiresAt: values.expiresAt, createdBy: values.createdBy, revokedAt: null },
    })
    .returning();
  return row!;
}

export async function findGrant(db: Db, roomId: number, grantId: number) {
  const [row] = await db
    .select({ grant: dataRoomGrants, organisationName: organisations.name })
    .from(dataRoomGrants)
    .leftJoin(organisations, eq(organisations.id, dataRoomGrants.organisationId))
    .where(and(eq(dataRoomGrants.roomId, roomId), eq(dataRoomGrants.id, grantId)));
  return row;
}

/** Revoking an already revoked grant changes nothing and reports false, so it is audited once. */
export async function revokeGrant(db: Db, grantId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(dataRoomGrants)
    .set({ revokedAt: now })
    .where(and(eq(dataRoomGrants.id, grantId), isNull(dataRoomGrants.revokedAt)))
    .returning({ id: dataRoomGrants.id });
  return rows.length > 0;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

export async function hasAcceptedNda(db: Db, roomId: number, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: ndaAcceptances.id }).from(ndaAcceptances).where(and(eq(ndaAcceptances.roomId, roomId), eq(ndaAcceptances.userId, userId)));
  return row !== undefined;
}

/** True when this call recorded the acceptance (a repeat is a no-op). */
export async function insertNdaAcceptance(db: Db, values: typeof ndaAcceptances.$inferInsert): Promise<boolean> {
  const rows = await db.insert(ndaAcceptances).values(values).onConflictDoNothing().returning({ id: ndaAcceptances.id });
  return rows.length > 0;
}

/** True for a unique-index violation (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export async function renameDocument(db: Db, documentId: number, name: string): Promise<void> {
  await db.update(dataRoomDocuments).set({ name }).where(eq(dataRoomDocuments.id, documentId));
}

export async function renameFolder(db: Db, folderId: number, name: string): Promise<void> {
  await db.update(dataRoomFolders).set({ name }).where(eq(dataRoomFolders.id, folderId));
}

/** Versions whose bytes are still stored although their document was deleted before `deletedBefore`. */
export async function listVersionsPastRetention(db: Db, deletedBefore: Date, limit: number): Promise<{ id: number; storageKey: string }[]> {
  return db
    .select({ id: dataRoomDocumentVersions.id, storageKey: dataRoomDocumentVersions.storageKey })
    .from(dataRoomDocumentVersions)
    .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomDocumentVersions.documentId))
    .where(and(lt(dataRoomDocuments.deletedAt, deletedBefore), isNull(dataRoomDocumentVersions.bytesRemovedAt)))
    .orderBy(dataRoomDocumentVersions.id)
    .limit(limit);
}

export async function markBytesRemoved(db: Db, versionId: number, now: Date): Promise<void> {
  await db.update(dataRoomDocumentVersions).set({ bytesRemovedAt: now }).where(eq(dataRoomDocumentVersions.id, versionId));
}

/** Soft delete: the row, its versions' bytes and its audit entries stay (until the retention task removes the bytes). */
export async function softDeleteDocument(db: Db, documentId: number, now: Date): Promise<void> {
  await db.update(dataRoomDocuments).set({ deletedAt: now }).where(and(eq(dataRoomDocuments.id, documentId), isNull(dataRoomDocuments.deletedAt)));
}

/** Soft-deletes the folder and every document still in it; returns how many documents went with it. */
export async function softDeleteFolder(db: Db, folderId: number, now: Date): Promise<number> {
  await db.update(dataRoomFolders).set({ deletedAt: now }).where(eq(dataRoomFolders.id, folderId));
  const rows = await db
    .update(dataRoomDocuments)
    .set({ deletedAt: now })
    .where(and(eq(dataRoomDocuments.folderId, folderId), isNull(dataRoomDocuments.deletedAt)))
    .returning({ id: dataRoomDocuments.id });
  return rows.length;
}


export async function insertDocumentAnalysisLink(db: Db, values: { documentId: number; version: number; analysisId: number }): Promise<void> {
  await db.insert(dataRoomDocumentAnalyses).values(values);
}

export async function latestDocumentAnalysisLink(db: Db, documentId: number) {
  const [row] = await db
    .select()
    .from(dataRoomDocumentAnalyses)
    .where(eq(dataRoomDocumentAnalyses.documentId, documentId))
    .orderBy(desc(dataRoomDocumentAnalyses.createdAt), desc(dataRoomDocumentAnalyses.id))
    .limit(1);
  return row;
}

/**
 * The accounts whose grant on the room is live now and covers the folder (a whole-room grant, or
 * one on this folder): who may open a document placed there, a fund's members included as they
 * are now. Grants still waiting for an account to claim them by e-mail reach no one.
 */
export async function listGranteesCovering(db: Db, roomId: number, folderId: number | null, now: Date): Promise<string[]> {
  const covering = and(
    eq(dataRoomGrants.roomId, roomId),
    isNull(dataRoomGrants.revokedAt),
    or(isNull(dataRoomGrants.expiresAt), gt(dataRoomGrants.expiresAt, now)),
    folderId === null ? isNull(dataRoomGrants.folderId) : or(isNull(dataRoomGrants.folderId), eq(dataRoomGrants.folderId, folderId)),
  );
  const [people, members] = await Promise.all([
    db.selectDistinct({ userId: dataRoomGrants.granteeId }).from(dataRoomGrants).where(and(covering, isNotNull(dataRoomGrants.granteeId))),
    db
      .selectDistinct({ userId: organisationMembers.userId })
      .from(dataRoomGrants)
      .innerJoin(organisationMembers, eq(organisationMembers.organisationId, dataRoomGrants.organisationId))
      .where(covering),
  ]);
  return [...new Set([...people, ...members].map((row) => row.userId!))];
}
