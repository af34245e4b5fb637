import { QueryClient } from '@tanstack/react-query';

/** The spec's query settings: data never goes stale by itself, no refetch on focus or interval, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});
