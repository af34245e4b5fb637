import type { SessionUser } from '../../lib/session-user';

/**
 * Who may read or change profile data. A profile, its experience and its matches are changed
 * only by their owner; recommendations are written only by the person who was asked.
 */
export const profilePolicy = {
  canEditOwn: (user: SessionUser, ownerId: string) => user.id === ownerId,
  canWriteRecommendation: (user: SessionUser, authorId: string) => user.id === authorId,
};
