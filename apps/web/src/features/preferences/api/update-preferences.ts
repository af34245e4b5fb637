import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@baobab/contracts/auth';
import type { UpdatePreferencesInput } from '@baobab/contracts/preferences';
import { preferencesRoutes } from '@baobab/contracts/preferences-routes';
import { authKeys } from '@/features/auth/api/auth-keys';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * Saves the signed-in person's language or display currency on their account, and keeps the cached
 * current user in step so the saved choice is what the next screen reads. The language switch loads
 * this when a choice is made, not with the shell: it brings the contract's zod schema.
 */
export async function savePreferences(queryClient: QueryClient, input: UpdatePreferencesInput): Promise<void> {
  const saved = await callEndpoint(preferencesRoutes.updatePreferences, { body: input });
  queryClient.setQueryData<CurrentUser | null>(authKeys.currentUser, (user) => (user ? { ...user, ...saved } : user));
}

/**
 * The display-currency choice: saved, then every query is refetched, since every amount the server
 * converted was converted for the previous choice.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) => savePreferences(queryClient, input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
