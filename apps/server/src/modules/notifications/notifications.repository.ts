import { and, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { notificationPreferences, notifications } from '../../db/schema/notifications';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt' | 'readAt'>;

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** The user's unread notification leading to the same place, if any (for collapsing). */
export async function findNotification(db: Db, id: number): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function findUnreadAt(db: Db, userId: string, kind: string, href: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.href, href), isNull(notifications.readAt)))
    .limit(1);
  return row;
}

/** The user's notification of this kind leading to `href`, read or not. */
export async function findAt(db: Db, userId: string, kind: string, href: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), eq(notifications.href, href)))
    .limit(1);
  return row;
}

export async function refreshNotification(db: Db, id: number, values: Pick<NewNotification, 'title' | 'body' | 'titleMessage' | 'bodyMessage' | 'actorId'>): Promise<NotificationRow> {
  const [row] = await db
    .update(notifications)
    .set({ ...values, createdAt: new Date() })
    .where(eq(notifications.id, id))
    .returning();
  return row!;
}

export function listNotificationsOf(db: Db, userId: string, limit: number, offset: number, options: { excludeKind?: string } = {}) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), options.excludeKind ? ne(notifications.kind, options.excludeKind) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read: the given ids, or all of them. */
export async function markRead(db: Db, userId: string, ids?: number[], href?: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
        href ? eq(notifications.href, href) : undefined,
      ),
    );
}

export function listPreferences(db: Db, userId: string) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreference(db: Db, userId: string, kind: string, email: boolean): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email })
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.kind], set: { email, updatedAt: new Date() } });
}

export async function findRecipient(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
