import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  applyVerificationFieldsSchema,
  verificationMessages,
  VERIFIED_INVESTORS_PAGE,
  type MyVerification,
  type PendingVerification,
  type VerificationApplication,
  type VerificationMethod,
  type VerifiedInvestor,
} from '@baobab/contracts/verification';
import { websiteMatchesEmailDomain } from '@baobab/contracts/domains';
import { message } from '@baobab/contracts/i18n/message';
import { personsWords } from '@baobab/contracts/notification-texts';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../integrations/storage';
import type { CacheRegistry } from '../../lib/cache-registry';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { recordAdminAction } from '../admin/admin-audit.service';
import type { AdminUser } from '../admin/admin.policy';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import * as repo from './verification.repository';

export type VerificationDeps = { db: Db; storage: FileStorage; caches: CacheRegistry; delivery: Delivery };
/** An uploaded PDF already written to the staging folder and checked (verification-upload.ts). */
export type StagedDocument = { path: string; name: string };

/** True for a unique-index violation (PostgreSQL 23505), however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Where the investor reads their status; every decision's notification leads here. */
export const VERIFICATION_HREF = '/verification';

/** Only investors apply; anyone else is told so plainly (403), since the page is theirs to see. */
export function requireInvestor(user: SessionUser): void {
  if (user.userType !== 'investor') throw forbidden(verificationMessages.notInvestor);
}

const toApplication = (row: repo.VerificationRow): VerificationApplication => ({
  id: row.id,
  status: row.status as VerificationApplication['status'],
  method: row.method as VerificationMethod | null,
  website: row.website,
  linkedinUrl: row.linkedinUrl,
  documentName: row.documentName,
  decisionReason: row.decisionReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function getMyVerification(db: Db, user: SessionUser): Promise<MyVerification> {
  const isInvestor = user.userType === 'investor';
  const [badge, latest] = isInvestor ? await Promise.all([repo.findInvestorBadge(db, user.id), repo.findLatestApplication(db, user.id)]) : [undefined, undefined];
  return {
    isInvestor,
    verifiedAt: badge?.verifiedAt?.toISOString() ?? null,
    emailVerified: user.emailVerified,
    canApply: isInvestor && badge !== undefined && !badge.verifiedAt && latest?.status !== 'pending',
    latest: latest ? toApplication(latest) : null,
  };
}

/**
 * An investor's application. A website on the investor's verified e-mail domain is approved at once
 * (the badge set in the same transaction); anything else waits for an admin. The investor profile row
 * is locked, so two racing applies are decided one after the other, and the unique index of pending
 * applications refuses a second open one whatever happens. The document is stored first and removed
 * again if the application is refused.
 */
export async function applyForVerification(deps: VerificationDeps, user: SessionUser, fields: unknown, document: StagedDocument | null): Promise<MyVerification> {
  const { db, storage, caches } = deps;
  let key: string | undefined;
  try {
    requireInvestor(user);
    const parsed = applyVerificationFieldsSchema.safeParse(fields ?? {});
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw badRequest(issues[0]?.message ?? verificationMessages.websiteInvalid, issues);
    }
    const { website, linkedinUrl } = parsed.data;
    if (document) key = await storage.store(document.path);
    const automatic = user.emailVerified && websiteMatchesEmailDomain(website, user.email);
    const now = new Date();
    try {
      await db.transaction(async (tx) => {
        const profile = await repo.lockInvestorProfile(tx, user.id);
        if (!profile) throw forbidden(verificationMessages.notInvestor);
        if (profile.verifiedAt) throw conflict(verificationMessages.alreadyVerified);
        await repo.insertApplication(tx, {
          userId: user.id,
          status: automatic ? 'verified' : 'pending',
          method: automatic ? 'email_domain' : 'admin_review',
          website,
          linkedinUrl: linkedinUrl ?? null,
          documentKey: key ?? null,
          documentName: key ? document!.name : null,
          decidedAt: automatic ? now : null,
          createdAt: now,
        });
        if (automatic) await repo.setVerifiedAt(tx, user.id, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(verificationMessages.alreadyPending);
      throw error;
    }
    if (automatic) await caches.changed('investors');
    return await getMyVerification(db, user);
  } catch (error) {
    if (key) await storage.remove(key);
    else if (document) await rm(document.path, { force: true });
    throw error;
  }
}

type Decision = 'approve' | 'decline' | 'withdraw';
const decisions = {
  approve: { from: 'pending', status: 'verified', title: verificationMessages.noticeApproved, stale: verificationMessages.alreadyDecided },
  decline: { from: 'pending', status: 'declined', title: verificationMessages.noticeDeclined, stale: verificationMessages.alreadyDecided },
  withdraw: { from: 'verified', status: 'withdrawn', title: verificationMessages.noticeWithdrawn, stale: verificationMessages.notVerified },
} as const;

/**
 * An admin's decision on an application: approve or decline a pending one, withdraw a verified one.
 * The conditional update makes two admins deciding at once give one decision and one 409; the badge,
 * the audit entry and the investor's notification (carrying the reason) commit with it.
 */
export async function decideVerification(deps: VerificationDeps, admin: AdminUser, id: number, decision: Decision, reason: string): Promise<void> {
  const { db, delivery, caches } = deps;
  const rule = decisions[decision];
  const now = new Date();
  const pending = await db.transaction(async (tx) => {
    const row = await repo.decideApplication(tx, id, rule.from, { status: rule.status, reason, decidedBy: admin.id, decidedAt: now });
    if (!row) {
      if (!(await repo.findApplication(tx, id))) throw notFound('Verification');
      throw conflict(rule.stale);
    }
    if (decision === 'approve') await repo.setVerifiedAt(tx, row.userId, now);
    if (decision === 'withdraw') await repo.setVerifiedAt(tx, row.userId, null);
    await recordAdminAction(tx, admin, { action: `verification.${decision}`, targetType: 'user', targetId: row.userId, reason });
    return [await recordNotification(tx, { userId: row.userId, kind: 'verification_decision', actorId: null, title: message(rule.title), ...(reason ? { body: personsWords(reason) } : {}), href: VERIFICATION_HREF })];
  });
  await deliverNotifications(db, delivery, pending);
  if (decision !== 'decline') await caches.changed('investors');
}

export async function listPendingVerifications(db: Db, _admin: AdminUser): Promise<PendingVerification[]> {
  const rows = await repo.listPending(db);
  return rows.map(({ application, investor }) => ({
    id: application.id,
    investor,
    website: application.website,
    linkedinUrl: application.linkedinUrl,
    documentName: application.documentName,
    documentUrl: application.documentKey ? `/api/admin/verifications/${application.id}/document` : null,
    domainsMatch: websiteMatchesEmailDomain(application.website, investor.email),
    createdAt: application.createdAt.toISOString(),
  }));
}

export async function listVerifiedInvestors(db: Db, _admin: AdminUser, q: string | undefined): Promise<VerifiedInvestor[]> {
  const rows = await repo.listVerified(db, q || undefined, VERIFIED_INVESTORS_PAGE);
  return rows.map(({ application, investor, verifiedAt }) => ({
    id: application.id,
    investor,
    website: application.website,
    method: application.method as VerificationMethod | null,
    verifiedAt: (verifiedAt ?? application.decidedAt ?? application.createdAt).toISOString(),
  }));
}

export type EvidenceFile = { body: Readable; name: string };

async function readDocument(storage: FileStorage, row: repo.VerificationRow | undefined): Promise<EvidenceFile> {
  if (!row?.documentKey) throw notFound('Document');
  return { body: await storage.read(row.documentKey), name: row.documentName ?? 'evidence.pdf' };
}

/** An application's evidence document, for admins only (the route requires an admin). */
export async function getEvidenceDocument(deps: Pick<VerificationDeps, 'db' | 'storage'>, _admin: AdminUser, id: number): Promise<EvidenceFile> {
  return readDocument(deps.storage, await repo.findApplication(deps.db, id));
}

/** The investor's own latest document. */
export async function getMyEvidenceDocument(deps: Pick<VerificationDeps, 'db' | 'storage'>, user: SessionUser): Promise<EvidenceFile> {
  requireInvestor(user);
  return readDocument(deps.storage, await repo.findLatestApplication(deps.db, user.id));
}
