/**
 * Organisations: funds, angel networks and syndicates (decision 0047). Every read and write asks the
 * caller's role afresh from the membership table, so leaving or being removed ends access at the next
 * request. A non-member is answered as if the organisation did not exist.
 */
import { message } from '@baobab/contracts/i18n/message';
import {
  ORGANISATION_INVITATION_DAYS,
  organisationInvitationTexts as texts,
  organisationMessages,
  organisationRoleLabels,
  type InviteMemberInput,
  ORGANISATION_DIRECTORY_PAGE_SIZE,
  type MyOrganisationInvitations,
  type OrganisationDirectory,
  type OrganisationDirectoryQuery,
  type PublicOrganisation,
  type Organisation,
  type OrganisationInput,
  type OrganisationRole,
  type OrganisationSummary,
} from '@baobab/contracts/organisations';
import type { Db } from '../../db/client';
import { lockForTransaction } from '../../db/transaction-lock';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import * as repo from './organisations.repository';
import { freeSlug, slugBase } from './slug';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where an invited person accepts: the bell and the e-mail both lead here. */
export const ORGANISATION_INVITATIONS_HREF = '/organisations';

const onlyAdmins = message('Only the organisation’s admins can do this');

/** The caller's role, or 404 when they are not a member (the organisation is not theirs to know of). */
async function requireRole(db: Db, organisationId: number, user: SessionUser, options: { lock?: boolean } = {}): Promise<OrganisationRole> {
  const role = await repo.roleOf(db, organisationId, user.id, options);
  if (!role) throw notFound('Organisation');
  return role;
}

async function requireAdmin(db: Db, organisationId: number, user: SessionUser): Promise<void> {
  if ((await requireRole(db, organisationId, user)) !== 'admin') throw forbidden(onlyAdmins);
}

async function view(db: Db, organisationId: number, role: OrganisationRole): Promise<Organisation> {
  const row = await repo.findOrganisation(db, organisationId);
  if (!row) throw notFound('Organisation');
  const [members, invitations] = await Promise.all([
    repo.listMembers(db, organisationId),
    role === 'admin' ? repo.listOpenInvitations(db, organisationId, new Date()) : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind as Organisation['kind'],
    thesis: row.thesis,
    stages: row.stages as Organisation['stages'],
    sectors: row.sectors as Organisation['sectors'],
    countries: row.countries,
    chequeMinUsd: row.chequeMinUsd,
    chequeMaxUsd: row.chequeMaxUsd,
    listed: row.listed,
    role,
    members,
    invitations,
  };
}

function publicView(row: repo.PublicOrganisationRow): PublicOrganisation {
  return { ...row, kind: row.kind as PublicOrganisation['kind'], stages: row.stages as PublicOrganisation['stages'], sectors: row.sectors as PublicOrganisation['sectors'] };
}

/** The directory of funds and networks: only those an admin chose to list, readable by anyone. */
export async function listDirectory(db: Db, query: OrganisationDirectoryQuery): Promise<OrganisationDirectory> {
  const { page, ...filters } = query;
  const { rows, total } = await repo.listListed(db, filters, ORGANISATION_DIRECTORY_PAGE_SIZE, (page - 1) * ORGANISATION_DIRECTORY_PAGE_SIZE);
  return { organisations: rows.map(publicView), total, page, pageSize: ORGANISATION_DIRECTORY_PAGE_SIZE };
}

/** A listed organisation's public page; an unlisted one is answered as if it did not exist. */
export async function getPublicProfile(db: Db, slug: string): Promise<PublicOrganisation> {
  const row = await repo.findListedBySlug(db, slug);
  if (!row) throw notFound('Organisation');
  return publicView(row);
}

/** The person's role read afresh (undefined when not, or no longer, a member): for modules that act for an organisation. */
export async function organisationRoleOf(db: Db, organisationId: number, userId: string): Promise<OrganisationRole | undefined> {
  return repo.roleOf(db, organisationId, userId);
}

/**
 * The person's role with their membership row locked until the transaction ends: an act for the organisation
 * checked here cannot commit after a removal or a role change that committed first, and a removal waits for it.
 */
export async function lockedOrganisationRoleOf(tx: Db, organisationId: number, userId: string): Promise<OrganisationRole | undefined> {
  return repo.roleOf(tx, organisationId, userId, { lock: true });
}

/** The organisation's name, for modules that show whose figures they are; undefined when there is none. */
export async function organisationNameOf(db: Db, organisationId: number): Promise<string | undefined> {
  return (await repo.findOrganisation(db, organisationId))?.name;
}

export async function listMyOrganisations(db: Db, user: SessionUser): Promise<OrganisationSummary[]> {
  return repo.listMine(db, user.id);
}

/** An investor creates an organisation and is its first admin; its slug is the name's, made unique. */
export async function createOrganisation(db: Db, user: SessionUser, input: OrganisationInput): Promise<Organisation> {
  if (user.userType !== 'investor') throw forbidden(organisationMessages.onlyInvestors);
  const base = slugBase(input.name);
  const row = await db.transaction(async (tx) => {
    // Two organisations named alike at once would pick the same free slug.
    await lockForTransaction(tx, `organisation-slug:${base}`);
    return repo.insertOrganisation(tx, input, freeSlug(base, await repo.slugsLike(tx, base)), user.id);
  });
  return view(db, row.id, 'admin');
}

export async function getOrganisation(db: Db, user: SessionUser, organisationId: number): Promise<Organisation> {
  return view(db, organisationId, await requireRole(db, organisationId, user));
}

export async function updateOrganisation(db: Db, user: SessionUser, organisationId: number, input: OrganisationInput): Promise<Organisation> {
  await requireAdmin(db, organisationId, user);
  await db.transaction((tx) => repo.updateOrganisation(tx, organisationId, input));
  return view(db, organisationId, 'admin');
}

/**
 * An admin invites an address with a role. No secret travels: whoever signs in with that verified
 * address may accept. A person with an account is told in Baobab (and by e-mail, as any notification).
 */
export async function inviteMember(db: Db, user: SessionUser, organisationId: number, input: InviteMemberInput, delivery: Delivery) {
  await requireAdmin(db, organisationId, user);
  const email = input.email.toLowerCase();
  const now = new Date();
  const organisation = await repo.findOrganisation(db, organisationId);
  if (!organisation) throw notFound('Organisation');
  const { invitation, pending } = await db.transaction(async (tx) => {
    await lockForTransaction(tx, `organisation-invitation:${organisationId}:${email}`);
    if (await repo.isMemberByEmail(tx, organisationId, email)) throw conflict(organisationMessages.alreadyMember);
    if (await repo.findOpenInvitationTo(tx, organisationId, email, now)) throw conflict(organisationMessages.invitationPending);
    // An invitation reaches someone who never chose this fund: it spends the inviter's allowance like a data-room invitation.
    await spendDailyAllowance(tx, user.id, 'invitations', 1, delivery.limits);
    const invitation = await repo.insertInvitation(tx, { organisationId, email, role: input.role, invitedBy: user.id, expiresAt: new Date(now.getTime() + ORGANISATION_INVITATION_DAYS * DAY_MS) });
    const invitee = await repo.findUserByEmail(tx, email);
    const pending: PendingNotification[] = invitee
      ? [
          await recordNotification(tx, {
            userId: invitee.id,
            kind: 'organisation_invitation',
            actorId: user.id,
            title: message(texts.title, { name: `${user.firstName} ${user.lastName}`.trim(), organisation: organisation.name }),
            body: message(texts.body, { role: message(organisationRoleLabels[input.role]), days: ORGANISATION_INVITATION_DAYS }),
            href: ORGANISATION_INVITATIONS_HREF,
          }),
        ]
      : [];
    return { invitation, pending };
  });
  if (pending.length) await deliverNotifications(db, delivery, pending);
  return { id: invitation.id, email, role: input.role, invitedBy: `${user.firstName} ${user.lastName}`.trim(), expiresAt: invitation.expiresAt.toISOString() };
}

export async function withdrawInvitation(db: Db, user: SessionUser, organisationId: number, invitationId: number): Promise<void> {
  await requireAdmin(db, organisationId, user);
  const withdrawn = await db.transaction((tx) => repo.withdrawInvitation(tx, organisationId, invitationId, new Date()));
  if (withdrawn === 0) throw notFound('Invitation');
}

export async function listMyInvitations(db: Db, user: SessionUser): Promise<MyOrganisationInvitations> {
  if (!user.emailVerified) return { invitations: [] };
  return { invitations: await repo.listOpenInvitationsTo(db, user.email.toLowerCase(), new Date()) };
}

/** Joins with the invited role: only the person signed in with the invited, verified address, once. */
export async function acceptInvitation(db: Db, user: SessionUser, invitationId: number): Promise<OrganisationSummary> {
  if (!user.emailVerified) throw badRequest(organisationMessages.invitationNeedsVerifiedEmail);
  const now = new Date();
  return db.transaction(async (tx) => {
    const invitation = await repo.lockOpenInvitation(tx, invitationId, user.email.toLowerCase(), now);
    if (!invitation) throw badRequest(organisationMessages.invitationInvalid);
    await repo.markAccepted(tx, invitation.id, now);
    const role = invitation.role as OrganisationRole;
    if (!(await repo.roleOf(tx, invitation.organisationId, user.id))) await repo.addMember(tx, invitation.organisationId, user.id, role);
    const organisation = await repo.findOrganisation(tx, invitation.organisationId);
    return { id: organisation!.id, slug: organisation!.slug, name: organisation!.name, kind: organisation!.kind as OrganisationSummary['kind'], role: (await repo.roleOf(tx, invitation.organisationId, user.id))! };
  });
}

/**
 * Changes a role or removes a member (an admin; anyone may remove themselves), never leaving the
 * organisation without an admin. Admins are read under a lock, and whether the caller is still an admin is
 * asked under it too: two admins demoting each other at once leave one.
 */
async function changeMembership(
  db: Db,
  user: SessionUser,
  organisationId: number,
  userId: string,
  change: { apply: (tx: Db) => Promise<number>; remainsAdmin: boolean; selfAllowed: boolean },
): Promise<void> {
  await requireRole(db, organisationId, user);
  await db.transaction(async (tx) => {
    const admins = await repo.lockAdmins(tx, organisationId);
    if (!(await repo.roleOf(tx, organisationId, user.id))) throw notFound('Organisation');
    const allowed = admins.includes(user.id) || (change.selfAllowed && userId === user.id);
    if (!allowed) throw forbidden(onlyAdmins);
    if (admins.includes(userId) && !change.remainsAdmin && admins.length <= 1) throw conflict(organisationMessages.lastAdmin);
    if ((await change.apply(tx)) === 0) throw notFound('Member');
  });
}

/** Only an admin changes roles (their own included, while another admin remains). */
export async function setMemberRole(db: Db, user: SessionUser, organisationId: number, userId: string, role: OrganisationRole): Promise<void> {
  await changeMembership(db, user, organisationId, userId, { apply: (tx) => repo.setRole(tx, organisationId, userId, role), remainsAdmin: role === 'admin', selfAllowed: false });
}

/** An admin removes a member; anyone may leave. */
export async function removeMember(db: Db, user: SessionUser, organisationId: number, userId: string): Promise<void> {
  await changeMembership(db, user, organisationId, userId, { apply: (tx) => repo.removeMember(tx, organisationId, userId), remainsAdmin: false, selfAllowed: true });
}
