import { lazy, Suspense, useEffect } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { Deferred } from '@/components/ui/deferred';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { applyLocale, useLocale } from '@/lib/i18n/locale';
import { passOnWhatWasDoneBeforeTakeover } from '@/lib/before-takeover';
import { AppLayout } from '@/components/layouts/app-layout';
import { routes, NotFoundScreen } from './routes';

// Signed-in only, and it brings the notification contracts (and zod) with it: a chunk of its own
// keeps the landing page's JavaScript small for visitors.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

// The language choice waits for the screen too: the landing page's first JavaScript stays within budget.
const LanguageSwitch = lazy(() => import('@/features/preferences/components/language-switch').then((m) => ({ default: m.LanguageSwitch })));

/** The language switch's room in the bar until it loads (its select is h-9, about 6.5rem wide). */
const switchPlaceholder = <span aria-hidden="true" className="h-9 w-[6.5rem]" />;

/** The bell's room in the bar (size-10) until it loads, so the bar does not shift when it arrives. */
const bellPlaceholder = <span aria-hidden="true" className="size-10" />;

/**
 * The spec's route table. Every screen is its own chunk; the signed-in state
 * loads first, behind a full-screen spinner.
 */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const { parser } = useRouter();
  const locale = useLocale();
  // The language saved on the account wins over this device's, once the session says who is signed in.
  const savedLocale = user?.locale;
  useEffect(() => {
    if (savedLocale) applyLocale(savedLocale);
  }, [savedLocale]);
  if (isLoading) {
    // The screen's chunk downloads while the session request is in flight, not after it.
    const Screen = routes.find(({ path }) => matchRoute(parser, path, location)[0])?.Screen ?? NotFoundScreen;
    void Screen.preload().catch(() => undefined);
    return <FullScreenSpinner />;
  }
  return (
    // Keyed by language: a switch re-renders every screen in the new one (formatters included).
    <AppLayout key={locale} user={user} bell={
        // The bell, the language switch and the user menu load once the screen has its data: their chunks,
        // count and event stream wait behind the screen's.
        user ? (
          <Deferred placeholder={bellPlaceholder}>
            <NotificationBell />
          </Deferred>
        ) : null
      }
      languageSwitch={
        <Deferred placeholder={switchPlaceholder}>
          <LanguageSwitch isSignedIn={user !== null} />
        </Deferred>
      }
    >
      <Suspense fallback={<FullScreenSpinner />}>
        <Switch>
          {routes.map(({ path, Screen }) => (
            <Route key={path} path={path}>
              {(params) => <Screen user={user} params={params} />}
            </Route>
          ))}
          <Route>
            <NotFoundScreen />
          </Route>
        </Switch>
        <ScreenTakenOver />
      </Suspense>
    </AppLayout>
  );
}

/**
 * Committed with the screen, so its effect runs once the screen's server-rendered HTML answers to the app:
 * what was typed before then (lib/early-edits.ts) is handed to the app, then a submit clicked before then
 * (lib/early-submits.ts) is sent, with those values.
 */
function ScreenTakenOver() {
  useEffect(() => passOnWhatWasDoneBeforeTakeover(), []);
  return null;
}
