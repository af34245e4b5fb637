/**
 * Investor updates (decision 0020): the founder's drafts, and reading a sent update. Sending and the
 * audience are in update-sending.service.ts, reply threads in update-replies.service.ts, the e-mail
 * in update-email.service.ts. Every function checks who the caller is first: the startup's founder,
 * a recipient of the sent update, or nobody (404, as if the update did not exist).
 */
import { randomBytes } from 'node:crypto';
import {
  UPDATE_FEED_PAGE_SIZE,
  updateMessages as m,
  type CompanyUpdate,
  type FounderUpdateListItem,
  type PublicUpdate,
  type UpdateDetail,
  type UpdateDraft,
  type UpdateFeed,
  type UpdatePublicState,
} from '@baobab/contracts/updates';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { requireStartupOwner } from '../startup-access/startup-access.service';
import { getStartup } from '../startups/startups.service';
import { figuresFor } from './update-figures';
import { plainText } from './markdown';
import { audienceOf, nameOf, renderedParts, storedFigures, toMonth, toPeriodDate, toThreads } from './updates.mapper';
import { updatesPolicy, type UpdateViewer } from './updates.policy';
import { requireChosenRelatedNow } from './update-audience';
import * as repo from './updates.repository';

/** Characters of an update's text a feed entry shows. */
const EXCERPT_LENGTH = 220;

/** The update and how the caller may read it; 404 for anyone who may not know of it. */
export async function loadForViewer(db: Db, user: SessionUser, id: number): Promise<{ found: repo.UpdateWithStartup; viewer: UpdateViewer }> {
  const found = await repo.findUpdate(db, id);
  if (!found) throw notFound('Update');
  const isRecipient = !updatesPolicy.isFounder(user, found.startup) && found.update.status === 'sent' && (await repo.findRecipient(db, id, user.id)) !== undefined;
  const viewer = updatesPolicy.viewerOf(user, found.startup, found.update, isRecipient);
  if (!viewer) throw notFound('Update');
  return { found, viewer };
}

/** The update when the caller is its startup's founder; otherwise 404. */
export async function loadForFounder(db: Db, user: SessionUser, id: number): Promise<repo.UpdateWithStartup> {
  const found = await repo.findUpdate(db, id);
  if (!found || !updatesPolicy.isFounder(user, found.startup)) throw notFound('Update');
  return found;
}

async function requireOwnMetrics(db: Db, startupId: number, metricIds: number[]): Promise<void> {
  const known = await repo.listMetricIdsOf(db, startupId, metricIds);
  if (known.length !== metricIds.length) throw badRequest(m.metricNotFound, [{ path: 'metricIds', message: m.metricNotFound }]);
}

const draftValues = (input: UpdateDraft) => ({
  title: input.title,
  period: toPeriodDate(input.period),
  body: input.body,
  highlights: input.highlights,
  lowlights: input.lowlights,
  asks: input.asks,
  metricIds: input.metricIds,
  audience: input.audience,
});

/** The founder's view of the update: a draft is its own preview (rendered, with the figures it would carry now). */
export async function toDetail(db: Db, found: repo.UpdateWithStartup, viewer: UpdateViewer, openedAt: Date | null): Promise<UpdateDetail> {
  const { update, startup, authorName } = found;
  const base = {
    ...renderedParts(update),
    id: update.id,
    startup: { id: startup.id, name: startup.name, logoUrl: startup.logoUrl },
    author: { id: update.authorId, name: nameOf(authorName) },
    title: update.title,
    period: toMonth(update.period),
    status: update.status as UpdateDetail['status'],
    sentAt: update.sentAt?.toISOString() ?? null,
    updatedAt: update.updatedAt.toISOString(),
    figures: await figuresFor(db, update),
    viewer,
    openedAt: openedAt?.toISOString() ?? null,
  };
  if (viewer !== 'founder') return { ...base, founder: null };
  const [recipients, replies] = await Promise.all([repo.listRecipients(db, update.id), repo.listReplies(db, update.id)]);
  const people = recipients.map((r) => ({ id: r.userId, name: nameOf(r) }));
  return {
    ...base,
    founder: {
      body: update.body,
      highlights: update.highlights,
      lowlights: update.lowlights,
      asks: update.asks,
      metricIds: update.metricIds,
      audience: audienceOf(update),
      isPublic: update.isPublic,
      publicToken: update.isPublic ? update.publicToken : null,
      recipients: recipients.map((r) => ({
        person: { id: r.userId, name: nameOf(r) },
        reason: r.reason as 'investor' | 'share' | 'connection' | 'chosen',
        openedAt: r.openedAt?.toISOString() ?? null,
        replyCount: r.replyCount,
      })),
      threads: toThreads(replies, people, startup.ownerId).filter((thread) => thread.replies.length > 0),
    },
  };
}

export async function createDraft(db: Db, user: SessionUser, startupId: number, input: UpdateDraft): Promise<UpdateDetail> {
  const startup = await requireStartupOwner(db, user, startupId);
  await requireOwnMetrics(db, startup.id, input.metricIds);
  await requireChosenRelatedNow(db, startup, input.audience.userIds);
  const row = await repo.insertDraft(db, { startupId: startup.id, authorId: user.id, ...draftValues(input) });
  return getUpdate(db, user, row.id);
}

export async function updateDraft(db: Db, user: SessionUser, id: number, input: UpdateDraft): Promise<UpdateDetail> {
  const { update, startup } = await loadForFounder(db, user, id);
  if (!updatesPolicy.canChange(update)) throw conflict(m.sentCannotChange);
  await requireOwnMetrics(db, update.startupId, input.metricIds);
  await requireChosenRelatedNow(db, startup, input.audience.userIds);
  // Conditional on still being a draft: a send that committed since the read above wins.
  if (!(await repo.updateDraftRow(db, id, draftValues(input)))) throw conflict(m.sentCannotChange);
  return getUpdate(db, user, id);
}

export async function deleteDraft(db: Db, user: SessionUser, id: number): Promise<void> {
  const { update } = await loadForFounder(db, user, id);
  if (!updatesPolicy.canChange(update) || !(await repo.deleteDraftRow(db, id))) throw conflict(m.sentCannotDelete);
}

/** The founder: the update with opens and threads. A recipient: the update as sent; their first read records the open. */
export async function getUpdate(db: Db, user: SessionUser, id: number): Promise<UpdateDetail> {
  const { found, viewer } = await loadForViewer(db, user, id);
  const openedAt = viewer === 'recipient' ? await repo.markOpened(db, id, user.id, new Date()) : null;
  return toDetail(db, found, viewer, openedAt);
}

export async function listStartupUpdates(db: Db, user: SessionUser, startupId: number): Promise<FounderUpdateListItem[]> {
  await requireStartupOwner(db, user, startupId);
  const rows = await repo.listStartupUpdates(db, startupId);
  return rows.map(({ update, recipientCount, openCount, replyCount }) => ({
    id: update.id,
    title: update.title,
    period: toMonth(update.period),
    status: update.status as FounderUpdateListItem['status'],
    sentAt: update.sentAt?.toISOString() ?? null,
    updatedAt: update.updatedAt.toISOString(),
    recipientCount,
    openCount,
    replyCount,
    isPublic: update.isPublic,
  }));
}

type ReceivedRow = repo.ReceivedRow;

const toReceived = ({ update, startup, openedAt }: ReceivedRow) => ({
  id: update.id,
  startup: { id: startup.id, name: startup.name, logoUrl: startup.logoUrl },
  title: update.title,
  period: toMonth(update.period),
  sentAt: update.sentAt!.toISOString(),
  openedAt: openedAt?.toISOString() ?? null,
  excerpt: plainText([update.body, update.highlights].filter(Boolean).join('\n\n'), EXCERPT_LENGTH),
  hasAsks: update.asks.trim().length > 0,
});

/** The signed-in user's feed: only updates sent to them (their recipient rows), newest first. */
export async function listFeed(db: Db, user: SessionUser, query: { limit?: number; offset?: number }): Promise<UpdateFeed> {
  const limit = query.limit ?? UPDATE_FEED_PAGE_SIZE;
  const rows = await repo.listFeedPage(db, { userId: user.id, limit: limit + 1, offset: query.offset ?? 0 });
  return { items: rows.slice(0, limit).map(toReceived), hasMore: rows.length > limit };
}

/** One company's updates sent to the signed-in user, with the figures as sent (the portfolio company page). */
export async function listReceivedFromStartup(db: Db, user: SessionUser, startupId: number): Promise<CompanyUpdate[]> {
  const startup = await getStartup(db, startupId);
  const rows = await repo.listReceived(db, user.id, 100, 0, startup.id);
  return rows.map((row) => {
    const { startup: _startup, ...item } = toReceived(row);
    return { ...item, figures: storedFigures(row.update) };
  });
}

/**
 * The public link: on creates a new random token (24 bytes, base64url: not guessable), off forgets it,
 * so a link once turned off never works again. Sent updates only.
 */
export async function setPublic(db: Db, user: SessionUser, id: number, isPublic: boolean): Promise<UpdatePublicState> {
  const { update } = await loadForFounder(db, user, id);
  if (update.status !== 'sent') throw conflict(m.onlySentPublic);
  if (isPublic && update.isPublic && update.publicToken) return { isPublic: true, publicToken: update.publicToken };
  const row = await repo.setPublic(db, id, isPublic ? randomBytes(24).toString('base64url') : null);
  if (!row) throw conflict(m.onlySentPublic);
  return { isPublic: row.isPublic, publicToken: row.publicToken };
}

/** No session: the token is the permission while the link is on. Recipients, opens and replies are never part of it. */
export async function getPublicUpdate(db: Db, token: string): Promise<PublicUpdate> {
  const found = await repo.findPublicUpdate(db, token);
  if (!found) throw notFound('Update');
  const { update, startup } = found;
  return {
    ...renderedParts(update),
    startup: { id: startup.id, name: startup.name, logoUrl: startup.logoUrl },
    title: update.title,
    period: toMonth(update.period),
    sentAt: update.sentAt!.toISOString(),
    figures: storedFigures(update),
  };
}
