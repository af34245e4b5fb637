import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Message } from '@baobab/contracts/i18n/message';
import type { Db } from '../../db/client';
import { isoTimestamp, jsonFigure, type Arg, type Figure } from '../../db/figures';
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

export function listNotificationsOf(db: Db, userId: string, limit: number, offset: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

/** One of a user's newest notifications as Recent Activity shows it. */
export type RecentNotificationRow = { id: number; title: string; titleMessage: Message | null; href: string; createdAt: string };

/** The user's `limit` newest notifications but those of one kind, newest first, as a figure (db/figures.ts). */
export function recentEventsFigure<T>(userId: Arg<string>, limit: Arg<number>, excludeKind: string, read: (rows: RecentNotificationRow[]) => T): Figure<T> {
  return jsonFigure(
    sql`select coalesce(json_agg(json_build_object('id', recent.id, 'title', recent.title, 'titleMessage', recent.title_message, 'href', recent.href,
        'createdAt', recent.created_at) order by recent.at desc, recent.id desc), '[]')::text
      from (select ${notifications.id} as id, ${notifications.title} as title, ${notifications.titleMessage} as title_message, ${notifications.href} as href,
          ${isoTimestamp(notifications.createdAt)} as created_at, ${notifications.createdAt} as at
        from ${notifications} where ${and(eq(notifications.userId, userId), ne(notifications.kind, excludeKind))}
        order by ${notifications.createdAt} desc, ${notifications.id} desc limit ${limit}) recent`,
    (rows) => read(rows as RecentNotificationRow[]),
  );
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

/**
 * Sets a kind's e-mails on or off and, when given, their frequency. A digest starts from now whenever it begins to
 * apply (chosen instead of immediate e-mails, or e-mails turned back on): what came before was e-mailed at once or
 * not at all, and is never sent again in a digest.
 */
export async function upsertPreference(db: Db, userId: string, kind: string, email: boolean, frequency?: string): Promise<void> {
  const now = new Date();
  const p = notificationPreferences;
  // In the conflict's update the table's columns are the stored row's.
  const nextFrequency = frequency === undefined ? sql`${p.frequency}` : sql`${frequency}::text`;
  await db
    .insert(p)
    .values({ userId, kind, email, ...(frequency ? { frequency } : {}), digestedUntil: frequency && frequency !== 'immediate' ? now : null })
    .onConflictDoUpdate({
      target: [p.userId, p.kind],
      set: {
        email,
        ...(frequency ? { frequency } : {}),
        digestedUntil: sql`case when ${nextFrequency} <> 'immediate' and ${email}::boolean and (${p.frequency} = 'immediate' or not ${p.email}) then ${now.toISOString()}::timestamptz else ${p.digestedUntil} end`,
        updatedAt: now,
      },
    });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Preferences whose digest is due at `now`: e-mails on, a daily one a day or more since the last, a weekly one a week. */
export function dueDigests(db: Db, now: Date) {
  const p = notificationPreferences;
  const dueBefore = (frequency: string, days: number) => and(eq(p.frequency, frequency), lte(p.digestedUntil, new Date(now.getTime() - days * DAY_MS)));
  return db
    .select({ userId: p.userId, kind: p.kind, frequency: p.frequency, digestedUntil: p.digestedUntil, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .where(and(eq(p.email, true), or(dueBefore('daily', 1), dueBefore('weekly', 7))));
}

/**
 * Claims a digest: moves `digested_until` from `previous` to `upTo` only if no other run moved it first (true when
 * this call did). Called with the two swapped, gives a claim back after a failed send.
 */
export async function claimDigest(db: Db, userId: string, kind: string, previous: Date, upTo: Date): Promise<boolean> {
  const p = notificationPreferences;
  const rows = await db
    .update(p)
    .set({ digestedUntil: upTo })
    .where(and(eq(p.userId, userId), eq(p.kind, kind), eq(p.digestedUntil, previous)))
    .returning({ userId: p.userId });
  return rows.length > 0;
}

/** The user's notifications of a kind made after `since` and up to `upTo`, oldest first, at most `limit`. */
export function notificationsBetween(db: Db, userId: string, kind: string, since: Date, upTo: Date, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind), gt(notifications.createdAt, since), lte(notifications.createdAt, upTo)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(limit);
}

export async function findRecipient(db: Db, userId: string) {
  const [row] = await db.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
