import { and, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { recommendations } from '../../db/schema/user-profiles';

const author = alias(users, 'author');
const other = alias(users, 'other');

/** Written recommendations about a user, newest first, with the author's name and avatar. */
export function listAcceptedAbout(db: Db, subjectId: string) {
  return db
    .select({
      id: recommendations.id,
      relationship: recommendations.relationship,
      title: recommendations.title,
      content: recommendations.content,
      writtenAt: recommendations.updatedAt,
      authorId: author.id,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
      authorImage: author.image,
    })
    .from(recommendations)
    .innerJoin(author, eq(author.id, recommendations.authorId))
    .where(and(eq(recommendations.subjectId, subjectId), eq(recommendations.status, 'accepted')))
    .orderBy(desc(recommendations.updatedAt), desc(recommendations.id))
    .limit(100);
}

/** Requests still waiting for an author, in both directions for this user. */
export function listOpenRequestsOf(db: Db, userId: string) {
  return db
    .select({
      id: recommendations.id,
      subjectId: recommendations.subjectId,
      relationship: recommendations.relationship,
      message: recommendations.message,
      createdAt: recommendations.createdAt,
      otherId: other.id,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherImage: other.image,
    })
    .from(recommendations)
    .innerJoin(
      other,
      or(
        and(eq(recommendations.authorId, userId), eq(other.id, recommendations.subjectId)),
        and(eq(recommendations.subjectId, userId), eq(other.id, recommendations.authorId)),
      ),
    )
    .where(and(eq(recommendations.status, 'requested'), or(eq(recommendations.authorId, userId), eq(recommendations.subjectId, userId))))
    .orderBy(desc(recommendations.createdAt), desc(recommendations.id))
    .limit(100);
}

export async function findRecommendation(db: Db, id: number) {
  const [row] = await db
    .select({ id: recommendations.id, subjectId: recommendations.subjectId, authorId: recommendations.authorId, status: recommendations.status })
    .from(recommendations)
    .where(eq(recommendations.id, id))
    .limit(1);
  return row;
}

export async function findRecommendationBetween(db: Db, subjectId: string, authorId: string) {
  const [row] = await db
    .select({ id: recommendations.id, status: recommendations.status })
    .from(recommendations)
    .where(and(eq(recommendations.subjectId, subjectId), eq(recommendations.authorId, authorId)))
    .limit(1);
  return row;
}

export async function insertRequest(db: Db, values: { subjectId: string; authorId: string; relationship: string; message: string | null }) {
  await db.insert(recommendations).values({ ...values, status: 'requested' });
}

export async function reopenRequest(db: Db, id: number, values: { relationship: string; message: string | null }) {
  await db
    .update(recommendations)
    .set({ ...values, status: 'requested', title: null, content: null, createdAt: new Date(), updatedAt: new Date() })
    .where(eq(recommendations.id, id));
}

export async function setRecommendationOutcome(
  db: Db,
  id: number,
  values: { status: 'accepted' | 'declined'; title?: string | null; content?: string | null },
) {
  await db.update(recommendations).set({ ...values, updatedAt: new Date() }).where(eq(recommendations.id, id));
}
