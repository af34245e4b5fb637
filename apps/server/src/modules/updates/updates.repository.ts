import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Arg } from '../../db/figures';
import { preparedRead } from '../../db/prepared';
import { users } from '../../db/schema/auth';
import { dataRoomGrants, dataRooms } from '../../db/schema/data-rooms';
import { connections } from '../../db/schema/network';
import { investments } from '../../db/schema/portfolio';
import { financialsShares } from '../../db/schema/startup-access';
import { startups } from '../../db/schema/startups';
import { companyMetrics, investorUpdateRecipients, investorUpdateReplies, investorUpdates } from '../../db/schema/updates';

export type UpdateRow = typeof investorUpdates.$inferSelect;
export type NewUpdateRow = typeof investorUpdates.$inferInsert;
export type RecipientRow = typeof investorUpdateRecipients.$inferSelect;
export type ReplyRow = typeof investorUpdateReplies.$inferSelect;
export type UpdateStartup = { id: number; name: string; logoUrl: string | null; ownerId: string };
export type UpdateWithStartup = { update: UpdateRow; startup: UpdateStartup; authorName: { firstName: string; lastName: string; email: string } };

const startupColumns = { id: startups.id, name: startups.name, logoUrl: startups.logoUrl, ownerId: startups.ownerId };
const authorColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** The update with its startup (whose owner decides who may read it) and its author's name. */
export async function findUpdate(db: Db, id: number): Promise<UpdateWithStartup | undefined> {
  const [row] = await db
    .select({ update: investorUpdates, startup: startupColumns, authorName: authorColumns })
    .from(investorUpdates)
    .innerJoin(startups, eq(startups.id, investorUpdates.startupId))
    .innerJoin(users, eq(users.id, investorUpdates.authorId))
    .where(eq(investorUpdates.id, id))
    .limit(1);
  return row;
}

/** A sent update whose public link is on, by its token. */
export async function findPublicUpdate(db: Db, token: string): Promise<UpdateWithStartup | undefined> {
  const [row] = await db
    .select({ update: investorUpdates, startup: startupColumns, authorName: authorColumns })
    .from(investorUpdates)
    .innerJoin(startups, eq(startups.id, investorUpdates.startupId))
    .innerJoin(users, eq(users.id, investorUpdates.authorId))
    .where(and(eq(investorUpdates.publicToken, token), eq(investorUpdates.isPublic, true), eq(investorUpdates.status, 'sent')))
    .limit(1);
  return row;
}

export async function insertDraft(db: Db, values: NewUpdateRow): Promise<UpdateRow> {
  const [row] = await db.insert(investorUpdates).values(values).returning();
  return row!;
}

/** Changes a draft; undefined when the update is no longer a draft (sent meanwhile) or is gone. */
export async function updateDraftRow(db: Db, id: number, values: Partial<NewUpdateRow>): Promise<UpdateRow | undefined> {
  const [row] = await db
    .update(investorUpdates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(investorUpdates.id, id), eq(investorUpdates.status, 'draft')))
    .returning();
  return row;
}

export async function deleteDraftRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(investorUpdates)
    .where(and(eq(investorUpdates.id, id), eq(investorUpdates.status, 'draft')))
    .returning({ id: investorUpdates.id });
  return deleted.length > 0;
}

/**
 * Turns a draft into a sent update in one conditional statement: of two sends racing, the second
 * waits for the first's row lock and then finds no draft, so exactly one returns the row.
 */
export async function markSent(db: Db, id: number, now: Date): Promise<UpdateRow | undefined> {
  const [row] = await db
    .update(investorUpdates)
    .set({ status: 'sent', sentAt: now, updatedAt: now })
    .where(and(eq(investorUpdates.id, id), eq(investorUpdates.status, 'draft')))
    .returning();
  return row;
}

export async function setFigures(db: Db, id: number, figures: unknown[]): Promise<void> {
  await db.update(investorUpdates).set({ figures }).where(eq(investorUpdates.id, id));
}

/** Public link on (with its token) or off (the token is forgotten, so an old link never works again). Sent updates only. */
export async function setPublic(db: Db, id: number, publicToken: string | null): Promise<UpdateRow | undefined> {
  const [row] = await db
    .update(investorUpdates)
    .set({ isPublic: publicToken !== null, publicToken })
    .where(and(eq(investorUpdates.id, id), eq(investorUpdates.status, 'sent')))
    .returning();
  return row;
}

/** The founder's list of one startup: drafts and sent updates, newest first, with their counts. */
export function listStartupUpdates(db: Db, startupId: number) {
  const recipients = db
    .select({
      updateId: investorUpdateRecipients.updateId,
      recipientCount: count().as('recipient_count'),
      openCount: sql<number>`count(${investorUpdateRecipients.openedAt})::int`.as('open_count'),
    })
    .from(investorUpdateRecipients)
    .innerJoin(investorUpdates, eq(investorUpdates.id, investorUpdateRecipients.updateId))
    .where(eq(investorUpdates.startupId, startupId))
    .groupBy(investorUpdateRecipients.updateId)
    .as('recipients');
  const replies = db
    .select({ updateId: investorUpdateReplies.updateId, replyCount: count().as('reply_count') })
    .from(investorUpdateReplies)
    .innerJoin(investorUpdates, eq(investorUpdates.id, investorUpdateReplies.updateId))
    .where(eq(investorUpdates.startupId, startupId))
    .groupBy(investorUpdateReplies.updateId)
    .as('replies');
  return db
    .select({
      update: investorUpdates,
      recipientCount: sql<number>`coalesce(${recipients.recipientCount}, 0)::int`,
      openCount: sql<number>`coalesce(${recipients.openCount}, 0)::int`,
      replyCount: sql<number>`coalesce(${replies.replyCount}, 0)::int`,
    })
    .from(investorUpdates)
    .leftJoin(recipients, eq(recipients.updateId, investorUpdates.id))
    .leftJoin(replies, eq(replies.updateId, investorUpdates.id))
    .where(eq(investorUpdates.startupId, startupId))
    .orderBy(desc(sql`coalesce(${investorUpdates.sentAt}, ${investorUpdates.updatedAt})`), desc(investorUpdates.id))
    .limit(500);
}

/** Sent updates the user received, newest first; one more than `limit` tells whether a next page exists. */
/** The updates sent to a person, newest first (one company's only when `startupId` is given); values or placeholders. */
function receivedQuery(db: Db, userId: Arg<string>, limit: Arg<number>, offset: Arg<number>, startupId?: number) {
  return db
    .select({ update: investorUpdates, startup: startupColumns, openedAt: investorUpdateRecipients.openedAt })
    .from(investorUpdateRecipients)
    .innerJoin(investorUpdates, eq(investorUpdates.id, investorUpdateRecipients.updateId))
    .innerJoin(startups, eq(startups.id, investorUpdates.startupId))
    .where(
      and(
        eq(investorUpdateRecipients.userId, userId),
        eq(investorUpdates.status, 'sent'),
        startupId === undefined ? undefined : eq(investorUpdates.startupId, startupId),
      ),
    )
    .orderBy(desc(investorUpdates.sentAt), desc(investorUpdates.id))
    .limit(limit)
    .offset(offset);
}

export type ReceivedRow = Awaited<ReturnType<typeof receivedQuery>>[number];

export function listReceived(db: Db, userId: string, limit: number, offset: number, startupId?: number): Promise<ReceivedRow[]> {
  return receivedQuery(db, userId, limit, offset, startupId);
}

/** The updates feed (every signed-in investor's screen): the same read, its SQL written once (decision 0082). */
export const listFeedPage = preparedRead<{ userId: string; limit: number; offset: number }, ReceivedRow[]>('updates_feed_page', (db) =>
  receivedQuery(db, sql.placeholder('userId'), sql.placeholder('limit'), sql.placeholder('offset')),
);

export async function findRecipient(db: Db, updateId: number, userId: string): Promise<RecipientRow | undefined> {
  const [row] = await db
    .select()
    .from(investorUpdateRecipients)
    .where(and(eq(investorUpdateRecipients.updateId, updateId), eq(investorUpdateRecipients.userId, userId)))
    .limit(1);
  return row;
}

/** Stamps the recipient's first opening; later reads leave it as it was. Answers the stamp either way. */
export async function markOpened(db: Db, updateId: number, userId: string, now: Date): Promise<Date | null> {
  const [stamped] = await db
    .update(investorUpdateRecipients)
    .set({ openedAt: now })
    .where(and(eq(investorUpdateRecipients.updateId, updateId), eq(investorUpdateRecipients.userId, userId), isNull(investorUpdateRecipients.openedAt)))
    .returning({ openedAt: investorUpdateRecipients.openedAt });
  if (stamped) return stamped.openedAt;
  return (await findRecipient(db, updateId, userId))?.openedAt ?? null;
}

export async function insertRecipients(db: Db, rows: { updateId: number; userId: string; reason: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(investorUpdateRecipients).values(rows).onConflictDoNothing();
}

/** Everyone an update went to, with names and the number of replies in their thread, in the order they were added. */
export function listRecipients(db: Db, updateId: number) {
  const replies = db
    .select({ recipientId: investorUpdateReplies.recipientId, replyCount: count().as('reply_count') })
    .from(investorUpdateReplies)
    .where(eq(investorUpdateReplies.updateId, updateId))
    .groupBy(investorUpdateReplies.recipientId)
    .as('replies');
  return db
    .select({
      userId: investorUpdateRecipients.userId,
      reason: investorUpdateRecipients.reason,
      openedAt: investorUpdateRecipients.openedAt,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      replyCount: sql<number>`coalesce(${replies.replyCount}, 0)::int`,
    })
    .from(investorUpdateRecipients)
    .innerJoin(users, eq(users.id, investorUpdateRecipients.userId))
    .leftJoin(replies, eq(replies.recipientId, investorUpdateRecipients.userId))
    .where(eq(investorUpdateRecipients.updateId, updateId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Replies of one thread (the recipient's) or of every thread (the founder's view), oldest first. */
export function listReplies(db: Db, updateId: number, recipientId?: string) {
  return db
    .select({ reply: investorUpdateReplies, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(investorUpdateReplies)
    .innerJoin(users, eq(users.id, investorUpdateReplies.authorId))
    .where(and(eq(investorUpdateReplies.updateId, updateId), recipientId === undefined ? undefined : eq(investorUpdateReplies.recipientId, recipientId)))
    .orderBy(asc(investorUpdateReplies.id))
    .limit(2000);
}

export async function insertReply(db: Db, values: { updateId: number; recipientId: string; authorId: string; body: string }): Promise<ReplyRow> {
  const [row] = await db.insert(investorUpdateReplies).values(values).returning();
  return row!;
}

export async function findPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, ids));
}

/** Which of `ids` name metrics of the startup. */
export async function listMetricIdsOf(db: Db, startupId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companyMetrics.id })
    .from(companyMetrics)
    .where(and(eq(companyMetrics.startupId, startupId), inArray(companyMetrics.id, ids)));
  return rows.map((row) => row.id);
}

// The audience, from consent live at the moment of the call (decision 0020).

/** Investors whose recorded investment in the startup the founder confirmed. */
export async function listConfirmedInvestorIds(db: Db, startupId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: investments.investorId })
    .from(investments)
    .where(and(eq(investments.startupId, startupId), eq(investments.confirmationStatus, 'confirmed')));
  return rows.map((row) => row.id).sort();
}

/**
 * People holding a live financials share of the startup, or a live grant to one of its data rooms.
 * A grant made to an e-mail address counts once it is bound to an account (its holder verified the
 * address and opened their rooms): sending must not tell the founder who holds an address they
 * invited before that person shows up (decision 0011).
 */
export async function listShareHolderIds(db: Db, startupId: number, now: Date): Promise<string[]> {
  const [shares, grants] = await Promise.all([
    db
      .select({ id: financialsShares.granteeId })
      .from(financialsShares)
      .where(
        and(
          eq(financialsShares.startupId, startupId),
          isNull(financialsShares.revokedAt),
          or(isNull(financialsShares.expiresAt), gt(financialsShares.expiresAt, now)),
        ),
      ),
    db
      .select({ id: dataRoomGrants.granteeId })
      .from(dataRoomGrants)
      .innerJoin(dataRooms, eq(dataRooms.id, dataRoomGrants.roomId))
      .where(
        and(
          eq(dataRooms.startupId, startupId),
          isNotNull(dataRoomGrants.granteeId),
          isNull(dataRoomGrants.revokedAt),
          or(isNull(dataRoomGrants.expiresAt), gt(dataRoomGrants.expiresAt, now)),
        ),
      ),
  ]);
  return [...new Set([...shares, ...grants].map((row) => row.id).filter((id): id is string => id !== null))].sort();
}

/** The person's accepted connections. */
export async function listConnectionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ requesterId: connections.requesterId, addresseeId: connections.addresseeId })
    .from(connections)
    .where(and(eq(connections.status, 'accepted'), or(eq(connections.requesterId, userId), eq(connections.addresseeId, userId))));
  return rows.map((row) => (row.requesterId === userId ? row.addresseeId : row.requesterId)).sort();
}
