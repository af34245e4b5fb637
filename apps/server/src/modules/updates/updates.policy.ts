import type { SessionUser } from '../../lib/session-user';

/**
 * Who may do what with an investor update (decision 0020). Only the startup's founder (its owner)
 * writes, edits, sends and deletes drafts, sees who received and opened an update and reads every
 * reply thread. A person the update was sent to reads it as sent and their own thread only. Nobody
 * else learns that it exists: a draft is the founder's alone, and every other caller gets 404.
 */
export type UpdateViewer = 'founder' | 'recipient';

export const updatesPolicy = {
  isFounder: (user: SessionUser, startup: { ownerId: string }) => startup.ownerId === user.id,
  /** How the user may read the update, or null when they may not know of it. */
  viewerOf(user: SessionUser, startup: { ownerId: string }, update: { status: string }, isRecipient: boolean): UpdateViewer | null {
    if (startup.ownerId === user.id) return 'founder';
    if (update.status === 'sent' && isRecipient) return 'recipient';
    return null;
  },
  canChange: (update: { status: string }) => update.status === 'draft',
};
