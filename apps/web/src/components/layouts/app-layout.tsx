import type { ReactNode } from 'react';
import type { CurrentUser } from '@baobab/contracts/auth';
import { shellLabels } from '@baobab/contracts/navigation';
import { useT } from '@/lib/i18n/use-t';
import { Footer } from './footer';
import { TopNav } from './top-nav';

/** `bell` and `languageSwitch` are features the app passes in, so the layout imports none. */
export function AppLayout({ user, bell, languageSwitch, children }: { user: CurrentUser | null; bell?: ReactNode; languageSwitch?: ReactNode; children: ReactNode }) {
  const t = useT('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t(shellLabels.skipToContent)}
      </a>
      <TopNav user={user} bell={bell} languageSwitch={languageSwitch} />
      {/* At least the viewport's height below the 4rem bar: the footer starts below the fold, so a
          screen growing as its data arrives does not push a visible footer down (layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
