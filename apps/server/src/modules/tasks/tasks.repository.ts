import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import type { SessionUser } from '../../lib/session-user';
import { toPreferences } from '../preferences/preferences.mapper';

/** The person a task works for, as a request would see them; null once the account is gone. */
export async function findTaskOwner(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, firstName: users.firstName, lastName: users.lastName, image: users.image, userType: users.userType, isAdmin: users.isAdmin, locale: users.locale, displayCurrency: users.displayCurrency })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { ...row, ...toPreferences(row), userType: row.userType === 'founder' || row.userType === 'investor' ? row.userType : null };
}
