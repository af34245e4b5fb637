/**
 * A founder shares a startup's financial tools with one person or one fund, and takes it back
 * (decisions 0005 and 0055): in the style of data-room grants. Each grant and revocation is written to the security audit
 * log in the same transaction, and the person is notified after it commits.
 */
import { message } from '@baobab/contracts/i18n/message';
import { notificationList, notificationTexts as nt } from '@baobab/contracts/notification-texts';
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
import { findShareableOrganisation, listOrganisationMemberIds } from './fund-audience.service';
import { shareStatus } from './startup-access.policy';
import * as repo from './startup-access.repository';
import { requireStartupOwner } from './startup-access.service';

const m = startupAccessMessages;
const nameOf = (p: { firstName: string; lastName: string; email: string }) => `${p.firstName} ${p.lastName}`.trim() || p.email;

type Person = { firstName: string; lastName: string; email: string };

function toShare(row: repo.FinancialsShareRow, to: { person: Person | null; organisation: { id: number; name: string } | null }, now: Date): FinancialsShare {
  return {
    id: row.id,
    grantee: row.granteeId !== null && to.person ? { id: row.granteeId, name: nameOf(to.person) } : null,
    organisation: row.organisationId !== null && to.organisation ? { id: to.organisation.id, name: to.organisation.name } : null,
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
  return (await repo.listShares(db, startupId)).map(({ share, person, organisation }) => toShare(share, { person, organisation }, now));
}

/**
 * Shares with one of the founder's accepted connections, or with a fund one of them belongs to
 * (decision 0055): a founder picks people they know, and the answer never tells whether some other
 * id or address has an account, or whether some other fund exists. A fund's current members are
 * told; the share itself names only the fund, so who reads is decided by membership at each read.
 */
export async function shareFinancials(db: Db, delivery: Delivery, user: SessionUser, context: { ip: string }, startupId: number, input: CreateFinancialsShareInput): Promise<FinancialsShare> {
  const startup = await requireStartupOwner(db, user, startupId);
  if (input.userId === user.id) throw badRequest(m.notYourself, [{ path: 'userId', message: m.notYourself }]);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= new Date()) throw badRequest(m.expiryInPast, [{ path: 'expiresAt', message: m.expiryInPast }]);
  const to = await shareRecipient(db, user, input);
  const scopes = [...new Set(input.scopes)];
  const permission = input.permission ?? 'view';
  const { row, pending } = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'shares', 1, delivery.limits);
    const row = await repo.upsertShare(tx, { startupId, granteeId: input.userId ?? null, organisationId: to.organisation?.id ?? null, scopes, permission, expiresAt, createdBy: user.id });
    await recordSecurityEvent(tx, {
      kind: 'financials.share',
      userId: user.id,
      email: user.email,
      ip: context.ip,
      detail: { startupId, shareId: row.id, granteeId: row.granteeId, organisationId: row.organisationId, scopes, permission, expiresAt: expiresAt?.toISOString() ?? null },
    });
    const body = notificationList(scopes.map((part) => message(financialPartLabels[part])));
    const href = `/financial-tools?startup=${startupId}`;
    const title = to.organisation
      ? message(nt.financialsSharedWithFund, { name: nameOf(user), startup: startup.name, organisation: to.organisation.name })
      : message(nt.financialsShared, { name: nameOf(user), startup: startup.name });
    // A fund's notice goes to whoever is a member now; the founder, if one of them, is not told of their own share.
    const readers = to.organisation ? (await listOrganisationMemberIds(tx, to.organisation.id)).filter((id) => id !== user.id) : [input.userId!];
    const pending = [];
    for (const userId of readers) pending.push(await recordNotification(tx, { userId, kind: 'financials_shared', actorId: user.id, title, body, href }));
    return { row, pending };
  });
  await deliverNotifications(db, delivery, pending);
  return toShare(row, to, new Date());
}

/** The person or fund a share goes to, refused with one answer whether it is unknown or not the founder's to pick. */
async function shareRecipient(db: Db, user: SessionUser, input: CreateFinancialsShareInput): Promise<{ person: Person | null; organisation: { id: number; name: string } | null }> {
  if (input.organisationId !== undefined) {
    const organisation = await findShareableOrganisation(db, user.id, input.organisationId);
    if (!organisation) throw badRequest(m.organisationNotConnected, [{ path: 'organisationId', message: m.organisationNotConnected }]);
    return { person: null, organisation };
  }
  const person = await repo.findPersonName(db, input.userId!);
  if (!person || !(await areConnected(db, user.id, input.userId!))) throw badRequest(m.granteeNotConnected, [{ path: 'userId', message: m.granteeNotConnected }]);
  return { person, organisation: null };
}

/** Ends a share at once: the next read by that person, or by every member of that fund, is refused. */
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
      detail: { startupId, shareId, granteeId: revoked.granteeId, organisationId: revoked.organisationId },
    });
  });
}
