import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@baobab/contracts/auth';
import type { UpdatePreferencesInput } from '@baobab/contracts/preferences';
import { preferencesEndpoints } from '@baobab/contracts/preferences-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

/**
 * Saves the signed-in person's language or display currency on their account, and keeps the cached
 * current user in step so the saved choice is what the next screen reads. Loaded when a choice is
 * made, not with the shell: it brings the contract's zod schema.
 */
export async function savePreferences(queryClient: QueryClient, input: UpdatePreferencesInput): Promise<void> {
  const saved = await callEndpoint(preferencesEndpoints.updatePreferences, { body: input });
  queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser, (user) => (user ? { ...user, ...saved } : user));
}
