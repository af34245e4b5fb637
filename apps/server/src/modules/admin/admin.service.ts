import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { ADMIN_INVITATION_DAYS, adminInvitationEmail, adminMessages, type AdminOverview, type AdminTeam, type InviteAdminInput, type MyAdminInvitation } from '@baobab/contracts/admin';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import { signalRunningServers } from '../../integrations/change-feed';
import { translatorFor } from '../../lib/i18n';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { Task } from '../../integrations/queue';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { recordAdminAction } from './admin-audit.service';
import type { AdminUser } from './admin.policy';
import * as repo from './admin.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where an invited person accepts: the e-mail and the bell both lead here. */
export const ADMIN_INVITATION_HREF = '/admin/invitation';

export async function getAdminOverview(db: Db, _admin: AdminUser): Promise<AdminOverview> {
  return repo.countOverview(db);
}

export async function getAdminTeam(db: Db, _admin: AdminUser): Promise<AdminTeam> {
  const [admins, invitations] = await Promise.all([repo.listAdmins(db), repo.listOpenInvitations(db, new Date())]);
  return {
    admins,
    invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString(), createdAt: i.createdAt.toISOString() })),
  };
}

export type AdminInvitationEmailTask = { invitationId: number };

/**
 * Invites someone to be an admin. No secret travels in the e-mail: the invitation is accepted by whoever
 * signs in with that verified address. A person with an account is told in Baobab (and by e-mail, as any
 * notification); an address without one gets an e-mail asking them to sign up with it first.
 */
export async function inviteAdmin(db: Db, admin: AdminUser, input: InviteAdminInput, delivery: Delivery): Promise<{ id: number }> {
  const email = input.email.toLowerCase();
  const invitee = await repo.findUserByEmail(db, email);
  if (invitee?.isAdmin) throw conflict(adminMessages.alreadyAdmin);
  const now = new Date();
  const { id, pending } = await db.transaction(async (tx) => {
    await repo.lockInvitationsTo(tx, email);
    if (await repo.findOpenInvitation(tx, email, now)) throw conflict(adminMessages.invitationPending);
    const id = await repo.insertInvitation(tx, { email, invitedBy: admin.id, reason: input.reason, expiresAt: new Date(now.getTime() + ADMIN_INVITATION_DAYS * DAY_MS) });
    await recordAdminAction(tx, admin, { action: 'team.invite', targetType: 'email', targetId: email, reason: input.reason });
    const pending: PendingNotification[] = invitee
      ? [
          await recordNotification(tx, {
            userId: invitee.id,
            kind: 'admin_invitation',
            actorId: admin.id,
            title: message(nt.adminInvitation, { name: `${admin.firstName} ${admin.lastName}` }),
            body: message(nt.adminInvitationBody, { days: ADMIN_INVITATION_DAYS }),
            href: ADMIN_INVITATION_HREF,
          }),
        ]
      : [];
    return { id, pending };
  });
  if (pending.length) await deliverNotifications(db, delivery, pending);
  else await delivery.queue.send('admin-invitation-email', { invitationId: id } satisfies AdminInvitationEmailTask).catch(delivery.logError);
  return { id };
}

/** The queue's worker for an invitation to an address with no account yet. */
export async function emailAdminInvitation(db: Db, delivery: Delivery, task: Task<AdminInvitationEmailTask>): Promise<void> {
  const invitation = await repo.findInvitationById(db, task.data.invitationId);
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= new Date()) return;
  const inviter = await repo.inviterName(db, invitation.invitedBy);
  // No account had this address when invited, so no saved language: English, unless one was made since.
  const { t } = translatorFor((await repo.findUserByEmail(db, invitation.email))?.locale);
  const text = [
    t(adminInvitationEmail.greeting),
    '',
    t(adminInvitationEmail.invited, { name: inviter }),
    t(adminInvitationEmail.signUp, { email: invitation.email, days: ADMIN_INVITATION_DAYS }),
    `${delivery.publicUrl}${ADMIN_INVITATION_HREF}`,
  ].join('\n');
  const messageId = `admin-invitation-${task.id}@${new URL(delivery.publicUrl).hostname}`;
  await delivery.mailer.send({ to: invitation.email, subject: t(nt.adminInvitation, { name: inviter }), text, messageId });
}

/** The invitation waiting for the signed-in person's address; only a verified address counts. */
export async function getMyAdminInvitation(db: Db, user: SessionUser): Promise<MyAdminInvitation> {
  if (!user.emailVerified || user.isAdmin) return { invitation: null };
  const invitation = await repo.findOpenInvitation(db, user.email, new Date());
  if (!invitation) return { invitation: null };
  return { invitation: { id: invitation.id, invitedBy: await repo.inviterName(db, invitation.invitedBy), expiresAt: invitation.expiresAt.toISOString() } };
}

/**
 * Accepts an invitation: only the person signed in with the invited, verified address, once, before it
 * expires. The invitation row is locked, so two racing accepts make one admin and one 400.
 */
export async function acceptAdminInvitation({ db, caches }: CachedDb, user: SessionUser, invitationId: number): Promise<void> {
  if (!user.emailVerified) throw badRequest(adminMessages.invitationNeedsVerifiedEmail);
  if (user.isAdmin) throw conflict(adminMessages.alreadyAdmin);
  const now = new Date();
  await db.transaction(async (tx) => {
    const invitation = await repo.findOpenInvitation(tx, user.email, now, { id: invitationId, lock: true });
    if (!invitation) throw badRequest(adminMessages.invitationInvalid);
    await repo.markInvitationAccepted(tx, invitation.id, user.id, now);
    await repo.setAdmin(tx, user.id, true);
    await recordAdminAction(tx, user, { action: 'team.accept_invitation', targetType: 'user', targetId: user.id, reason: `Invited by ${await repo.inviterName(tx, invitation.invitedBy)}: ${invitation.reason}` });
  });
  // A user's row changed: cached sessions carry isAdmin (plugins/session-cache.ts).
  await caches.changed('investors');
}

/**
 * Removes an admin (themselves included), never the last one. Whether the caller is still an admin is
 * asked again under the lock: one removed a moment ago by another admin (their session still says
 * admin) removes no one, so three admins removing each other in a ring at once leave one, by a real admin.
 */
export async function revokeAdmin({ db, caches }: CachedDb, admin: AdminUser, userId: string, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const admins = await repo.lockAdmins(tx);
    // As admin.policy.ts answers anyone who is not an admin.
    if (!admins.includes(admin.id)) throw notFound();
    if (!admins.includes(userId)) throw notFound('Admin');
    if (admins.length <= 1) throw conflict(adminMessages.cannotRevokeLastAdmin);
    await repo.setAdmin(tx, userId, false);
    await recordAdminAction(tx, admin, { action: 'team.revoke', targetType: 'user', targetId: userId, reason });
  });
  // The former admin's cached session says admin until forgotten (plugins/session-cache.ts).
  await caches.changed('investors');
}

/**
 * The first admin, from the command line (`npm run admin:create -- email`): the person signs up first,
 * then whoever runs the server makes them an admin. Logged like any admin action, by "cli".
 */
export async function makeAdminFromCli(db: Db, email: string): Promise<'made' | 'already'> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) throw notFound(`An account with the e-mail ${email}`);
  if (user.isAdmin) return 'already';
  await db.transaction(async (tx) => {
    await repo.setAdmin(tx, user.id, true);
    await recordAdminAction(tx, { id: user.id, email: user.email }, { action: 'team.create_cli', targetType: 'user', targetId: user.id, reason: 'Created with npm run admin:create' });
  });
  // A running server's cached session of this person says they are not an admin (plugins/session-cache.ts).
  // The admin is made either way: a signal that cannot be sent is covered by the cache's 30 s.
  await signalRunningServers(db, 'investors').catch(() => undefined);
  return 'made';
}
