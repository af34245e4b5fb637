import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@baobab/contracts/auth';
import { apiGetOrNullOn401 } from '@/lib/api';

export const currentUserQueryKey = ['/api/auth/user'] as const;

/** The spec's current-user call: not retried, no refetch on focus, cached 5 minutes; any error means signed out. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: () => apiGetOrNullOn401<CurrentUser>('/api/auth/user'),
  staleTime: 5 * 60 * 1000,
});

export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery(currentUserQuery);
  return { user: query.isError ? null : (query.data ?? null), isLoading: query.isLoading };
}
