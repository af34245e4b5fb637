import { lazy, Suspense } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { useWhenScreenSettled } from '@/lib/use-when-screen-settled';
import { AppLayout } from '@/components/layouts/app-layout';
import { preloadScreen, routes, NotFoundScreen } from './routes';

// Signed-in only, and it brings the notification contracts (and zod) with it: a chunk of its own
// keeps the landing page's JavaScript small for visitors.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })));

/** The bell's room in the bar (size-10) until it loads, so the bar does not shift when it arrives. */
const bellPlaceholder = <span aria-hidden="true" className="size-10" />;

/** The bell loads once the screen has its data: its chunk, count and event stream wait behind the screen's. */
function DeferredBell() {
  const isSettled = useWhenScreenSettled();
  if (!isSettled) return bellPlaceholder;
  return (
    <Suspense fallback={bellPlaceholder}>
      <NotificationBell />
    </Suspense>
  );
}

/**
 * The spec's route table. Every screen is its own chunk; the signed-in state
 * loads first, behind a full-screen spinner.
 */
export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  const [location] = useLocation();
  const { parser } = useRouter();
  if (isLoading) {
    // The screen's chunk downloads while the session request is in flight, not after it.
    const current = routes.find(({ path }) => matchRoute(parser, path, location)[0]);
    if (current) preloadScreen(current.Screen);
    return <FullScreenSpinner />;
  }
  return (
    <AppLayout user={user} bell={user ? <DeferredBell /> : null}>
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
      </Suspense>
    </AppLayout>
  );
}
