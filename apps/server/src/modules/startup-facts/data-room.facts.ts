/**
 * The data-room read model for due diligence: the room documents this reader may open (judged
 * by name), none when the startup has no room, or "not shared" when it has rooms the reader
 * holds no grant in, so the report can say so instead of treating the room as missing.
 */
import type { DataRoomFile } from '@baobab/insights/due-diligence/data-room';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import { listDataRoomEvidence } from '../data-rooms/data-room-evidence.service';
import { hasDataRoom } from './startup-facts.repository';

export async function readDataRoomDocuments(db: Db, user: SessionUser | null, startupId: number): Promise<Part<DataRoomFile[]>> {
  // A visitor holds no grant: a room there is not shared with them.
  if (!user) return (await hasDataRoom(db, startupId)) ? notShared : null;
  const [room, exists] = await Promise.all([listDataRoomEvidence(db, user, startupId), hasDataRoom(db, startupId)]);
  if (room.hasRoom) return room.documents.map(({ name, folder }) => ({ name, folder }));
  return exists ? notShared : null;
}
