import { and, desc, eq, gt, isNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countFigure, readFigures } from '../../db/figures';
import { users } from '../../db/schema/auth';
import { investorVerifications, reports, adminInvitations } from '../../db/schema/trust-safety';
import { securityEvents } from '../../db/schema/security-audit';
import { lockForTransaction } from '../../db/transaction-lock';

const adminColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };
export type AdminRow = { id: string; firstName: string; lastName: string; email: string };
export type InvitationRow = typeof adminInvitations.$inferSelect;

/** What waits for an admin, in one statement (figures, db/figures.ts). */
export async function countOverview(db: Db): Promise<{ pendingVerifications: number; openReports: number; restrictedAccounts: number; admins: number }> {
  return readFigures(db, {
    pendingVerifications: countFigure(sql`select count(*)::int from ${investorVerifications} where ${investorVerifications.status} = 'pending'`),
    openReports: countFigure(sql`select count(*)::int from ${reports} where ${reports.status} = 'open'`),
    restrictedAccounts: countFigure(sql`select count(*)::int from ${users} where ${users.accountStatus} <> 'active'`),
    admins: countFigure(sql`select count(*)::int from ${users} where ${users.isAdmin}`),
  });
}

export async function listAdmins(db: Db): Promise<AdminRow[]> {
  return db.select(adminColumns).from(users).where(eq(users.isAdmin, true)).orderBy(users.createdAt, users.id);
}

/** Invitations not yet accepted and not expired, newest first, with the inviter's name. */
export async function listOpenInvitations(db: Db, now: Date) {
  return db
    .select({ id: adminInvitations.id, email: adminInvitations.email, invitedBy: sql<string>`${users.firstName} || ' ' || ${users.lastName}`, expiresAt: adminInvitations.expiresAt, createdAt: adminInvitations.createdAt })
    .from(adminInvitations)
    .innerJoin(users, eq(users.id, adminInvitations.invitedBy))
    .where(and(isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, now)))
    .orderBy(desc(adminInvitations.createdAt));
}

export async function findUserByEmail(db: Db, email: string): Promise<{ id: string; email: string; isAdmin: boolean; emailVerified: boolean; locale: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, email: users.email, isAdmin: users.isAdmin, emailVerified: users.emailVerified, locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** The open invitation to this address, if any; `lock` holds it until the transaction ends. */
export async function findOpenInvitation(db: Db, email: string, now: Date, options: { id?: number; lock?: boolean } = {}): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(adminInvitations)
    .where(
      and(
        eq(adminInvitations.email, email.toLowerCase()),
        isNull(adminInvitations.acceptedAt),
        gt(adminInvitations.expiresAt, now),
        options.id === undefined ? undefined : eq(adminInvitations.id, options.id),
      ),
    )
    .orderBy(desc(adminInvitations.createdAt))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function inviterName(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : 'A Baobab admin';
}

/** Serialises invitations to one address: the second of two racing invites sees the first. */
export async function lockInvitationsTo(db: Db, email: string): Promise<void> {
  await lockForTransaction(db, `admin-invitation:${email.toLowerCase()}`);
}

export async function insertInvitation(db: Db, values: typeof adminInvitations.$inferInsert): Promise<number> {
  const [row] = await db.insert(adminInvitations).values(values).returning({ id: adminInvitations.id });
  return row!.id;
}

export async function markInvitationAccepted(db: Db, id: number, userId: string, now: Date): Promise<void> {
  await db.update(adminInvitations).set({ acceptedAt: now, acceptedBy: userId }).where(eq(adminInvitations.id, id));
}

export async function setAdmin(db: Db, userId: string, isAdmin: boolean): Promise<void> {
  await db.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Every admin's id, their rows held until the transaction ends: two admins removing each other at the
 * same moment are counted one after the other, so the last admin is never removed.
 */
export async function lockAdmins(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  return rows.map((r) => r.id);
}

/** Admin actions in the security log, newest first, before the id `before`. */
export async function listAdminEvents(db: Db, before: number | undefined, limit: number) {
  return db
    .select({ id: securityEvents.id, kind: securityEvents.kind, userId: securityEvents.userId, email: securityEvents.email, detail: securityEvents.detail, createdAt: securityEvents.createdAt })
    .from(securityEvents)
    .where(and(like(securityEvents.kind, 'admin.%'), before === undefined ? undefined : lt(securityEvents.id, before)))
    .orderBy(desc(securityEvents.id))
    .limit(limit);
}

export async function findInvitationById(db: Db, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(adminInvitations).where(eq(adminInvitations.id, id));
  return row;
}
