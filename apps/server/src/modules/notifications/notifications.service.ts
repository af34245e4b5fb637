import {
  notificationDigestEmail,
  notificationKindLabels,
  notificationKinds,
  notificationKindsWithoutDigest,
  notificationEmail,
  notificationMessages,
  type MarkReadInput,
  type Notification,
  type NotificationFrequency,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreference,
  type UpdatePreferencesInput,
} from '@baobab/contracts/notifications';
import type { Message, Text } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import type { Db } from '../../db/client';
import type { Arg, Figure } from '../../db/figures';
import type { Task } from '../../integrations/queue';
import type { Delivery } from '../../lib/delivery';
import { translatorFor, type Translator } from '../../lib/i18n';
import { badRequest } from '../../lib/errors';
import { createUnsubscribeToken, unsubscribeTokenLabels, verifyUnsubscribeToken } from '../../lib/unsubscribe-token';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './notifications.repository';

/**
 * A notification to record. Its title and body are messages (decision 0046), never plain strings: a
 * person's words go in as a value (`personsWords`, `notificationBody` in contracts/notification-texts.ts),
 * so no reader traces them through a sentence's template.
 */
export type NotificationInput = {
  userId: string;
  kind: NotificationKind;
  actorId: string | null;
  title: Message;
  body?: Message;
  href: string;
};

/** A notification as services hand it on: its title and body messages, or the English of rows written before them. */
export type NotificationText = Omit<Notification, 'title' | 'body'> & { title: Text; body: Text };

/** A notification written in a transaction, to deliver once that transaction commits. */
export type PendingNotification = { row: repo.NotificationRow; isNew: boolean };

/** A row as the API gives it: routes send it through toWire, so the English goes out with its messages beside. */
export const toNotification = (row: repo.NotificationRow): NotificationText => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.titleMessage ?? row.title,
  body: row.bodyMessage ?? row.body,
  href: row.href,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * Records a notification inside the caller's transaction. With `collapse`, an unread one
 * leading to the same place is refreshed instead (ten messages in a thread are one bell entry
 * and one e-mail, not ten).
 */
export async function recordNotification(tx: Db, input: NotificationInput, options: { collapse?: boolean; once?: boolean } = {}): Promise<PendingNotification> {
  // The English stays beside the messages for readers that read text (and is what rows before messages hold).
  const values = { ...input, title: englishOf(input.title), body: input.body ? englishOf(input.body) : '', titleMessage: input.title, bodyMessage: input.body ?? null };
  // `once`: a task that may run again (a retry after a crash) tells each person about a thing once, read or not.
  if (options.once) {
    const existing = await repo.findAt(tx, input.userId, input.kind, input.href);
    if (existing) return { row: existing, isNew: false };
  }
  if (options.collapse) {
    const existing = await repo.findUnreadAt(tx, input.userId, input.kind, input.href);
    if (existing) return { row: await repo.refreshNotification(tx, existing.id, values), isNew: false };
  }
  return { row: await repo.insertNotification(tx, values), isNew: true };
}

/**
 * After commit: signal the recipient's open browsers, and queue an e-mail for each new
 * notification. The e-mail task is stored in the database, so a mail-server outage or a restart
 * delays it instead of losing it. Delivery problems are logged, never fail the request that
 * caused them.
 */
export async function deliverNotifications(db: Db, delivery: Delivery, pending: PendingNotification[], options: { email?: boolean } = {}): Promise<void> {
  // `email: false`: the caller sends its own, fuller e-mail (an investor update), so this one would be a second.
  const sendsEmail = options.email ?? true;
  for (const { row, isNew } of pending) {
    await delivery.realtime.publish({ type: 'notification', userIds: [row.userId], notificationId: row.id }).catch(delivery.logError);
    if (isNew && sendsEmail) await delivery.queue.send('notification-email', { notificationId: row.id } satisfies NotificationEmailTask).catch(delivery.logError);
  }
}

/** Where and how to e-mail a person about a kind of notification, or null when they turned that kind off (or are gone). */
export type EmailRecipient = { email: string; firstName: string; unsubscribeUrl: string; footer: string; translator: Translator };

/**
 * Read when an e-mail task runs, so turning a kind off also stops e-mails still waiting for a retry. With `madeAt`
 * (a notification's time), also null when the kind comes as a digest begun before it: the digest will carry it.
 */
export async function emailRecipientFor(db: Db, delivery: Delivery, userId: string, kind: NotificationKind, madeAt?: Date): Promise<EmailRecipient | null> {
  const preference = (await repo.listPreferences(db, userId)).find((p) => p.kind === kind);
  if (preference?.email === false) return null;
  if (madeAt && preference && preference.frequency !== 'immediate' && preference.digestedUntil !== null && madeAt > preference.digestedUntil) return null;
  const recipient = await repo.findRecipient(db, userId);
  if (!recipient) return null;
  const unsubscribeUrl = `${delivery.publicUrl}/api/notifications/unsubscribe?token=${createUnsubscribeToken(delivery.secret, unsubscribeTokenLabels.notification, userId, kind)}`;
  // E-mail follows the language saved on the account (English without one).
  const translator = translatorFor(recipient.locale);
  const footer = translator.t(notificationEmail.footer, { kind: translator.message(notificationKindLabels[kind]), url: unsubscribeUrl });
  return { email: recipient.email, firstName: recipient.firstName, unsubscribeUrl, footer, translator };
}

export type NotificationEmailTask = { notificationId: number };

/**
 * The queue's worker for one notification e-mail (none when the kind comes as a digest begun before the
 * notification: the digest carries it). Preferences are read when it runs, so turning
 * a kind off also stops e-mails still waiting for a retry. A throw (the mail server is down)
 * makes the queue retry it later; the Message-ID comes from the task id, so every attempt sends
 * the same message.
 */
export async function emailNotification(db: Db, delivery: Delivery, task: Task<NotificationEmailTask>): Promise<void> {
  const row = await repo.findNotification(db, task.data.notificationId);
  if (!row) return;
  const recipient = await emailRecipientFor(db, delivery, row.userId, row.kind as NotificationKind, row.createdAt);
  if (!recipient) return;
  const { t, message } = recipient.translator;
  const title = message(row.titleMessage ?? row.title);
  const text = [
    t(notificationEmail.greeting, { name: recipient.firstName }),
    '',
    title,
    ...(row.bodyMessage ? ['', message(row.bodyMessage)] : row.body ? ['', legacyBody(row.body, message)] : []),
    '',
    t(notificationEmail.open, { url: `${delivery.publicUrl}${row.href}` }),
    '',
    recipient.footer,
  ].join('\n');
  const messageId = `notification-${task.id}@${new URL(delivery.publicUrl).hostname}`;
  await delivery.mailer.send({ to: recipient.email, subject: title, text, unsubscribeUrl: recipient.unsubscribeUrl, messageId });
}

/** The most notifications one digest lists; the bell has them all. */
const DIGEST_MAX = 20;

/**
 * The digest sweep (queue task `notification-digest`, hourly; decision 0064): each kind a person takes as a daily
 * or weekly digest, once the day or week since the last has passed, e-mails them the kind's notifications since, in
 * their language. The digest is claimed (`digested_until` moved from what this run read) before the e-mail goes, so
 * runs on two instances send it once; a failed send gives the claim back and throws, for the queue to retry. A
 * period with nothing new moves the claim and sends nothing. Returns how many were sent.
 */
export async function sendDueNotificationDigests(db: Db, delivery: Delivery, now = new Date()): Promise<number> {
  let sent = 0;
  for (const due of await repo.dueDigests(db, now)) {
    const kind = due.kind as NotificationKind;
    if (!(notificationKinds as readonly string[]).includes(kind) || (notificationKindsWithoutDigest as readonly string[]).includes(kind)) continue;
    const since = due.digestedUntil!;
    if (!(await repo.claimDigest(db, due.userId, kind, since, now))) continue;
    const rows = await repo.notificationsBetween(db, due.userId, kind, since, now, DIGEST_MAX + 1);
    if (rows.length === 0) continue;
    const { t, message } = translatorFor(due.locale);
    const unsubscribeUrl = `${delivery.publicUrl}/api/notifications/unsubscribe?token=${createUnsubscribeToken(delivery.secret, unsubscribeTokenLabels.notification, due.userId, kind)}`;
    const label = message(notificationKindLabels[kind]);
    const listed = rows.slice(0, DIGEST_MAX);
    const text = [
      t(notificationEmail.greeting, { name: due.firstName }),
      '',
      t(notificationDigestEmail.intro, { count: listed.length }),
      '',
      ...listed.map((row) => `- ${message(row.titleMessage ?? row.title)}\n  ${delivery.publicUrl}${row.href}`),
      ...(rows.length > DIGEST_MAX ? ['', t(notificationDigestEmail.more, { url: `${delivery.publicUrl}/notifications` })] : []),
      '',
      t(notificationDigestEmail.footer, { kind: label, settings: `${delivery.publicUrl}/notifications`, url: unsubscribeUrl }),
    ].join('\n');
    const subject = t(due.frequency === 'weekly' ? notificationDigestEmail.weeklySubject : notificationDigestEmail.dailySubject, { kind: label });
    const messageId = `notification-digest-${kind}-${due.userId}-${now.getTime()}@${new URL(delivery.publicUrl).hostname}`;
    try {
      await delivery.mailer.send({ to: due.email, subject, text, unsubscribeUrl, messageId });
    } catch (error) {
      await repo.claimDigest(db, due.userId, kind, now, since);
      throw error;
    }
    sent += 1;
  }
  return sent;
}

/**
 * A body stored as English only, before messages: each line read back through the catalogs, as it
 * always was (a person's words in such a body may come out altered; rows written now carry their message).
 */
const legacyBody = (body: string, message: (text: Text) => string) => body.split('\n').map(message).join('\n');

export async function listNotifications(
  db: Db,
  user: SessionUser,
  query: { limit: number; offset: number },
): Promise<Omit<NotificationPage, 'items'> & { items: NotificationText[] }> {
  const [rows, unreadCount] = await Promise.all([repo.listNotificationsOf(db, user.id, query.limit, query.offset), repo.countUnread(db, user.id)]);
  return { items: rows.map(toNotification), unreadCount };
}

export async function countUnreadNotifications(db: Db, user: SessionUser): Promise<number> {
  return repo.countUnread(db, user.id);
}

/** Only the user's own notifications are touched: ids of other people's are ignored. */
export async function markNotificationsRead(db: Db, user: SessionUser, input: MarkReadInput): Promise<void> {
  await repo.markRead(db, user.id, input.ids);
}

/** Opening a thread reads its message notification too. */
export async function markNotificationsReadAt(db: Db, user: SessionUser, href: string): Promise<void> {
  await repo.markRead(db, user.id, undefined, href);
}

/** An event as the dashboard's Recent Activity lists it: its title message (or the English of an older row). */
export type RecentEvent = Pick<NotificationText, 'id' | 'title' | 'href' | 'createdAt'>;

/** Events for the dashboard's Recent Activity, as a figure (db/figures.ts); messages come from the messaging module. */
export function recentEventsFigure(userId: Arg<string>, limit: Arg<number>): Figure<RecentEvent[]> {
  return repo.recentEventsFigure(userId, limit, 'message', (rows) => rows.map((e) => ({ id: e.id, title: e.titleMessage ?? e.title, href: e.href, createdAt: e.createdAt })));
}

export async function getPreferences(db: Db, user: SessionUser): Promise<NotificationPreference[]> {
  const rows = await repo.listPreferences(db, user.id);
  return notificationKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, email: row?.email ?? true, frequency: (row?.frequency ?? 'immediate') as NotificationFrequency };
  });
}

export async function updatePreferences(db: Db, user: SessionUser, input: UpdatePreferencesInput): Promise<NotificationPreference[]> {
  await db.transaction(async (tx) => {
    for (const p of input.preferences) await repo.upsertPreference(tx, user.id, p.kind, p.email, p.frequency);
  });
  return getPreferences(db, user);
}

/** The user and the kind of e-mail a notification's unsubscribe token names; null when forged or of no kind we send. */
function verifyKindToken(secret: string, token: string): { userId: string; kind: NotificationKind } | null {
  const target = verifyUnsubscribeToken(secret, unsubscribeTokenLabels.notification, token);
  if (!target || !(notificationKinds as readonly string[]).includes(target.subject)) return null;
  return { userId: target.userId, kind: target.subject as NotificationKind };
}

/** The e-mail link: the signed token is the permission. */
async function unsubscribeTarget(db: Db, secret: string, token: string) {
  const target = verifyKindToken(secret, token);
  const recipient = target && (await repo.findRecipient(db, target.userId));
  if (!target || !recipient) throw badRequest(notificationMessages.invalidToken);
  return { ...target, locale: recipient.locale };
}

/** Which kind of e-mail a link would turn off, and the recipient's language to ask in, changing nothing (the link opened in a browser). */
export async function getUnsubscribeKind(db: Db, secret: string, token: string): Promise<{ kind: NotificationKind; locale: string | null }> {
  const { kind, locale } = await unsubscribeTarget(db, secret, token);
  return { kind, locale };
}

/** Turns that kind of e-mail off; the same token again changes nothing more. */
export async function unsubscribeWithToken(db: Db, secret: string, token: string): Promise<NotificationKind> {
  const target = await unsubscribeTarget(db, secret, token);
  await repo.upsertPreference(db, target.userId, target.kind, false);
  return target.kind;
}
