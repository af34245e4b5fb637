import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePreferencesInput } from '@baobab/contracts/preferences';
import { preferencesEndpoints } from '@baobab/contracts/preferences-endpoints';
import { callEndpoint } from '@/lib/call-endpoint';

/**
 * Saves the signed-in person's language or display currency. Every query is refetched afterwards: the
 * current user carries the choice, and every amount the server converted was converted for it.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePreferencesInput) => callEndpoint(preferencesEndpoints.updatePreferences, { body: input }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
