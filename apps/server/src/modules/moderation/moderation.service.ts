import {
  moderationMessages,
  type AccountActionInput,
  type ContentActionInput,
  type DismissReportInput,
  type ModeratedAccount,
  type ReportTargetType,
} from '@baobab/contracts/moderation';
import { message } from '@baobab/contracts/i18n/message';
import { personsWords } from '@baobab/contracts/notification-texts';
import type { Db } from '../../db/client';
import type { CachedDb } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAdminAction } from '../admin/admin-audit.service';
import type { AdminUser } from '../admin/admin.policy';
import { deliverNotifications, recordNotification, type PendingNotification } from '../notifications/notifications.service';
import * as repo from './moderation.repository';
import * as reports from './reports.repository';
import { toAccount } from './reports.service';

type Deps = CachedDb & { delivery: Delivery };
type Outcome = 'actioned' | 'dismissed';

/**
 * Resolves the report an action was taken on (and, when the admin says so, every other open report
 * of the same content), and tells each reporter the outcome without the sanction's details. The report
 * row is locked: of two admins resolving it at once, the second gets 409.
 */
async function resolveReport(
  tx: Db,
  admin: AdminUser,
  reportId: number | undefined,
  resolveRelated: boolean | undefined,
  outcome: Outcome,
  reason: string,
  matches: (report: reports.ReportRow) => boolean,
): Promise<PendingNotification[]> {
  if (reportId === undefined) return [];
  const report = await reports.lockReport(tx, reportId);
  if (!report) throw notFound('Report');
  if (report.status !== 'open') throw conflict(moderationMessages.reportAlreadyResolved);
  if (!matches(report)) throw badRequest(moderationMessages.notActionable);
  const related = resolveRelated ? await reports.lockRelatedOpenReports(tx, report) : [];
  const all = [report, ...related];
  await reports.resolveReports(
    tx,
    all.map((r) => r.id),
    { status: outcome, resolution: reason, resolvedBy: admin.id, resolvedAt: new Date() },
  );
  const pending: PendingNotification[] = [];
  for (const r of all) {
    pending.push(
      await recordNotification(tx, {
        userId: r.reporterId,
        kind: 'report_outcome',
        actorId: null,
        title: message(moderationMessages.outcomeTitle),
        body: message(moderationMessages.outcomeBody(r.targetType as ReportTargetType, outcome === 'actioned')),
        href: '/notifications',
      }),
    );
  }
  return pending;
}

export async function dismissReport(deps: Deps, admin: AdminUser, reportId: number, input: DismissReportInput): Promise<void> {
  const pending = await deps.db.transaction(async (tx) => {
    const notices = await resolveReport(tx, admin, reportId, input.resolveRelated, 'dismissed', input.reason, () => true);
    const report = (await reports.lockReport(tx, reportId))!;
    await repo.insertAction(tx, { adminId: admin.id, action: 'dismiss', targetUserId: report.targetUserId, targetType: report.targetType, targetId: report.targetId, reason: input.reason, reportId });
    await recordAdminAction(tx, admin, { action: 'report.dismiss', targetType: 'report', targetId: String(reportId), reason: input.reason });
    return notices;
  });
  await deliverNotifications(deps.db, deps.delivery, pending);
}

/**
 * Hides (or shows again) a startup, job, message or profile. Hidden content leaves every public list
 * and page; a hidden message reads "removed by a moderator" to both people; unhiding reverses the hide.
 */
export async function setContentHidden(deps: Deps, admin: AdminUser, input: ContentActionInput, hidden: boolean): Promise<void> {
  const { targetType, targetId, reason } = input;
  const pending = await deps.db.transaction(async (tx) => {
    const owner = await repo.setHidden(tx, targetType, targetId, hidden ? new Date() : null);
    if (!owner) {
      if (!(await repo.contentExists(tx, targetType, targetId))) throw notFound('Content');
      throw conflict(hidden ? moderationMessages.alreadyHidden : moderationMessages.notHidden);
    }
    const notices = await resolveReport(tx, admin, input.reportId, input.resolveRelated, 'actioned', reason, (r) => r.targetType === targetType && r.targetId === targetId);
    if (hidden) {
      await repo.insertAction(tx, { adminId: admin.id, action: 'hide', targetUserId: owner, targetType, targetId, reason, reportId: input.reportId ?? null });
    } else {
      await repo.reverseLatest(tx, { actions: ['hide'], targetUserId: owner, targetType, targetId }, { reversedBy: admin.id, reverseReason: reason, reversedAt: new Date() });
    }
    await recordAdminAction(tx, admin, { action: hidden ? 'content.hide' : 'content.unhide', targetType, targetId, reason });
    return notices;
  });
  if (targetType === 'startup') await deps.caches.changed('startups');
  if (targetType === 'job') await deps.caches.changed('jobs');
  await deliverNotifications(deps.db, deps.delivery, pending);
}

/** What each account action needs the account's status to be, and what it becomes. */
const transitions = {
  suspend: { from: ['active'], to: 'suspended', reverses: null },
  ban: { from: ['active', 'suspended'], to: 'banned', reverses: null },
  unsuspend: { from: ['suspended'], to: 'active', reverses: ['suspend'] },
  unban: { from: ['banned'], to: 'active', reverses: ['ban', 'suspend'] },
} as const;

/**
 * Warns, suspends, bans, or lifts a suspension or ban. Suspending or banning deletes every session of
 * the account in the same transaction (their next request is 401), then ends their open live streams;
 * their public content leaves the directories from then on (lib/public-visibility.ts). An admin cannot
 * suspend themself or another admin.
 */
export async function actOnAccount(deps: Deps, admin: AdminUser, userId: string, input: AccountActionInput): Promise<void> {
  const { action, reason } = input;
  const pending = await deps.db.transaction(async (tx) => {
    const account = await repo.lockAccount(tx, userId);
    if (!account) throw notFound('Account');
    const notices = await resolveReport(tx, admin, input.reportId, input.resolveRelated, 'actioned', reason, (r) => r.targetUserId === userId);
    if (action === 'warn') {
      await repo.insertAction(tx, { adminId: admin.id, action, targetUserId: userId, reason, reportId: input.reportId ?? null });
      notices.push(await recordNotification(tx, { userId, kind: 'moderation_notice', actorId: null, title: message(moderationMessages.warningTitle), ...(reason ? { body: personsWords(reason) } : {}), href: '/notifications' }));
    } else {
      if (action === 'suspend' || action === 'ban') {
        if (userId === admin.id) throw badRequest(moderationMessages.cannotActOnSelf);
        if (account.isAdmin) throw conflict(moderationMessages.cannotActOnAdmin);
      }
      const rule = transitions[action];
      if (!(rule.from as readonly string[]).includes(account.status)) {
        throw conflict(rule.to === 'active' ? moderationMessages.notRestricted : moderationMessages.alreadyRestricted);
      }
      await repo.setAccountStatus(tx, userId, rule.to);
      if (rule.to !== 'active') {
        await repo.deleteSessionsOf(tx, userId);
        await repo.insertAction(tx, { adminId: admin.id, action, targetUserId: userId, reason, reportId: input.reportId ?? null });
      } else {
        await repo.reverseLatest(tx, { actions: [...rule.reverses], targetUserId: userId }, { reversedBy: admin.id, reverseReason: reason, reversedAt: new Date() });
      }
    }
    await recordAdminAction(tx, admin, { action: `account.${action}`, targetType: 'user', targetId: userId, reason });
    return notices;
  });
  if (action !== 'warn') {
    await Promise.all([deps.caches.changed('startups'), deps.caches.changed('investors')]);
  }
  if (action === 'suspend' || action === 'ban') {
    await deps.delivery.realtime.publish({ type: 'session_end', userIds: [userId] }).catch(deps.delivery.logError);
  }
  await deliverNotifications(deps.db, deps.delivery, pending);
}

export async function searchAccounts(db: Db, _admin: AdminUser, q: string) {
  return { items: (await repo.searchAccounts(db, q, 20)).map(toAccount) };
}

export async function getModeratedAccount(db: Db, _admin: AdminUser, userId: string): Promise<ModeratedAccount> {
  const [account, history] = await Promise.all([repo.findAccount(db, userId), repo.listHistory(db, userId)]);
  if (!account) throw notFound('Account');
  return {
    ...toAccount(account),
    history: history.map(({ action: a, admin }) => ({
      id: a.id,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      reason: a.reason,
      admin,
      createdAt: a.createdAt.toISOString(),
      reversedAt: a.reversedAt?.toISOString() ?? null,
      reverseReason: a.reverseReason,
    })),
  };
}
