import { returnsMessages } from '@baobab/contracts/portfolio-returns';
import type { OrganisationRole } from '@baobab/contracts/organisations';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { requireInvestor } from '../../lib/roles';
import type { SessionUser } from '../../lib/session-user';
import { organisationRoleOf } from '../organisations/organisations.service';

/**
 * Who owns a set of returns: an investor's own user, or a fund (decision 0065). Every returns read and
 * write goes through here. A fund's returns are read by all its members (viewers included) and changed by
 * its admins and members; the role is read afresh from `organisation_member` on every request (decision
 * 0047), so a removed member reads nothing from the next one, and anyone not a member is told the fund does
 * not exist. `userId` is the caller: the owner of personal rows, the recorder of a fund's.
 */
export type ReturnsOwner = { kind: 'investor'; userId: string } | { kind: 'organisation'; organisationId: number; role: OrganisationRole; userId: string };

export type ReturnsIntent = 'read' | 'write';

/** Only investors have returns; a founder (or anyone else) is refused before any row is read. */
export async function returnsOwner(db: Db, user: SessionUser, organisationId: number | null | undefined, intent: ReturnsIntent): Promise<ReturnsOwner> {
  requireInvestor(user);
  if (organisationId === undefined || organisationId === null) return { kind: 'investor', userId: user.id };
  const role = await organisationRoleOf(db, organisationId, user.id);
  if (!role) throw notFound('Organisation');
  if (intent === 'write' && role === 'viewer') throw forbidden(returnsMessages.viewersReadOnly);
  return { kind: 'organisation', organisationId, role, userId: user.id };
}

/**
 * Who may delete a row: the person's own (another investor's row then deletes nothing, a 404), or a fund's
 * by its admins and members (a viewer is refused, 403). A fund's row is a 404 for anyone not a member, a
 * former member included, exactly like a row that does not exist.
 */
export async function rowOwner(db: Db, user: SessionUser, row: { organisationId: number | null } | undefined, missing: string): Promise<ReturnsOwner> {
  requireInvestor(user);
  if (row?.organisationId == null) return { kind: 'investor', userId: user.id };
  const role = await organisationRoleOf(db, row.organisationId, user.id);
  if (!role) throw notFound(missing);
  if (role === 'viewer') throw forbidden(returnsMessages.viewersReadOnly);
  return { kind: 'organisation', organisationId: row.organisationId, role, userId: user.id };
}
