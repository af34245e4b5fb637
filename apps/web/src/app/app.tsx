import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { LocaleDirection } from '@/components/ui/locale-direction';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { AppRouter } from './router';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
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
