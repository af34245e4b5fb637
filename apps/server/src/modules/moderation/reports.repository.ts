import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportTargetType } from '@baobab/contracts/moderation';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { dataRoomAccessRequests, dataRooms } from '../../db/schema/data-rooms';
import { jobs } from '../../db/schema/jobs';
import { messages } from '../../db/schema/messaging';
import { startups } from '../../db/schema/startups';
import { reports } from '../../db/schema/trust-safety';
import { userProfiles } from '../../db/schema/user-profiles';
import { isPubliclyVisible } from '../../lib/public-visibility';

export type ReportRow = typeof reports.$inferSelect;

const asInt = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

/**
 * The account answerable for a target, read only if the reporter can see the target: a public
 * profile, startup or job; a message of a thread they are in; an access request to a room they own.
 * undefined means "not there for this reporter", which the service answers with 404.
 */
export async function findTargetOwnerFor(db: Db, reporterId: string, type: ReportTargetType, targetId: string): Promise<string | undefined> {
  const id = asInt(targetId);
  if (type === 'profile') {
    const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, targetId), eq(users.accountStatus, 'active'))).limit(1);
    return row?.id;
  }
  if (id === null) return undefined;
  if (type === 'startup') {
    const [row] = await db.select({ owner: startups.ownerId }).from(startups).where(and(eq(startups.id, id), or(eq(startups.ownerId, reporterId), isPubliclyVisible(startups.hiddenAt, startups.ownerId)))).limit(1);
    return row?.owner;
  }
  if (type === 'job') {
    const [row] = await db.select({ owner: jobs.userId }).from(jobs).where(and(eq(jobs.id, id), or(eq(jobs.userId, reporterId), isPubliclyVisible(jobs.hiddenAt, jobs.userId)))).limit(1);
    return row?.owner;
  }
  if (type === 'message') {
    const [row] = await db
      .select({ owner: messages.senderId })
      .from(messages)
      .where(and(eq(messages.id, id), or(eq(messages.senderId, reporterId), eq(messages.recipientId, reporterId))))
      .limit(1);
    return row?.owner;
  }
  const [row] = await db
    .select({ owner: dataRoomAccessRequests.requesterId })
    .from(dataRoomAccessRequests)
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomAccessRequests.roomId))
    .where(and(eq(dataRoomAccessRequests.id, id), eq(dataRooms.ownerId, reporterId)))
    .limit(1);
  return row?.owner;
}

/** A new open report, or undefined when this reporter already has one open on the target (report_open_idx). */
export async function insertOpenReport(db: Db, values: Pick<ReportRow, 'reporterId' | 'targetType' | 'targetId' | 'targetUserId' | 'reason' | 'details'>): Promise<number | undefined> {
  const [row] = await db.insert(reports).values({ ...values, status: 'open' }).onConflictDoNothing().returning({ id: reports.id });
  return row?.id;
}

export async function findOpenReportOf(db: Db, reporterId: string, type: string, targetId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.targetType, type), eq(reports.targetId, targetId), eq(reports.status, 'open')))
    .limit(1);
  return row?.id;
}

const reporter = alias(users, 'reporter');
/** Open reports, oldest first, with the reporter and the reported account (their age and how many reports name them). */
export async function listOpenReports(db: Db, limit: number) {
  return db
    .select({
      report: reports,
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
      account: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, status: users.accountStatus, isAdmin: users.isAdmin, createdAt: users.createdAt },
      reportCount: sql<number>`(select count(*)::int from ${reports} r where r.target_user_id = ${reports.targetUserId})`,
      otherOpenReports: sql<number>`(select count(*)::int from ${reports} r where r.target_type = ${reports.targetType} and r.target_id = ${reports.targetId} and r.status = 'open' and r.id <> ${reports.id})`,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.targetUserId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(limit);
}

export type ReportedContent = { title: string; text: string; participants: string[]; isHidden: boolean };

const fullName = (t: { firstName: unknown; lastName: unknown }) => `${String(t.firstName)} ${String(t.lastName)}`.trim();

/** The reported thing itself, for the admin's eyes only; undefined when it was deleted since. */
export async function findReportedContent(db: Db, type: string, targetId: string): Promise<ReportedContent | undefined> {
  const id = asInt(targetId);
  if (type === 'profile') {
    const [row] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, headline: userProfiles.headline, bio: userProfiles.bio, hiddenAt: userProfiles.hiddenAt })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, targetId));
    return row && { title: fullName(row), text: [row.headline, row.bio].filter(Boolean).join('\n\n'), participants: [], isHidden: row.hiddenAt !== null };
  }
  if (id === null) return undefined;
  if (type === 'startup') {
    const [row] = await db.select({ name: startups.name, description: startups.description, hiddenAt: startups.hiddenAt }).from(startups).where(eq(startups.id, id));
    return row && { title: row.name, text: row.description, participants: [], isHidden: row.hiddenAt !== null };
  }
  if (type === 'job') {
    const [row] = await db.select({ title: jobs.title, description: jobs.description, hiddenAt: jobs.hiddenAt }).from(jobs).where(eq(jobs.id, id));
    return row && { title: row.title, text: row.description, participants: [], isHidden: row.hiddenAt !== null };
  }
  if (type === 'message') {
    const [row] = await db
      .select({
        content: messages.content,
        hiddenAt: messages.hiddenAt,
        sender: sql<string>`(select u.first_name || ' ' || u.last_name || ' <' || u.email || '>' from ${users} u where u.id = "message"."sender_id")`,
        recipient: sql<string>`(select u.first_name || ' ' || u.last_name || ' <' || u.email || '>' from ${users} u where u.id = "message"."recipient_id")`,
      })
      .from(messages)
      .where(eq(messages.id, id));
    return row && { title: `Message from ${row.sender}`, text: row.content, participants: [row.sender, row.recipient], isHidden: row.hiddenAt !== null };
  }
  const [row] = await db
    .select({ message: dataRoomAccessRequests.message, room: dataRooms.name, startup: startups.name })
    .from(dataRoomAccessRequests)
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomAccessRequests.roomId))
    .innerJoin(startups, eq(startups.id, dataRooms.startupId))
    .where(eq(dataRoomAccessRequests.id, id));
  return row && { title: `Access request to ${row.room} (${row.startup})`, text: row.message ?? '', participants: [], isHidden: false };
}

/** The report, held until the transaction ends: two admins resolving it at once are taken in turn. */
export async function lockReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

/** Other open reports of the same target, held like the first. */
export async function lockRelatedOpenReports(db: Db, report: Pick<ReportRow, 'id' | 'targetType' | 'targetId'>): Promise<ReportRow[]> {
  return db
    .select()
    .from(reports)
    .where(and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId), eq(reports.status, 'open'), ne(reports.id, report.id)))
    .orderBy(reports.id)
    .for('update');
}

export async function resolveReports(db: Db, ids: number[], values: { status: 'actioned' | 'dismissed'; resolution: string; resolvedBy: string; resolvedAt: Date }): Promise<void> {
  if (ids.length === 0) return;
  await db.update(reports).set(values).where(and(inArray(reports.id, ids), eq(reports.status, 'open')));
}
