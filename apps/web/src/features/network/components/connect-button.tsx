import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Clock, MessageSquare, UserPlus } from 'lucide-react';
import { relationAriaTemplates, relationLabels, type ViewerConnection } from '@baobab/contracts/viewer-relations';
import { Button } from '@/components/ui/button';
import type { ConnectTarget } from '../api/intro-request';
import { useT } from '@/lib/i18n/use-t';

// The dialog, its form and their contracts (Radix dialog, zod) are about 20 chunks: loading them
// after the cards render keeps them out of the directories' first load (Lighthouse, bench/README.md).
const ConnectDialog = lazy(() => import('./connect-dialog'));

type Size = 'sm' | 'default';

/**
 * Connect on startup, investor and people cards and detail pages, showing where the viewer stands
 * (packages/contracts/src/viewer-relations.ts): Connect opens the intro request form; a request sent shows Pending, one received
 * Respond, a connection Message (its thread); nothing on the viewer's own startup or profile. A
 * visitor signs in first. Until the status is known, Connect, as asking twice is refused anyway.
 */
export function ConnectButton({
  name,
  target,
  isSignedIn,
  status,
  size = 'sm',
  children,
}: {
  name: string;
  target: ConnectTarget;
  isSignedIn: boolean;
  status?: ViewerConnection;
  size?: Size;
  children?: ReactNode;
}) {
  const t = useT('common');
  children ??= t(relationLabels.connect);
  if (!isSignedIn) {
    return (
      <Button asChild size={size} variant="outline">
        <a href="/api/login" aria-label={t('Connect with {{name}}: sign in first', { name })}>
          {children}
        </a>
      </Button>
    );
  }
  switch (status?.state) {
    case 'self':
      return null;
    case 'connected':
      return (
        <Button asChild size={size} variant="outline">
          <Link href={`/messages?thread=${status.connectionId}`} aria-label={t(relationAriaTemplates.message, { name })}>
            <MessageSquare /> {t(relationLabels.message)}
          </Link>
        </Button>
      );
    case 'pending_sent':
      return (
        <Button size={size} variant="outline" disabled aria-label={t(relationAriaTemplates.pending, { name })} title={t(relationLabels.pendingTitle)}>
          <Clock /> {t(relationLabels.pending)}
        </Button>
      );
    case 'pending_received':
      return (
        <Button asChild size={size} variant="outline">
          <Link href="/network?tab=invitations" aria-label={t(relationAriaTemplates.respond, { name })}>
            <UserPlus /> {t(relationLabels.respond)}
          </Link>
        </Button>
      );
    default:
      return <ConnectAction name={name} target={target} size={size}>{children}</ConnectAction>;
  }
}

function ConnectAction({ name, target, size, children }: { name: string; target: ConnectTarget; size: Size; children: ReactNode }) {
  const t = useT('common');
  const [isOpenOnArrival, setOpenOnArrival] = useState(false);
  // Until the dialog's chunk arrives, the same button in the same place (no layout shift); a click
  // meanwhile opens the dialog as soon as it is there.
  const placeholder = (
    <Button size={size} variant="outline" aria-label={t(relationAriaTemplates.connect, { name })} onClick={() => setOpenOnArrival(true)}>
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
