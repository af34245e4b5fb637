import { lazy, Suspense, useState, type ReactNode } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ConnectTarget } from './intro-request-api';

// The dialog, its form and their contracts (Radix dialog, zod) are about 20 chunks: loading them
// after the cards render keeps them out of the directories' first load (Lighthouse, issue 10).
const ConnectDialog = lazy(() => import('./connect-dialog'));

/**
 * Connect on startup, investor and people cards and detail pages: opens the intro request
 * form. A visitor signs in first.
 */
export function ConnectButton({
  name,
  target,
  isSignedIn,
  size = 'sm',
  children = 'Connect',
}: {
  name: string;
  target: ConnectTarget;
  isSignedIn: boolean;
  size?: 'sm' | 'default';
  children?: ReactNode;
}) {
  const [isOpenOnArrival, setOpenOnArrival] = useState(false);
  if (!isSignedIn) {
    return (
      <Button asChild size={size} variant="outline">
        <a href="/api/login" aria-label={`Connect with ${name}: sign in first`}>
          {children}
        </a>
      </Button>
    );
  }
  // Until the dialog's chunk arrives, the same button in the same place (no layout shift); a click
  // meanwhile opens the dialog as soon as it is there.
  const placeholder = (
    <Button size={size} variant="outline" aria-label={`Connect with ${name}`} onClick={() => setOpenOnArrival(true)}>
      <UserPlus /> {children}
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      <ConnectDialog name={name} target={target} size={size} isInitiallyOpen={isOpenOnArrival}>
        {children}
      </ConnectDialog>
    </Suspense>
  );
}
