import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/** The spec's query settings: data never goes stale by itself, no refetch on focus or interval, no retries. */
export const queryDefaults: DefaultOptions = {
  queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
  mutations: { retry: false },
};

/** The browser's one client; a page rendered on the server has its own (server-render/render-page.tsx). */
export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
