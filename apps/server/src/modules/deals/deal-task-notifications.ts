import { dealTaskNotificationTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import { message } from '@baobab/contracts/i18n/message';
import { personsWords } from '@baobab/contracts/notification-texts';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import type { SessionUser } from '../../lib/session-user';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import { claimReminder, tasksToRemind, type DealTaskRow } from './deal-tasks.repository';
import { findDeal, findStartupName, type DealRow } from './deals.repository';
import { fundPipelineHref } from './deal-mention-notifications';
import { roleIn } from './fund-membership.repository';
import { todayUtc } from './utc-today';

/** Where a task's notice leads: the pipeline that holds its deal. */
const pipelineHref = (deal: DealRow) => (deal.organisationId === null ? '/portfolio/deal-flow' : fundPipelineHref(deal.organisationId));

/** Whether the person may still hold a task on the deal: its investor, or a current member of its fund. */
async function mayHold(db: Db, deal: DealRow, userId: string): Promise<boolean> {
  if (deal.organisationId === null) return deal.investorId === userId;
  return (await roleIn(db, deal.organisationId, userId)) !== undefined;
}

/**
 * Tells a task's assignee that someone else gave it to them, inside the task's transaction. The assignee
 * was checked as a current member there; no one is told about a task they gave themselves.
 */
export async function notifyTaskAssignee(tx: Db, input: { deal: DealRow; task: DealTaskRow; actor: SessionUser }): Promise<PendingNotification[]> {
  const { deal, task, actor } = input;
  if (task.assigneeId === null || task.assigneeId === actor.id) return [];
  const startup = (await findStartupName(tx, deal.startupId)) ?? '';
  // The title is the member's own words: a value, never translated.
  const title = message(texts.assigned, { name: `${actor.firstName} ${actor.lastName}`.trim(), startup, title: personsWords(task.title) });
  return [await recordNotification(tx, { userId: task.assigneeId, kind: 'deal_task', actorId: actor.id, title, href: pipelineHref(deal) })];
}

const REMINDER_BATCH = 100;

/**
 * The reminder sweep (queue task `deal-task-reminders`, hourly): each open task due today or earlier (UTC)
 * tells its assignee once. Each reminder is claimed (`reminded_at`) in the transaction that records it, so
 * sweeps on two instances at once, or a retry, send it once; a task whose assignee left the fund is
 * claimed without a notice. Returns how many were sent.
 */
export async function sendTaskReminders(db: Db, delivery: Delivery, now = new Date()): Promise<number> {
  const today = todayUtc(now);
  let sent = 0;
  for (;;) {
    const due = await tasksToRemind(db, today, REMINDER_BATCH);
    for (const task of due) {
      const pending = await db.transaction(async (tx) => {
        if (!(await claimReminder(tx, task, now))) return [];
        const deal = await findDeal(tx, task.dealId);
        if (!deal || !(await mayHold(tx, deal, task.assigneeId!))) return [];
        const startup = (await findStartupName(tx, deal.startupId)) ?? '';
        const title = message(texts.due, { startup, title: personsWords(task.title), date: task.dueDate! });
        return [await recordNotification(tx, { userId: task.assigneeId!, kind: 'deal_task', actorId: null, title, href: pipelineHref(deal) })];
      });
      sent += pending.length;
      if (pending.length) await deliverNotifications(db, delivery, pending);
    }
    // Every task read is claimed (or was claimed by another sweep), so the next read moves on.
    if (due.length < REMINDER_BATCH) return sent;
  }
}
