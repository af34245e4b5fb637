import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentUploads } from '../../db/schema/insights';
import { lockForTransaction } from '../../db/transaction-lock';

export type NewDocumentUpload = typeof documentUploads.$inferInsert;

/**
 * Stores an upload unless its owner already has `max` waiting, in one transaction serialised per
 * owner (an advisory lock on the owner's id), so twenty uploads at once cannot pass the cap
 * together. Returns the upload's id, or null when the cap is reached.
 */
export async function insertUploadWithinCap(db: Db, upload: NewDocumentUpload, max: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `document_upload:${upload.ownerId}`);
    // An upload whose task was lost (the instance died between storing it and queueing the task)
    // would count against its owner for ever: a day is far past any task's life.
    await tx.delete(documentUploads).where(and(eq(documentUploads.ownerId, upload.ownerId), lt(documentUploads.createdAt, sql`now() - interval '1 day'`)));
    const [waiting] = await tx.select({ n: count() }).from(documentUploads).where(eq(documentUploads.ownerId, upload.ownerId));
    if ((waiting?.n ?? 0) >= max) return null;
    const [row] = await tx.insert(documentUploads).values(upload).returning({ id: documentUploads.id });
    return row!.id;
  });
}

export async function findUpload(db: Db, id: string, ownerId: string) {
  const [row] = await db.select().from(documentUploads).where(and(eq(documentUploads.id, id), eq(documentUploads.ownerId, ownerId)));
  return row ?? null;
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(documentUploads).where(eq(documentUploads.id, id));
}
