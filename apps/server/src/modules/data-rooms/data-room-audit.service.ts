import type { DataRoomActivity, DataRoomEvent, DataRoomEventAction } from '@baobab/contracts/data-rooms';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './data-rooms.repository';
import { requireOwnedRoom } from './room-access';

const TIMELINE_LIMIT = 500;
const EXPORT_LIMIT = 100_000;

type EventRow = Awaited<ReturnType<typeof repo.listEvents>>[number];

const toEvent = (row: EventRow): DataRoomEvent => ({
  id: row.id,
  action: row.action as DataRoomEventAction,
  actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
  document: row.documentId !== null && row.documentName !== null ? { id: row.documentId, name: row.documentName } : null,
  version: row.version,
  detail: row.detail,
  ip: row.ip,
  createdAt: row.createdAt.toISOString(),
});

/** The owner's timeline (newest first) and per-document view counts. */
export async function getActivity(db: Db, user: SessionUser, roomId: number): Promise<DataRoomActivity> {
  const room = await requireOwnedRoom(db, user, roomId);
  const [events, documents] = await Promise.all([repo.listEvents(db, room.id, TIMELINE_LIMIT), repo.documentActivity(db, room.id)]);
  return { events: events.map(toEvent), documents };
}

/**
 * A spreadsheet opens a cell starting with = + - @ as a formula; prefixing a quote keeps a
 * hostile file name or e-mail from running as one (OWASP "CSV injection").
 */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportActivityCsv(db: Db, user: SessionUser, roomId: number): Promise<{ filename: string; csv: string }> {
  const room = await requireOwnedRoom(db, user, roomId);
  const rows = await repo.listEvents(db, room.id, EXPORT_LIMIT);
  const header = ['time', 'action', 'person', 'email', 'document', 'version', 'detail', 'ip'];
  const lines = rows.map((r) =>
    [r.createdAt.toISOString(), r.action, r.actorName, r.actorEmail, r.documentName, r.version, r.detail, r.ip].map(csvCell).join(','),
  );
  return { filename: `data-room-${room.id}-audit.csv`, csv: [header.join(','), ...lines].join('\r\n') + '\r\n' };
}
