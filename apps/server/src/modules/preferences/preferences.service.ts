import type { Preferences, UpdatePreferencesInput } from '@baobab/contracts/preferences';
import { eq } from 'drizzle-orm';
import type { CachedDb } from '../../lib/cache-registry';
import { users } from '../../db/schema/auth';
import type { SessionUser } from '../../lib/session-user';
import { toPreferences } from './preferences.mapper';

/**
 * Saves the caller's own choices. One statement: fields left out keep their value, so two tabs
 * saving different fields at once both land.
 */
export async function updatePreferences({ db, caches }: CachedDb, user: SessionUser, input: UpdatePreferencesInput): Promise<Preferences> {
  const [row] = await db
    .update(users)
    .set({
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.displayCurrency !== undefined ? { displayCurrency: input.displayCurrency } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning({ locale: users.locale, displayCurrency: users.displayCurrency });
  // Cached sessions carry the preferences (plugins/session-cache.ts).
  await caches.changed('investors');
  return toPreferences(row!);
}
