/**
 * Sending an investor update (decision 0020). The audience is resolved into people from the consent
 * live at the moment of sending, and those people are the update's recipients for good: a share
 * revoked later takes nobody off an update already sent, and someone whose share was revoked before
 * is simply not a recipient of the next one. The figures are snapshotted in the same transaction.
 * Delivery (in-app notification, then one e-mail task per recipient) runs from the queue after commit.
 */
import { createHash } from 'node:crypto';
import { recipientReasons, updateMessages as m, type AudiencePreview, type RecipientReason, type UpdateAudience, type UpdateDetail } from '@baobab/contracts/updates';
import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { updateTemplates } from '@baobab/contracts/update-templates';
import type { Db } from '../../db/client';
import type { Task } from '../../integrations/queue';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { listRelationships, relatedIds, requireChosenRelated } from './update-audience';
import { currentFigures } from './update-figures';
import { audienceOf, nameOf, toMonth, updateHref } from './updates.mapper';
import * as repo from './updates.repository';
import { loadForFounder, toDetail } from './updates.service';
import type { UpdateEmailTask } from './update-email.service';

export type ResolvedRecipient = { userId: string; reason: RecipientReason };

const hasAudience = (audience: UpdateAudience) => audience.confirmedInvestors || audience.shareHolders || audience.connections || audience.userIds.length > 0;

/**
 * The people the audience names now, the founder excluded, each once with the first rule that named
 * them (investor, share, connection, chosen). Chosen people must have one of those relationships
 * (update-audience.ts): `strangers: 'refuse'` answers 400 naming them (sending), `'leave out'` skips
 * them without naming them (the preview of a draft saved before a relationship ended).
 */
export async function resolveAudience(
  db: Db,
  startup: { id: number; ownerId: string },
  audience: UpdateAudience,
  now: Date,
  strangers: 'refuse' | 'leave out',
): Promise<ResolvedRecipient[]> {
  const relationships = await listRelationships(db, startup, now);
  const related = relatedIds(relationships);
  if (strangers === 'refuse') requireChosenRelated(audience.userIds, related);
  const byReason: Record<RecipientReason, string[]> = {
    investor: audience.confirmedInvestors ? relationships.investor : [],
    share: audience.shareHolders ? relationships.share : [],
    connection: audience.connections ? relationships.connection : [],
    chosen: audience.userIds.filter((id) => related.has(id)),
  };
  const seen = new Set<string>([startup.ownerId]);
  const resolved: ResolvedRecipient[] = [];
  for (const reason of recipientReasons) {
    for (const userId of byReason[reason]) {
      if (seen.has(userId)) continue;
      seen.add(userId);
      resolved.push({ userId, reason });
    }
  }
  return resolved;
}

/** Who the draft would go to if it were sent now, for the founder to confirm the count before sending. */
export async function previewAudience(db: Db, user: SessionUser, id: number): Promise<AudiencePreview> {
  const { update, startup } = await loadForFounder(db, user, id);
  if (update.status !== 'draft') throw conflict(m.alreadySent);
  const resolved = await resolveAudience(db, startup, audienceOf(update), new Date(), 'leave out');
  const names = new Map((await repo.findPeople(db, resolved.map((r) => r.userId))).map((p) => [p.id, nameOf(p)]));
  const byReason = { investor: 0, share: 0, connection: 0, chosen: 0 };
  for (const r of resolved) byReason[r.reason] += 1;
  return {
    count: resolved.length,
    byReason,
    people: resolved.map((r) => ({ person: { id: r.userId, name: names.get(r.userId) ?? '' }, reason: r.reason })),
  };
}

export type UpdateDeliveryTask = { updateId: number };

/**
 * Sends the draft: in one transaction, lock it (a conditional update: of two concurrent sends exactly
 * one proceeds, the other answers 409), resolve its audience, insert the recipients and snapshot the
 * figures. Refused, with nothing changed, when the audience names nobody. Delivery is queued after commit.
 */
export async function sendUpdate(db: Db, delivery: Delivery, user: SessionUser, id: number): Promise<UpdateDetail> {
  const found = await loadForFounder(db, user, id);
  if (found.update.status !== 'draft') throw conflict(m.alreadySent);
  if (!hasAudience(audienceOf(found.update))) throw badRequest(m.audienceRequired, [{ path: 'audience', message: m.audienceRequired }]);
  const now = new Date();
  const sent = await db.transaction(async (tx) => {
    const row = await repo.markSent(tx, id, now);
    if (!row) {
      if (!(await repo.findUpdate(tx, id))) throw notFound('Update');
      throw conflict(m.alreadySent);
    }
    // The audience and metrics as they are in the locked row (an edit may have landed since the read above).
    const audience = audienceOf(row);
    if (!hasAudience(audience)) throw badRequest(m.audienceRequired, [{ path: 'audience', message: m.audienceRequired }]);
    const recipients = await resolveAudience(tx, found.startup, audience, now, 'refuse');
    if (recipients.length === 0) throw badRequest(m.noRecipients);
    // Every recipient is one person reached: the founder's daily allowance of update recipients.
    await spendDailyAllowance(tx, user.id, 'updateRecipients', recipients.length, delivery.limits);
    await repo.insertRecipients(tx, recipients.map((r) => ({ updateId: id, ...r })));
    const figures = await currentFigures(tx, row.startupId, row.metricIds, toMonth(row.period));
    await repo.setFigures(tx, id, figures);
    return { ...row, figures };
  });
  await delivery.queue.send('update-delivery', { updateId: sent.id } satisfies UpdateDeliveryTask).catch(delivery.logError);
  return toDetail(db, { ...found, update: sent }, 'founder', null);
}

/** A UUID made from a text, so the same recipient's e-mail task of the same update always has the same id. */
function stableTaskId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The queue's worker for a sent update: each recipient's in-app notification (recorded once, read or
 * not, so a retry tells nobody twice), then one update-email task per recipient with an id made from
 * the update and the person, so a retry queues no second e-mail. The generic notification e-mail is
 * not sent: the update's own e-mail carries it in full.
 */
export async function deliverUpdate(db: Db, delivery: Delivery, task: Task<UpdateDeliveryTask>): Promise<void> {
  const found = await repo.findUpdate(db, task.data.updateId);
  if (!found || found.update.status !== 'sent') return;
  const { update, startup } = found;
  const recipients = await repo.listRecipients(db, update.id);
  const href = updateHref(update.id);
  const pending = await db.transaction(async (tx) => {
    const recorded = [];
    for (const recipient of recipients) {
      recorded.push(
        await recordNotification(
          tx,
          { userId: recipient.userId, kind: 'investor_update', actorId: update.authorId, title: message(nt.investorUpdate, { startup: startup.name, title: update.title }), body: message(updateTemplates.from, { startup: startup.name }), href },
          { once: true },
        ),
      );
    }
    return recorded;
  });
  await deliverNotifications(db, delivery, pending, { email: false });
  for (const recipient of recipients) {
    const data: UpdateEmailTask = { updateId: update.id, userId: recipient.userId };
    await delivery.queue.send('update-email', data, { id: stableTaskId(`update-email:${update.id}:${recipient.userId}`) });
  }
}
