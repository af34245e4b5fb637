import { Suspense } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { LocaleDirection } from '@/components/ui/locale-direction';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './router';

/** `client`: the server renders each page with a client of its own (server-render/render-page.tsx). */
export function App({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <LocaleDirection>
        {/* The shell's French catalog may still be on its way (lib/i18n/use-t.ts). */}
        <Suspense fallback={<FullScreenSpinner />}>
          <AppRouter />
        </Suspense>
        <LazyToaster />
      </LocaleDirection>
    </QueryClientProvider>
  );
}
