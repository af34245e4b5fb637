import type { AdminAuditPage } from '@baobab/contracts/admin';
import { ADMIN_AUDIT_PAGE_SIZE } from '@baobab/contracts/admin';
import type { Db } from '../../db/client';
import { recordSecurityEvent } from '../audit/audit.service';
import type { AdminUser } from './admin.policy';
import * as repo from './admin.repository';

/** What an admin did: the action (`team.invite`, `verification.approve`, `account.suspend` ...), its target and the reason. */
export type AdminAction = {
  action: string;
  targetType: string | null;
  targetId: string | null;
  reason: string;
};

/**
 * Writes one admin action to the append-only security log (who, what, why). Call it with the
 * transaction that makes the change, so the log and the change commit together or not at all.
 * A command run by whoever operates the server (`npm run rates:import`) has no admin: id and e-mail null.
 */
export async function recordAdminAction(tx: Db, admin: Pick<AdminUser, 'id' | 'email'> | { id: null; email: null }, action: AdminAction, client: { ip?: string | null } = {}): Promise<void> {
  await recordSecurityEvent(tx, {
    kind: `admin.${action.action}`,
    userId: admin.id,
    email: admin.email,
    ip: client.ip ?? null,
    detail: { targetType: action.targetType, targetId: action.targetId, reason: action.reason },
  });
}

/** The audit log, a page of admin actions, newest first. */
export async function listAdminAudit(db: Db, _admin: AdminUser, before: number | undefined): Promise<AdminAuditPage> {
  const rows = await repo.listAdminEvents(db, before, ADMIN_AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    items: page.map((row) => ({
      id: row.id,
      action: row.kind.slice('admin.'.length),
      admin: { id: row.userId, email: row.email },
      targetType: text(row.detail?.targetType),
      targetId: text(row.detail?.targetId),
      reason: text(row.detail?.reason),
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > ADMIN_AUDIT_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}
