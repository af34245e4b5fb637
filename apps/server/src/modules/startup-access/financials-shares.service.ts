/**
 * A founder shares a startup's financial tools with one person, and takes it back (decision 0005):
 * in the style of data-room grants. Each grant and revocation is written to the security audit
 * log in the same transaction, and the person is notified after it commits.
 */
import { fillText, notificationTexts as nt } from '@baobab/contracts/notification-texts';
import { startupAccessMessages, type CreateFinancialsShareInput, type FinancialPart, type FinancialsShare, type SharePermission } from '@baobab/contracts/startup-access';
import { financialPartLabels } from '@baobab/contracts/startup-access';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { badRequest, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { recordSecurityEvent } from '../audit/audit.service';
import { areConnected } from '../network/network.service';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { shareStatus } from './startup-access.policy';
import * as repo from './startup-access.repository';
import { requireStartupOwner } from './startup-access.service';

const m = startupAccessMessages;
const nameOf = (p: { firstName: string; lastName: string; email: string }) => `${p.firstName} ${p.lastName}`.trim() || p.email;

function toShare(row: repo.FinancialsShareRow, grantee: { firstName: string; lastName: string; email: string }, now: Date): FinancialsShare {
  return {
    id: row.id,
    grantee: { id: row.granteeId, name: nameOf(grantee) },
    scopes: row.scopes as FinancialPart[],
    permission: row.permission as SharePermission,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: shareStatus(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFinancialsShares(db: Db, user: SessionUser, startupId: number): Promise<FinancialsShare[]> {
  await requireStartupOwner(db, user, startupId);
  const now = new Date();
  return (await repo.listShares(db, startupId)).map(({ share, ...grantee }) => toShare(share, grantee, now));
}

/**
 * Shares with one of the founder's accepted connections: a founder picks people they know, and
 * the answer never tells whether some other id or address has an account.
 */
export async function shareFinancials(db: Db, delivery: Delivery, user: SessionUser, context: { ip: string }, startupId: number, input: CreateFinancialsShareInput): Promise<FinancialsShare> {
  const startup = await requireStartupOwner(db, user, startupId);
  if (input.userId === user.id) throw badRequest(m.notYourself, [{ path: 'userId', message: m.notYourself }]);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= new Date()) throw badRequest(m.expiryInPast, [{ path: 'expiresAt', message: m.expiryInPast }]);
  const grantee = await repo.findPersonName(db, input.userId);
  if (!grantee || !(await areConnected(db, user.id, input.userId))) throw badRequest(m.granteeNotConnected, [{ path: 'userId', message: m.granteeNotConnected }]);
  const scopes = [...new Set(input.scopes)];
  const permission = input.permission ?? 'view';
  const { row, pending } = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'shares', 1, delivery.limits);
    const row = await repo.upsertShare(tx, { startupId, granteeId: input.userId, scopes, permission, expiresAt, createdBy: user.id });
    await recordSecurityEvent(tx, {
      kind: 'financials.share',
      userId: user.id,
      email: user.email,
      ip: context.ip,
      detail: { startupId, shareId: row.id, granteeId: input.userId, scopes, permission, expiresAt: expiresAt?.toISOString() ?? null },
    });
    const pending = await recordNotification(tx, {
      userId: input.userId,
      kind: 'financials_shared',
      actorId: user.id,
      title: fillText(nt.financialsShared, { name: nameOf(user), startup: startup.name }),
      body: scopes.map((part) => financialPartLabels[part]).join(', '),
      href: `/financial-tools?startup=${startupId}`,
    });
    return { row, pending };
  });
  await deliverNotifications(db, delivery, [pending]);
  return toShare(row, grantee, new Date());
}

/** Ends a share at once: the next read by that person is refused. */
export async function revokeFinancialsShare(db: Db, user: SessionUser, context: { ip: string }, startupId: number, shareId: number): Promise<void> {
  await requireStartupOwner(db, user, startupId);
  await db.transaction(async (tx) => {
    const revoked = await repo.revokeShare(tx, startupId, shareId, new Date());
    if (!revoked) {
      // Already revoked is done; a share of another startup (or none) is not found.
      if (await repo.findShare(tx, startupId, shareId)) return;
      throw notFound('Share');
    }
    await recordSecurityEvent(tx, {
      kind: 'financials.revoke',
      userId: user.id,
      email: user.email,
      ip: context.ip,
      detail: { startupId, shareId, granteeId: revoked.granteeId },
    });
  });
}
