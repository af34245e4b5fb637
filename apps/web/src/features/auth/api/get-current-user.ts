import { queryOptions, useQuery } from '@tanstack/react-query';
import { authRoutes } from '@baobab/contracts/auth-routes';
import type { CurrentUser } from '@baobab/contracts/auth';
import { ApiRequestError } from '@/lib/api';
import { callEndpoint } from '@/lib/call-endpoint';
import { authKeys } from './auth-keys';

/** The spec's second query mode: a 401 (signed out) yields null instead of an error. */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callEndpoint(authRoutes.currentUser);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The spec's current-user call: not retried, no refetch on focus, cached 5 minutes; any error means signed out. */
export const currentUserQuery = queryOptions({
  queryKey: authKeys.currentUser,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60 * 1000,
});

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery(currentUserQuery);
  return { user: query.isError ? null : (query.data ?? null), isLoading: query.isLoading };
}
