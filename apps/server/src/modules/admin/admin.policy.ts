import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';

export type AdminUser = SessionUser & { isAdmin: true };

/**
 * The admin console answers 404 to everyone who is not an admin, signed in or not: it is not a page
 * that exists for them, and a 401 or 403 would say that it does.
 */
export function requireAdmin(user: SessionUser | null): AdminUser {
  if (!user?.isAdmin) throw notFound();
  return user as AdminUser;
}
