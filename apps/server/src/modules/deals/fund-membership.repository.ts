import { and, asc, eq } from 'drizzle-orm';
import type { OrganisationRole } from '@baobab/contracts/organisations';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { organisationMembers, organisations } from '../../db/schema/organisations';

/**
 * The organisation's membership as the deals module needs it, read straight from `organisation_member` on
 * every call (decision 0047): no copy, so leaving or being removed counts at the next request.
 */
export async function roleIn(db: Db, organisationId: number, userId: string): Promise<OrganisationRole | undefined> {
  const [row] = await db
    .select({ role: organisationMembers.role })
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.userId, userId)));
  return row?.role as OrganisationRole | undefined;
}

export async function currentMembers(db: Db, organisationId: number) {
  return db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, role: organisationMembers.role })
    .from(organisationMembers)
    .innerJoin(users, eq(users.id, organisationMembers.userId))
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.joinedAt), asc(users.id));
}

export async function organisationName(db: Db, organisationId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
  return row?.name;
}
