import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataRoomDocuments, dataRoomEvents, dataRoomViewTimes } from '../../db/schema/data-rooms';

export async function insertEvent(db: Db, values: typeof dataRoomEvents.$inferInsert): Promise<number> {
  const [row] = await db.insert(dataRoomEvents).values(values).returning({ id: dataRoomEvents.id });
  return row!.id;
}

export function listEvents(db: Db, roomId: number, limit: number) {
  return db.select().from(dataRoomEvents).where(eq(dataRoomEvents.roomId, roomId)).orderBy(desc(dataRoomEvents.createdAt), desc(dataRoomEvents.id)).limit(limit);
}

/** Views and downloads per document, and how many different people viewed it. */
export function documentActivity(db: Db, roomId: number) {
  return db
    .select({
      documentId: dataRoomDocuments.id,
      name: dataRoomDocuments.name,
      views: sql<number>`count(*) filter (where ${dataRoomEvents.action} = 'view')::int`,
      downloads: sql<number>`count(*) filter (where ${dataRoomEvents.action} = 'download')::int`,
      uniqueViewers: sql<number>`count(distinct ${dataRoomEvents.actorId}) filter (where ${dataRoomEvents.action} in ('view', 'download'))::int`,
      totalSeconds: sql<number>`coalesce(sum(${dataRoomViewTimes.seconds}), 0)::int`,
    })
    .from(dataRoomDocuments)
    .leftJoin(dataRoomEvents, eq(dataRoomEvents.documentId, dataRoomDocuments.id))
    .leftJoin(dataRoomViewTimes, eq(dataRoomViewTimes.eventId, dataRoomEvents.id))
    .where(and(eq(dataRoomDocuments.roomId, roomId), isNull(dataRoomDocuments.deletedAt)))
    .groupBy(dataRoomDocuments.id, dataRoomDocuments.name)
    .orderBy(asc(dataRoomDocuments.name));
}

export async function findViewEvent(db: Db, roomId: number, eventId: number, actorId: string) {
  const [row] = await db
    .select({ id: dataRoomEvents.id, createdAt: dataRoomEvents.createdAt })
    .from(dataRoomEvents)
    .where(and(eq(dataRoomEvents.id, eventId), eq(dataRoomEvents.roomId, roomId), eq(dataRoomEvents.action, 'view'), eq(dataRoomEvents.actorId, actorId)));
  return row;
}

/** Keeps the largest running total reported, so a late or repeated heartbeat never lowers it. */
export async function upsertViewTime(db: Db, eventId: number, seconds: number, now: Date): Promise<void> {
  await db
    .insert(dataRoomViewTimes)
    .values({ eventId, seconds, updatedAt: now })
    .onConflictDoUpdate({
      target: dataRoomViewTimes.eventId,
      set: { seconds: sql`greatest(${dataRoomViewTimes.seconds}, excluded.seconds)`, updatedAt: now },
    });
}

export function listDocumentViews(db: Db, documentId: number, limit: number) {
  return db
    .select({
      id: dataRoomEvents.id,
      actorId: dataRoomEvents.actorId,
      actorName: dataRoomEvents.actorName,
      actorEmail: dataRoomEvents.actorEmail,
      version: dataRoomEvents.version,
      createdAt: dataRoomEvents.createdAt,
      seconds: dataRoomViewTimes.seconds,
    })
    .from(dataRoomEvents)
    .leftJoin(dataRoomViewTimes, eq(dataRoomViewTimes.eventId, dataRoomEvents.id))
    .where(and(eq(dataRoomEvents.documentId, documentId), eq(dataRoomEvents.action, 'view')))
    .orderBy(desc(dataRoomEvents.createdAt), desc(dataRoomEvents.id))
    .limit(limit);
}
