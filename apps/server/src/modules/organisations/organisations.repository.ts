import { and, asc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { OrganisationInput, OrganisationKind, OrganisationRole } from '@baobab/contracts/organisations';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { organisationInvitations, organisationMembers, organisations } from '../../db/schema/organisations';

export type OrganisationRow = typeof organisations.$inferSelect;
export type InvitationRow = typeof organisationInvitations.$inferSelect;

/** A new organisation under a free slug (the name's, then numbered: `acme-capital-2`), with its creator as admin. */
export async function insertOrganisation(tx: Db, input: OrganisationInput, slug: string, creatorId: string): Promise<OrganisationRow> {
  const [row] = await tx
    .insert(organisations)
    .values({ ...input, slug, createdBy: creatorId })
    .returning();
  await tx.insert(organisationMembers).values({ organisationId: row!.id, userId: creatorId, role: 'admin' });
  return row!;
}

export async function slugsLike(tx: Db, base: string): Promise<string[]> {
  const rows = await tx.select({ slug: organisations.slug }).from(organisations).where(sql`${organisations.slug} = ${base} or ${organisations.slug} like ${`${base}-%`}`);
  return rows.map((r) => r.slug);
}

export async function updateOrganisation(tx: Db, id: number, input: OrganisationInput): Promise<void> {
  await tx.update(organisations).set(input).where(eq(organisations.id, id));
}

export async function findOrganisation(db: Db, id: number): Promise<OrganisationRow | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, id));
  return row;
}

/** The person's role in the organisation, or undefined when they are not (or no longer) a member. */
export async function roleOf(db: Db, organisationId: number, userId: string, options: { lock?: boolean } = {}): Promise<OrganisationRole | undefined> {
  const query = db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.role as OrganisationRole | undefined;
}

export async function listMine(db: Db, userId: string) {
  const rows = await db
    .select({ id: organisations.id, slug: organisations.slug, name: organisations.name, kind: organisations.kind, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return rows.map((r) => ({ ...r, kind: r.kind as OrganisationKind, role: r.role as OrganisationRole }));
}

export async function listMembers(db: Db, organisationId: number) {
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, role: organisationMembers.role, joinedAt: organisationMembers.joinedAt })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.joinedAt), asc(users.id));
  return rows.map((r) => ({ ...r, role: r.role as OrganisationRole, joinedAt: r.joinedAt.toISOString() }));
}

/** The admins, locked: a change that could leave none reads them under the lock. */
export async function lockAdmins(tx: Db, organisationId: number): Promise<string[]> {
  const rows = await tx
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.role, 'admin')))
    .for('update');
  return rows.map((r) => r.userId);
}

export async function setRole(tx: Db, organisationId: number, userId: string, role: OrganisationRole): Promise<number> {
  const rows = await tx
    .update(organisationMembers)
    .set({ role })
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
    .returning({ userId: organisationMembers.userId });
  return rows.length;
}

export async function removeMember(tx: Db, organisationId: number, userId: string): Promise<number> {
  const rows = await tx
    .delete(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)))
    .returning({ userId: organisationMembers.userId });
  return rows.length;
}

export async function addMember(tx: Db, organisationId: number, userId: string, role: OrganisationRole): Promise<void> {
  await tx.insert(organisationMembers).values({ organisationId, userId, role });
}

const open = (now: Date) => and(isNull(organisationInvitations.acceptedAt), isNull(organisationInvitations.withdrawnAt), gt(organisationInvitations.expiresAt, now));

export async function isMemberByEmail(db: Db, organisationId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(users.email, email)));
  return row !== undefined;
}

export async function findOpenInvitationTo(db: Db, organisationId: number, email: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.organisationId, organisationId), eq(organisationInvitations.email, email), open(now)));
  return row;
}

export async function insertInvitation(tx: Db, values: { organisationId: number; email: string; role: OrganisationRole; invitedBy: string; expiresAt: Date }): Promise<InvitationRow> {
  const [row] = await tx.insert(organisationInvitations).values(values).returning();
  return row!;
}

export async function listOpenInvitations(db: Db, organisationId: number, now: Date) {
  const rows = await db
    .select({ id: organisationInvitations.id, email: organisationInvitations.email, role: organisationInvitations.role, firstName: users.firstName, lastName: users.lastName, expiresAt: organisationInvitations.expiresAt })
    .from(organisationInvitations)
    .leftJoin(users, eq(users.id, organisationInvitations.invitedBy))
    .where(and(eq(organisationInvitations.organisationId, organisationId), open(now)))
    .orderBy(asc(organisationInvitations.createdAt), asc(organisationInvitations.id));
  return rows.map((r) => ({ id: r.id, email: r.email, role: r.role as OrganisationRole, invitedBy: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), expiresAt: r.expiresAt.toISOString() }));
}

/** Open invitations to an address across organisations, with each organisation's name. */
export async function listOpenInvitationsTo(db: Db, email: string, now: Date) {
  const rows = await db
    .select({ id: organisationInvitations.id, organisation: organisations.name, role: organisationInvitations.role, firstName: users.firstName, lastName: users.lastName, expiresAt: organisationInvitations.expiresAt })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .leftJoin(users, eq(users.id, organisationInvitations.invitedBy))
    .where(and(eq(organisationInvitations.email, email), open(now)))
    .orderBy(asc(organisationInvitations.createdAt));
  return rows.map((r) => ({ id: r.id, organisation: r.organisation, role: r.role as OrganisationRole, invitedBy: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), expiresAt: r.expiresAt.toISOString() }));
}

/** An open invitation by id to this address, locked: two racing accepts make one member. */
export async function lockOpenInvitation(tx: Db, id: number, email: string, now: Date): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.id, id), eq(organisationInvitations.email, email), open(now)))
    .for('update');
  return row;
}

export async function markAccepted(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(organisationInvitations).set({ acceptedAt: now }).where(eq(organisationInvitations.id, id));
}

export async function withdrawInvitation(tx: Db, organisationId: number, id: number, now: Date): Promise<number> {
  const rows = await tx
    .update(organisationInvitations)
    .set({ withdrawnAt: now })
    .where(and(eq(organisationInvitations.id, id), eq(organisationInvitations.organisationId, organisationId), open(now)))
    .returning({ id: organisationInvitations.id });
  return rows.length;
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id, locale: users.locale }).from(users).where(eq(users.email, email));
  return row;
}

const memberCount = sql<number>`(select count(*)::int from ${organisationMembers} where ${organisationMembers.organisationId} = ${organisations.id})`;
const publicColumns = {
  slug: organisations.slug,
  name: organisations.name,
  kind: organisations.kind,
  thesis: organisations.thesis,
  stages: organisations.stages,
  sectors: organisations.sectors,
  countries: organisations.countries,
  chequeMinUsd: organisations.chequeMinUsd,
  chequeMaxUsd: organisations.chequeMaxUsd,
  memberCount,
};
export type PublicOrganisationRow = Pick<OrganisationRow, 'slug' | 'name' | 'kind' | 'thesis' | 'stages' | 'sectors' | 'countries' | 'chequeMinUsd' | 'chequeMaxUsd'> & { memberCount: number };

/** Listed organisations matching every given filter, by name; a page and the total. */
export async function listListed(db: Db, filters: { q?: string; kind?: string; sector?: string; stage?: string; country?: string }, limit: number, offset: number) {
  const words = filters.q ? `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(organisations.listed, true),
    words ? or(ilike(organisations.name, words), ilike(organisations.thesis, words)) : undefined,
    filters.kind ? eq(organisations.kind, filters.kind) : undefined,
    filters.sector ? sql`${filters.sector} = any(${organisations.sectors})` : undefined,
    filters.stage ? sql`${filters.stage} = any(${organisations.stages})` : undefined,
    filters.country ? sql`${filters.country} = any(${organisations.countries})` : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db.select(publicColumns).from(organisations).where(where).orderBy(asc(organisations.name), asc(organisations.id)).limit(limit).offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(organisations).where(where),
  ]);
  return { rows: rows satisfies PublicOrganisationRow[], total: counted?.total ?? 0 };
}

export async function findListedBySlug(db: Db, slug: string): Promise<PublicOrganisationRow | undefined> {
  const [row] = await db.select(publicColumns).from(organisations).where(and(eq(organisations.slug, slug), eq(organisations.listed, true)));
  return row satisfies PublicOrganisationRow | undefined;
}
