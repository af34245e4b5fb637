import {
  REPORT_QUEUE_PAGE_SIZE,
  moderationMessages,
  type CreateReportInput,
  type Report,
  type ReportQueue,
  type ReportReason,
  type ReportTargetType,
} from '@baobab/contracts/moderation';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { AdminUser } from '../admin/admin.policy';
import * as repo from './reports.repository';

type ParsedReport = { targetType: ReportTargetType; targetId: string; reason: ReportReason; details: string };

/**
 * Files a report. The target must be one the reporter can see (else 404, as if it did not exist), and
 * nobody reports themself. A second report of the same target while the first is open is the same
 * report (report_open_idx), so a double click or a retry files one.
 */
export async function createReport(db: Db, user: SessionUser, input: ParsedReport | CreateReportInput): Promise<{ id: number; created: boolean }> {
  const { targetType, targetId, reason } = input;
  const details = input.details ?? '';
  const targetUserId = await repo.findTargetOwnerFor(db, user.id, targetType, targetId);
  if (!targetUserId) throw notFound('Reported content');
  if (targetUserId === user.id) throw badRequest(moderationMessages.cannotReportSelf);
  const values = { reporterId: user.id, targetType, targetId, targetUserId, reason, details };
  const id = await repo.insertOpenReport(db, values);
  if (id !== undefined) return { id, created: true };
  const existing = await repo.findOpenReportOf(db, user.id, targetType, targetId);
  // Resolved between the insert and the read: file it again (the index no longer blocks it).
  if (existing === undefined) return { id: (await repo.insertOpenReport(db, values))!, created: true };
  return { id: existing, created: false };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open reports, oldest first, each with the reporter, the reported account and the content itself. */
export async function listReportQueue(db: Db, _admin: AdminUser): Promise<ReportQueue> {
  const rows = await repo.listOpenReports(db, REPORT_QUEUE_PAGE_SIZE);
  const items: Report[] = await Promise.all(
    rows.map(async (row) => {
      const content = await repo.findReportedContent(db, row.report.targetType, row.report.targetId);
      return {
        id: row.report.id,
        targetType: row.report.targetType as ReportTargetType,
        targetId: row.report.targetId,
        reason: row.report.reason as ReportReason,
        details: row.report.details,
        status: 'open' as const,
        createdAt: row.report.createdAt.toISOString(),
        reporter: { id: row.reporter.id, name: `${row.reporter.firstName} ${row.reporter.lastName}`.trim(), email: row.reporter.email },
        account: toAccount({ ...row.account, reportCount: row.reportCount }),
        content: content ?? null,
        otherOpenReports: Number(row.otherOpenReports),
      };
    }),
  );
  return { items };
}

export function toAccount(row: { id: string; firstName: string; lastName: string; email: string; status: string; isAdmin: boolean; createdAt: Date; reportCount: number }) {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    status: (row.status === 'suspended' || row.status === 'banned' ? row.status : 'active') as 'active' | 'suspended' | 'banned',
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    reportCount: Number(row.reportCount),
  };
}

export const accountAgeDays = (createdAt: string, now = Date.now()) => Math.floor((now - new Date(createdAt).getTime()) / DAY_MS);
