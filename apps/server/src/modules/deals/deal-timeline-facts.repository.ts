import { and, desc, eq, inArray, isNotNull, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataRoomDocuments, dataRoomEvents, dataRoomFolders, dataRoomGrants, dataRooms } from '../../db/schema/data-rooms';
import { messages } from '../../db/schema/messaging';
import { raiseCommitments, raiseInvestors, raises } from '../../db/schema/fundraising';
import { investorProfiles } from '../../db/schema/profiles';
import { startups } from '../../db/schema/startups';
import { investorUpdateRecipients, investorUpdates } from '../../db/schema/updates';
import { entryReachesProfile } from '../fundraising/entry-invitee';

/**
 * The startup's facts a deal's timeline reads where they are stored (decision 0054), each limited to the
 * people reading the pipeline now (`people`: the fund's current members, or the solo investor).
 */
export type Readers = { startupId: number; people: string[]; organisationId: number | null };

/** Most recent views kept in a timeline: a busy room records a view per opening. */
export const ROOM_VIEW_LIMIT = 300;

/**
 * A fund's live grant (room-wide, or the document's own folder) covering the document: what every member can
 * open today. A member's own grant never counts, so their views of a room only they hold stay theirs.
 */
const fundGrantCovers = (organisationId: number) => sql`exists (
  select 1 from ${dataRoomGrants}
  where ${dataRoomGrants.roomId} = ${dataRooms.id}
    and ${dataRoomGrants.organisationId} = ${organisationId}
    and ${dataRoomGrants.revokedAt} is null
    and (${dataRoomGrants.expiresAt} is null or ${dataRoomGrants.expiresAt} > now())
    and (${dataRoomGrants.folderId} is null or ${dataRoomGrants.folderId} = ${dataRoomDocuments.folderId}))`;

/** Views of the startup's documents still in their rooms; names are the document's and room's as they are now. */
export async function roomViews(db: Db, readers: Readers) {
  if (readers.people.length === 0) return [];
  return db
    .select({ actorId: dataRoomEvents.actorId, at: dataRoomEvents.createdAt, room: dataRooms.name, document: dataRoomDocuments.name })
    .from(dataRoomEvents)
    .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomEvents.documentId))
    .innerJoin(dataRooms, eq(dataRooms.id, dataRoomEvents.roomId))
    .leftJoin(dataRoomFolders, eq(dataRoomFolders.id, dataRoomDocuments.folderId))
    .where(
      and(
        eq(dataRooms.startupId, readers.startupId),
        eq(dataRoomEvents.action, 'view'),
        inArray(dataRoomEvents.actorId, readers.people),
        isNull(dataRoomDocuments.deletedAt),
        isNull(dataRoomFolders.deletedAt),
        readers.organisationId === null ? undefined : fundGrantCovers(readers.organisationId),
      ),
    )
    .orderBy(desc(dataRoomEvents.createdAt), desc(dataRoomEvents.id))
    .limit(ROOM_VIEW_LIMIT);
}

/** Each sent update of the startup with the readers it went to (one row per recipient). */
export async function updatesReceived(db: Db, readers: Readers) {
  if (readers.people.length === 0) return [];
  return db
    .select({ updateId: investorUpdates.id, sentAt: investorUpdates.sentAt, period: investorUpdates.period, authorId: investorUpdates.authorId, recipientId: investorUpdateRecipients.userId })
    .from(investorUpdates)
    .innerJoin(investorUpdateRecipients, eq(investorUpdateRecipients.updateId, investorUpdates.id))
    .where(and(eq(investorUpdates.startupId, readers.startupId), eq(investorUpdates.status, 'sent'), isNotNull(investorUpdates.sentAt), inArray(investorUpdateRecipients.userId, readers.people)));
}

/**
 * The readers' places in the startup's round rooms: invited (an invitation revoked clears `invited_at`, and the
 * entry leaves the timeline with the room), and their commitment as it stands, if any.
 */
export async function roundEntries(db: Db, readers: Readers) {
  if (readers.people.length === 0) return [];
  return db
    .select({
      userId: investorProfiles.userId,
      round: raises.name,
      currency: raises.currency,
      invitedAt: raiseInvestors.invitedAt,
      state: raiseCommitments.state,
      amountMinor: raiseCommitments.amountMinor,
      finalMinor: raiseCommitments.finalMinor,
      movedAt: raiseCommitments.updatedAt,
    })
    .from(raiseInvestors)
    .innerJoin(raises, eq(raises.id, raiseInvestors.raiseId))
    .innerJoin(investorProfiles, entryReachesProfile)
    .leftJoin(raiseCommitments, eq(raiseCommitments.entryId, raiseInvestors.id))
    .where(and(eq(raises.startupId, readers.startupId), isNotNull(raiseInvestors.invitedAt), inArray(investorProfiles.userId, readers.people)));
}

/**
 * The UTC days on which a reader and the startup's founder exchanged messages, with the last message's time:
 * the fact alone (no content, no count), one row per reader and day. Hidden messages do not count.
 */
export async function messageDays(db: Db, readers: Readers) {
  if (readers.people.length === 0) return [];
  const member = sql<string>`case when ${messages.senderId} = ${startups.ownerId} then ${messages.recipientId} else ${messages.senderId} end`;
  const day = sql`(${messages.createdAt} at time zone 'UTC')::date`;
  return db
    .select({ userId: member, at: max(messages.createdAt) })
    .from(messages)
    .innerJoin(startups, eq(startups.id, readers.startupId))
    .where(
      and(
        isNull(messages.hiddenAt),
        or(
          and(eq(messages.senderId, startups.ownerId), inArray(messages.recipientId, readers.people)),
          and(eq(messages.recipientId, startups.ownerId), inArray(messages.senderId, readers.people)),
        ),
      ),
    )
    .groupBy(member, day);
}
