/**
 * How long documents stay open. The in-app viewer reports the running total of seconds for the
 * view it opened (keyed by that view's audit id) while it is open and once more when it closes.
 * Only the person who opened the view may report on it, and a report can never exceed the
 * wall-clock time since the view began (plus a little slack) or MAX_VIEW_SECONDS.
 */
import { dataRoomMessages, MAX_VIEW_SECONDS, type DocumentAnalytics } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { errorCodes } from '@baobab/contracts/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './data-rooms.repository';
import { requireOwnedRoom } from './room-access';

/** Allowance for clock granularity and the request's own travel time. */
const SLACK_SECONDS = 5;
const VIEWS_LIMIT = 1000;

export async function reportViewDuration(db: Db, user: SessionUser, roomId: number, viewId: number, seconds: number): Promise<void> {
  const view = await repo.findViewEvent(db, roomId, viewId, user.id);
  if (!view) throw new AppError(404, errorCodes.notFound, dataRoomMessages.viewNotFound);
  const now = new Date();
  const elapsed = Math.floor((now.getTime() - view.createdAt.getTime()) / 1000) + SLACK_SECONDS;
  await repo.upsertViewTime(db, view.id, Math.max(0, Math.min(seconds, elapsed, MAX_VIEW_SECONDS)), now);
}

/** Who viewed one document, which version, and for how long; the owner only. */
export async function getDocumentAnalytics(db: Db, user: SessionUser, roomId: number, documentId: number): Promise<DocumentAnalytics> {
  const room = await requireOwnedRoom(db, user, roomId);
  const document = await repo.findDocument(db, room.id, documentId);
  if (!document) throw notFound('Document');
  const rows = await repo.listDocumentViews(db, document.id, VIEWS_LIMIT);
  const timed = rows.filter((r) => r.seconds !== null).map((r) => r.seconds!);
  const totalSeconds = timed.reduce((sum, s) => sum + s, 0);
  return {
    documentId: document.id,
    name: document.name,
    views: rows.map((r) => ({
      viewId: r.id,
      viewer: { id: r.actorId, name: r.actorName, email: r.actorEmail },
      version: r.version,
      viewedAt: r.createdAt.toISOString(),
      seconds: r.seconds,
    })),
    viewers: new Set(rows.map((r) => r.actorId ?? r.actorEmail)).size,
    totalSeconds,
    averageSeconds: timed.length > 0 ? Math.round(totalSeconds / timed.length) : null,
  };
}
