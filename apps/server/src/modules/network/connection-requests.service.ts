import { message } from '@baobab/contracts/i18n/message';
import { notificationBody, notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import {
  INTRO_COOLDOWN_DAYS,
  networkMessages,
  type ConnectionStatus,
  type DeclineConnectionInput,
  type SendConnectionInput,
} from '@baobab/contracts/network';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance, type AccountLimitsConfig } from '../account-limits/account-limits.service';
import { getInvestorUserId } from '../investors/investors.service';
import { lockedOrganisationRoleOf, organisationNameOf, organisationRoleOf } from '../organisations/organisations.service';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { requireRequestAllowed } from '../startups/startup-trust.service';
import { getStartup, requireOwnedStartup } from '../startups/startups.service';
import { networkPolicy } from './network.policy';
import {
  findConnection,
  findConnectionBetween,
  findUserName,
  insertConnection,
  lockConnectionBetween,
  lockSender,
  updateConnection,
  updatePendingConnection,
  userExists,
  type ConnectionRow,
} from './network.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const INVITATIONS_HREF = '/network?tab=invitations';
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/** The person a request goes to: a person directly, a startup's founder, or an investor. */
async function resolveAddressee(db: Db, input: SendConnectionInput): Promise<string> {
  if (input.toStartupId !== undefined) return (await getStartup(db, input.toStartupId)).ownerId;
  if (input.toInvestorId !== undefined) return getInvestorUserId(db, input.toInvestorId);
  if (!input.addresseeId || !(await userExists(db, input.addresseeId))) throw notFound('User');
  return input.addresseeId;
}

/** Only a startup the sender owns may be attached; anything else gets a message, not a 404. */
async function checkAttachment(db: Db, user: SessionUser, startupId: number | null | undefined) {
  if (startupId === undefined || startupId === null) return null;
  try {
    const startup = await requireOwnedStartup(db, user, startupId);
    return { id: startup.id, name: startup.name };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw badRequest(networkMessages.startupNotYours);
    throw error;
  }
}

/**
 * Writing for a fund (decision 0069): its admins and members may, its viewers may not, and anyone else (a
 * former member, a stranger, a fund that does not exist) gets the same refusal, which says nothing about the
 * fund. Asked once before any work and again under a lock on the membership row inside the transaction
 * (`lock`), so a removal that commits first refuses the send and one that comes later waits for it.
 */
async function requireFundWriter(db: Db, user: SessionUser, organisationId: number | undefined, lock: boolean): Promise<void> {
  if (organisationId === undefined) return;
  const role = lock ? await lockedOrganisationRoleOf(db, organisationId, user.id) : await organisationRoleOf(db, organisationId, user.id);
  if (role === 'viewer') throw forbidden(networkMessages.viewersCannotWriteForFund);
  if (role !== 'admin' && role !== 'member') throw forbidden(networkMessages.notFundMember);
}

/**
 * The note is the sender's own words: a value of the body, shown as written in every language. A request sent for a
 * fund names the fund in the title, as the invitation does (decision 0069).
 */
function requestNotification(user: SessionUser, addresseeId: string, note: string, attachedName: string | null, organisation: string | null) {
  const isIntro = note !== '' || attachedName !== null;
  const name = fullName(user);
  const title =
    organisation === null
      ? message(isIntro ? nt.introRequest : nt.connectionRequest, { name })
      : message(isIntro ? nt.introRequestForFund : nt.connectionRequestForFund, { name, organisation });
  return {
    userId: addresseeId,
    kind: isIntro ? ('intro_request' as const) : ('connection_request' as const),
    actorId: user.id,
    title,
    body: notificationBody(note, attachedName === null ? null : message(nt.attachedStartup, { name: attachedName })),
    href: INVITATIONS_HREF,
  };
}

const acceptedNotification = (user: SessionUser, requesterId: string, connectionId: number) => ({
  userId: requesterId,
  kind: 'request_accepted' as const,
  actorId: user.id,
  title: message(nt.requestAccepted, { name: fullName(user) }),
  body: message(nt.canMessage),
  href: `/messages?thread=${connectionId}`,
});

const declinedNotification = (user: SessionUser, requesterId: string, note: string | null) => ({
  userId: requesterId,
  kind: 'request_declined' as const,
  actorId: user.id,
  title: message(nt.requestDeclined, { name: fullName(user) }),
  ...(note ? { body: personsWords(note) } : {}),
  href: INVITATIONS_HREF,
});

/**
 * Sends a connection or intro request (decision 0008). A request the other person already
 * sent is accepted instead (both want it). After a decline the requester waits
 * INTRO_COOLDOWN_DAYS; after a withdrawal anyone may ask again. New requests in 24 hours stop at
 * the sender's daily intro limit (modules/account-limits: lower for new and often-declined accounts). A request to a startup whose founder accepts verified investors
 * only is refused first for anyone else (startup-trust.service).
 */
export async function sendConnectionRequest(
  db: Db,
  user: SessionUser,
  input: SendConnectionInput,
  delivery: Delivery,
  limits: AccountLimitsConfig,
): Promise<{ id: number; status: ConnectionStatus }> {
  await requireFundWriter(db, user, input.organisationId, false);
  const organisationName = input.organisationId === undefined ? null : ((await organisationNameOf(db, input.organisationId)) ?? null);
  if (input.toStartupId !== undefined) await requireRequestAllowed(db, user, input.toStartupId, 'intro');
  const addresseeId = await resolveAddressee(db, input);
  if (addresseeId === user.id) throw badRequest(networkMessages.cannotConnectToSelf);
  const attached = await checkAttachment(db, user, input.attachedStartupId);
  const attachedStartupId = attached?.id ?? null;
  const note = input.message ?? '';
  const now = new Date();

  const { row, pending } = await db.transaction(async (tx) => {
    // Both locks last until commit (docs/security.md, "Concurrency"): the sender's, so that a
    // burst of sends is counted one at a time; the pair's row, so that its status cannot
    // change between this read and the write below.
    await lockSender(tx, user.id);
    await requireFundWriter(tx, user, input.organisationId, true);
    const existing = await lockConnectionBetween(tx, user.id, addresseeId);
    if (existing?.status === 'pending' && existing.addresseeId === user.id) {
      const accepted = await updateConnection(tx, existing.id, { status: 'accepted', respondedAt: now });
      return { row: accepted, pending: [await recordNotification(tx, acceptedNotification(user, existing.requesterId, existing.id))] };
    }
    if (existing && (existing.status === 'pending' || existing.status === 'accepted')) throw conflict(networkMessages.requestExists);
    if (existing?.status === 'declined' && existing.requesterId === user.id && existing.respondedAt) {
      const until = new Date(existing.respondedAt.getTime() + INTRO_COOLDOWN_DAYS * DAY_MS);
      if (until > now) throw conflict(message(networkMessages.cooldown, { date: until.toISOString().slice(0, 10) }));
    }
    await spendDailyAllowance(tx, user.id, 'intros', 1, limits);
    // Asking again as oneself clears a fund named by an earlier request: the row says how this one was sent.
    const organisationId = input.organisationId ?? null;
    const values = { requesterId: user.id, addresseeId, status: 'pending', message: note, attachedStartupId, organisationId, declineNote: null, createdAt: now, respondedAt: null };
    const saved = existing ? await updateConnection(tx, existing.id, values) : await insertConnection(tx, values);
    // No row to lock, and the other person's request to us committed first.
    if (!saved) throw conflict(networkMessages.requestExists);
    return { row: saved, pending: [await recordNotification(tx, requestNotification(user, addresseeId, note, attached?.name ?? null, organisationName))] };
  });
  await deliverNotifications(db, delivery, pending);
  return { id: row.id, status: row.status as ConnectionStatus };
}

/**
 * Accept or decline (with an optional note the requester sees); only the person asked. Whether
 * the request is still pending is decided by the update itself, so of an accept, a decline and
 * a withdrawal racing each other exactly one wins and the requester hears only that one.
 */
export async function respondToConnection(
  db: Db,
  user: SessionUser,
  id: number,
  answer: { accept: true } | ({ accept: false } & DeclineConnectionInput),
  delivery: Delivery,
): Promise<void> {
  const row = await findConnection(db, id);
  if (!row || !networkPolicy.canRespond(user, row)) throw notFound('Invitation');
  const note = answer.accept ? null : answer.note || null;
  const change = answer.accept ? { status: 'accepted', respondedAt: new Date() } : { status: 'declined', declineNote: note, respondedAt: new Date() };
  const pending: PendingNotification[] = await db.transaction(async (tx) => {
    const answered = await updatePendingConnection(tx, id, { addresseeId: user.id }, change);
    if (!answered) throw conflict(networkMessages.requestAnswered);
    const notification = answer.accept ? acceptedNotification(user, answered.requesterId, id) : declinedNotification(user, answered.requesterId, note);
    return [await recordNotification(tx, notification)];
  });
  await deliverNotifications(db, delivery, pending);
}

/** The sender takes back a request nobody has answered yet (the same race as an answer). */
export async function withdrawConnectionRequest(db: Db, user: SessionUser, id: number): Promise<void> {
  const row = await findConnection(db, id);
  if (!row || !networkPolicy.canWithdraw(user, row)) throw notFound('Request');
  const withdrawn = await updatePendingConnection(db, id, { requesterId: user.id }, { status: 'withdrawn', respondedAt: new Date() });
  if (!withdrawn) throw conflict(networkMessages.requestAnswered);
}

/** Messaging's thread check: the connection if the user is one of its two people, else 404. */
export async function getOwnConnection(db: Db, user: SessionUser, id: number): Promise<ConnectionRow> {
  const row = await findConnection(db, id);
  if (!row || !networkPolicy.isParticipant(user, row)) throw notFound('Conversation');
  return row;
}

export async function findConnectionWith(db: Db, user: SessionUser, otherId: string): Promise<ConnectionRow | undefined> {
  return findConnectionBetween(db, user.id, otherId);
}

export async function getPersonName(db: Db, id: string): Promise<string | null> {
  const row = await findUserName(db, id);
  return row ? fullName(row) : null;
}
