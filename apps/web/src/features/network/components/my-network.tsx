import { Link } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { networkMessages } from '@baobab/contracts/network-texts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMyConnections } from '@/lib/my-connections';
import { ConnectionList } from './connection-list';

/** The user's accepted connections (My Network tab, and the profile's Network tab). */
export function MyNetwork() {
  const t = useT('network');
  const translate = useTranslateMessage();
  const connections = useMyConnections();
  if (connections.isLoading) return <Spinner className="mx-auto my-10 block" label={t('Loading connections')} />;
  if (connections.isError) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(connections.error))}</p>;
  if (!connections.data?.length) return <EmptyState title={t(networkMessages.noConnections)}>{t('Find people in Discover and send them a connection request.')}</EmptyState>;
  // An accepted connection is also the pair's message thread (decision 0008).
  return (
    <ConnectionList
      connections={connections.data}
      label={t('Connections')}
      actions={(c) => (
        <Button asChild size="sm" variant="outline">
          <Link href={'/messages?thread=' + c.id} aria-label={t('Message {{name}}', { name: c.connectedUser.firstName + ' ' + c.connectedUser.lastName })}>
            <MessageSquare /> {t('Message')}
          </Link>
        </Button>
      )}
    />
  );
}
