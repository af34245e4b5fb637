import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartupRequestSettingsInput } from '@baobab/contracts/startup-trust';
import { startupsRoutes } from '@baobab/contracts/startups-routes';
import { callEndpoint } from '@/lib/call-endpoint';
import { startupsKeys } from './startups-keys';

/** The owner's "verified investors only" switch; the startup page reloads to show the new state. */
export function useSaveRequestSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupRequestSettingsInput) => callEndpoint(startupsRoutes.requestSettings, { params: { id }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: startupsKeys.detail(id) }),
  });
}
