import { message } from '@baobab/contracts/i18n/message';
import { notificationTexts as nt, personsWords } from '@baobab/contracts/notification-texts';
import {
  profileMessages,
  type Recommendation,
  type RecommendationRequest,
  type RequestRecommendationInput,
  type WriteRecommendationInput,
} from '@baobab/contracts/profiles';
import type { Db } from '../../db/client';
import type { Delivery } from '../../lib/delivery';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { areConnected } from '../network/network.service';
import { spendDailyAllowance } from '../account-limits/account-limits.service';
import { deliverNotifications, recordNotification } from '../notifications/notifications.service';
import { profilePolicy } from './profiles.policy';
import {
  findRecommendation,
  findRecommendationBetween,
  insertRequest,
  listAcceptedAbout,
  listOpenRequestsOf,
  reopenRequest,
  setRecommendationOutcome,
} from './recommendations.repository';

/** Recommendations shown on the user's own profile: only those their authors wrote. */
export async function listOwnRecommendations(db: Db, user: SessionUser): Promise<Recommendation[]> {
  const rows = await listAcceptedAbout(db, user.id);
  return rows.map((row) => ({
    id: row.id,
    fromUser: { id: row.authorId, firstName: row.authorFirstName, lastName: row.authorLastName, profileImageUrl: row.authorImage },
    relationship: row.relationship,
    title: row.title,
    content: row.content ?? '',
    // A recommendation exists from the moment its author wrote it, not from the request.
    createdAt: row.writtenAt.toISOString(),
  }));
}

export async function listOwnRecommendationRequests(db: Db, user: SessionUser): Promise<RecommendationRequest[]> {
  const rows = await listOpenRequestsOf(db, user.id);
  return rows.map((row) => ({
    id: row.id,
    direction: row.subjectId === user.id ? 'outgoing' : 'incoming',
    otherUser: { id: row.otherId, firstName: row.otherFirstName, lastName: row.otherLastName, profileImageUrl: row.otherImage },
    relationship: row.relationship,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Asks a connection to write a recommendation; a declined request may be asked again. The author is notified. */
export async function requestRecommendation(db: Db, user: SessionUser, input: RequestRecommendationInput, delivery: Delivery): Promise<void> {
  if (input.authorId === user.id || !(await areConnected(db, user.id, input.authorId))) {
    throw badRequest(profileMessages.notConnected, [{ path: 'authorId', message: profileMessages.notConnected }]);
  }
  const values = { relationship: input.relationship, message: input.message || null };
  const pending = await db.transaction(async (tx) => {
    await spendDailyAllowance(tx, user.id, 'recommendationRequests', 1, delivery.limits);
    const existing = await findRecommendationBetween(tx, user.id, input.authorId);
    if (!existing) await insertRequest(tx, { subjectId: user.id, authorId: input.authorId, ...values });
    else if (existing.status !== 'declined') throw conflict(profileMessages.recommendationAlreadyRequested);
    else await reopenRequest(tx, existing.id, values);
    return recordNotification(tx, {
      userId: input.authorId,
      kind: 'recommendation_request',
      actorId: user.id,
      title: message(nt.recommendationRequested, { name: `${user.firstName} ${user.lastName}` }),
      // The request's note is the asker's own words, shown as written.
      ...(input.message ? { body: personsWords(input.message) } : {}),
      href: '/profile',
    });
  });
  await deliverNotifications(db, delivery, [pending]);
}

/** Only the person asked may answer, and only while the request is open; anything else is 404. */
async function requireOpenRequestFor(db: Db, user: SessionUser, id: number) {
  const row = await findRecommendation(db, id);
  if (!row || !profilePolicy.canWriteRecommendation(user, row.authorId) || row.status !== 'requested') {
    throw notFound('Recommendation request');
  }
  return row;
}

export async function writeRecommendation(db: Db, user: SessionUser, id: number, input: WriteRecommendationInput): Promise<void> {
  await requireOpenRequestFor(db, user, id);
  await setRecommendationOutcome(db, id, { status: 'accepted', title: input.title || null, content: input.content });
}

export async function declineRecommendation(db: Db, user: SessionUser, id: number): Promise<void> {
  await requireOpenRequestFor(db, user, id);
  await setRecommendationOutcome(db, id, { status: 'declined' });
}
