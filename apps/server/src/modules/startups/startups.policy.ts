import type { SessionUser } from '../../lib/session-user';
import type { StartupRow } from './startups.repository';

/**
 * Who may do what with a startup. Published startup profiles are public (the directory);
 * only the founder who owns one may change it or its private data (financial tools, rooms).
 * Creating one needs a founder profile (docs/decisions/0002-roles-profiles-and-directories.md).
 */
export const startupPolicy = {
  canView: (_user: SessionUser | null, _startup: StartupRow) => true,
  canCreate: (user: SessionUser | null, hasFounderProfile: boolean) => user !== null && hasFounderProfile,
  canEdit: (user: SessionUser | null, startup: StartupRow) => user !== null && user.id === startup.ownerId,
  /** The owner's own visits do not count as profile views. */
  countsAsView: (user: SessionUser | null, startup: StartupRow) => user !== null && user.id !== startup.ownerId,
};
