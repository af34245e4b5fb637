import type { SessionUser } from '../../lib/session-user';

/** Open jobs are public; only the poster may edit or close a job. */
export const jobPolicy = {
  canEdit: (user: SessionUser, job: { userId: string }) => user.id === job.userId,
};
