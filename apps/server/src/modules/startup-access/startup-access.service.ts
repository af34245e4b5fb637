/**
 * The one place that answers "may this user see this part of this startup" (decision 0005). Every
 * module that shows a startup's confidential data calls it first: financial tools, document
 * analyses, due diligence, the PDF deal summary, portfolio company pages. It depends only on the
 * startups module and on tables, so no module needs another's service to decide access.
 */
import type { FinancialPart } from '@baobab/contracts/startup-access';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Figure, Placeholders } from '../../db/figures';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { getStartup, getStartups } from '../startups/startups.service';
import { recordSecurityEvent } from '../audit/audit.service';
import { combineShares, startupAccessPolicy, type StartupAccess } from './startup-access.policy';
import * as repo from './startup-access.repository';

export { startupAccessPolicy, type StartupAccess };
/** The company's currency (its cash metric's, else its raise's, else US dollars): the one rule the startup list, model and funding tracker share. */
export const findCompanyCurrency = repo.findCompanyCurrency;

type StartupRow = Awaited<ReturnType<typeof getStartup>>;

/** The address a data-room invitation may be claimed with: only a verified one (decision 0011). */
const verifiedEmail = (user: SessionUser): string | null => (user.emailVerified ? user.email : null);

/**
 * The startup (404 when it does not exist) and what this user may see of it, read fresh on
 * every call, so an expiry, a revocation or leaving a fund applies to the very next request.
 * A read through a fund's share is written to the security audit log under the person who read
 * (decision 0055): the founder consented to the fund, and the trail says which member looked.
 */
export async function getStartupAccess(db: Db, user: SessionUser, startupId: number): Promise<{ startup: StartupRow; access: StartupAccess }> {
  const startup = await getStartup(db, startupId);
  if (startup.ownerId === user.id) return { startup, access: ownerAccess };
  const [access] = await readOthersAccess(db, user, [startupId]);
  return { startup, access: access!.access };
}

/**
 * Several startups and what this user may see of each, as getStartupAccess reads one (fresh, a fund's share
 * written to the audit log), in at most three statements whatever their number: for a screen that assesses a
 * list (the portfolio's companies, the dashboard's deal score). A startup that does not exist is left out.
 */
export async function getStartupAccessMany(db: Db, user: SessionUser, startupIds: readonly number[]): Promise<Map<number, { startup: StartupRow; access: StartupAccess }>> {
  const rows = await getStartups(db, startupIds);
  const others = await readOthersAccess(db, user, rows.filter((row) => row.ownerId !== user.id).map((row) => row.id));
  const accessOf = new Map(others.map((other) => [other.startupId, other.access]));
  return new Map(rows.map((startup) => [startup.id, { startup, access: accessOf.get(startup.id) ?? ownerAccess }]));
}

const ownerAccess: StartupAccess = { isOwner: true, share: null, hasRoomGrant: false };

/** What the user may see of startups that are not theirs: their shares (their own and their funds') and data-room grants. */
async function readOthersAccess(db: Db, user: SessionUser, startupIds: readonly number[]): Promise<{ startupId: number; access: StartupAccess }[]> {
  if (startupIds.length === 0) return [];
  const now = new Date();
  const [shares, withRoomGrant] = await Promise.all([
    repo.findActiveSharesOf(db, startupIds, user.id, now),
    repo.findStartupsWithRoomGrant(db, startupIds, user.id, verifiedEmail(user), now),
  ]);
  return Promise.all(
    startupIds.map(async (startupId) => {
      const own = shares.filter((share) => share.startupId === startupId);
      const organisationIds = own.flatMap((share) => (share.organisationId === null ? [] : [share.organisationId]));
      if (organisationIds.length > 0) {
        await recordSecurityEvent(db, { kind: 'financials.read', userId: user.id, email: user.email, detail: { startupId, organisationIds, shareIds: own.map((share) => share.id) } });
      }
      return { startupId, access: { isOwner: false, share: combineShares(own), hasRoomGrant: withRoomGrant.has(startupId) } };
    }),
  );
}

/** The startup when the user may read this part of its financial tools; otherwise 404, as for a missing startup. */
export async function requireFinancialPart(db: Db, user: SessionUser, startupId: number, part: FinancialPart): Promise<StartupRow> {
  const { startup, access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canReadPart(access, part)) throw notFound('Startup');
  return startup;
}

/** The startup when the user is its founder; otherwise 404. */
export async function requireStartupOwner(db: Db, user: SessionUser, startupId: number): Promise<StartupRow> {
  const { startup, access } = await getStartupAccess(db, user, startupId);
  if (!startupAccessPolicy.canManage(access)) throw notFound('Startup');
  return startup;
}

/** The startups whose financial tools the user may open, with the parts they may read. */
export async function listFinancialStartups(db: Db, user: SessionUser) {
  const rows = await repo.listFinancialStartups(db, user.id, new Date());
  return rows.map(({ ownerId, shares, ...startup }) => {
    const isOwner = ownerId === user.id;
    const access: StartupAccess = { isOwner, share: isOwner ? null : combineShares(shares), hasRoomGrant: false };
    return { ...startup, canEdit: isOwner, parts: startupAccessPolicy.readableParts(access), sharedUntil: isOwner ? null : (access.share?.expiresAt?.toISOString() ?? null) };
  });
}

/**
 * Which startups the user sees a "Shared with you" badge on: only their own shares and grants are
 * read, and only ids are answered (the startups are public; what was shared is not said here).
 */
export async function listStartupsSharedWith(db: Db, user: SessionUser): Promise<{ startupIds: number[] }> {
  return { startupIds: await repo.listSharedStartupIds(db, user.id, verifiedEmail(user), new Date()) };
}

/**
 * Of these startups, those the user sees more of than a visitor does: their own (or a data room of
 * them they own), and those shared with them (a financials share or a data-room grant, theirs or their
 * fund's: the conditions getStartupAccess reads one startup at a time). For every other startup the
 * user's view is a visitor's, so a screen listing many startups reads the visitor's shared answer for
 * those instead of every startup's reads. A figure (db/figures.ts) over the startups a one-column subquery
 * selects, so the screen reads it with its other figures in one statement.
 */
export function startupsSeenBeyondPublicFigure(viewer: Placeholders<Viewer>, startupIds: SQL): Figure<number[]> {
  return repo.seenBeyondPublicAmongFigure(viewer.userId, viewer.verifiedEmail, startupIds, viewer.now);
}

/** Who reads a figure of what they may see, as a figure statement takes them (db/figures.ts): the person, their verified address, now. */
export type Viewer = { userId: string; verifiedEmail: string | null; now: Date };
export const viewerOf = (user: SessionUser): Viewer => ({ userId: user.id, verifiedEmail: verifiedEmail(user), now: new Date() });
