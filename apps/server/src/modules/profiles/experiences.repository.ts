import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { experiences } from '../../db/schema/user-profiles';

export type ExperienceRow = typeof experiences.$inferSelect;
export type ExperienceValues = Omit<typeof experiences.$inferInsert, 'id' | 'userId' | 'createdAt'>;

const columns = {
  id: experiences.id,
  userId: experiences.userId,
  type: experiences.type,
  title: experiences.title,
  company: experiences.company,
  startDate: experiences.startDate,
  endDate: experiences.endDate,
  isCurrent: experiences.isCurrent,
  description: experiences.description,
};

/** Newest first: current and recent roles lead the list. */
export function listExperiencesOf(db: Db, userId: string) {
  return db
    .select(columns)
    .from(experiences)
    .where(eq(experiences.userId, userId))
    .orderBy(desc(experiences.startDate), desc(experiences.id));
}

export async function findExperience(db: Db, id: number) {
  const [row] = await db.select(columns).from(experiences).where(eq(experiences.id, id)).limit(1);
  return row;
}

export async function countExperiencesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(experiences).where(eq(experiences.userId, userId));
  return row?.n ?? 0;
}

export async function insertExperience(db: Db, userId: string, values: ExperienceValues) {
  const [row] = await db.insert(experiences).values({ ...values, userId }).returning(columns);
  return row!;
}

export async function updateExperienceRow(db: Db, id: number, userId: string, values: ExperienceValues) {
  const [row] = await db
    .update(experiences)
    .set(values)
    .where(and(eq(experiences.id, id), eq(experiences.userId, userId)))
    .returning(columns);
  return row;
}

export async function deleteExperienceRow(db: Db, id: number, userId: string): Promise<void> {
  await db.delete(experiences).where(and(eq(experiences.id, id), eq(experiences.userId, userId)));
}
