import { lazy } from 'react';
import { networkMessages } from '@baobab/contracts/network-texts';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useInvitations, useRespondToConnection, useWithdrawConnection } from '../api/connections';
import { ConnectionList } from './connection-list';

// The decline dialog (Radix dialog, its form) loads with the first invitation shown, not with the screen.
const DeclineDialog = lazy(() => import('./decline-dialog').then((m) => ({ default: m.DeclineDialog })));

/**
 * Requests and intro requests others sent the user (accept, or decline with a note) and the
 * user's own requests still pending (withdraw).
 */
export function Invitations() {
  const t = useT('network');
  const translate = useTranslateMessage();
  const invitations = useInvitations();
  const respond = useRespondToConnection();
  const withdraw = useWithdrawConnection();
  if (invitations.isLoading) return <Spinner className="mx-auto my-10 block" label={t('Loading invitations')} />;
  if (invitations.isError) return <p role="alert" className="text-sm text-red-800">{translate(errorMessage(invitations.error))}</p>;
  const { incoming = [], outgoing = [] } = invitations.data ?? {};

  const answer = (id: number, accept: boolean, name: string, note?: string) =>
    respond.mutate(
      { id, accept, note },
      {
        onSuccess: () => toast({ title: accept ? networkMessages.accepted : networkMessages.declined, description: name }),
        onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('Received')}</h2>
        {incoming.length === 0 ? (
          <EmptyState title={t(networkMessages.noPendingInvitations)} />
        ) : (
          <ConnectionList
            connections={incoming}
            label={t('Received invitations')}
            actions={(c) => {
              const name = c.connectedUser.firstName + ' ' + c.connectedUser.lastName;
              return (
                <>
                  <Button size="sm" disabled={respond.isPending} onClick={() => answer(c.id, true, name)} aria-label={t('Accept {{name}}', { name })}>
                    {t('Accept')}
                  </Button>
                  <Deferred
                    placeholder={
                      <Button size="sm" variant="outline" disabled aria-label={t('Decline {{name}}', { name })}>
                        {t('Decline')}
                      </Button>
                    }
                  >
                    <DeclineDialog name={name} isPending={respond.isPending} onDecline={(note) => answer(c.id, false, name, note)} />
                  </Deferred>
                </>
              );
            }}
          />
        )}
      </section>
      {outgoing.length ? (
        <section className="flex flex-col gap-3">
          <h2 className="font-semibold">{t('Sent, awaiting a reply')}</h2>
          <ConnectionList
            connections={outgoing}
            label={t('Sent invitations')}
            actions={(c) => {
              const name = c.connectedUser.firstName + ' ' + c.connectedUser.lastName;
              return (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={withdraw.isPending}
                  aria-label={t('Withdraw request to {{name}}', { name })}
                  onClick={() =>
                    withdraw.mutate(c.id, {
                      onSuccess: () => toast({ title: networkMessages.withdrawn, description: name }),
                      onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
                    })
                  }
                >
                  {t('Withdraw')}
                </Button>
              );
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
