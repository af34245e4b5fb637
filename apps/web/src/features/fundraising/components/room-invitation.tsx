import type { Raise, RaiseInvestor } from '@baobab/contracts/fundraising';
import { roundRoomMessages } from '@baobab/contracts/round-room-texts';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useInviteToRoom, useRevokeInvitation } from '../api/raises';

/**
 * An investor's invitation to the round room, in their card's dialog: invite (a directory investor is told in the app;
 * an entry by e-mail address is e-mailed, and the room opens to whoever signs in with that address verified, decision
 * 0058), or revoke (the room is gone for them at their next request; nobody is told).
 */
export function RoomInvitation({ startupId, raise, entry }: { startupId: number; raise: Raise; entry: RaiseInvestor }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const invite = useInviteToRoom(startupId, raise.id);
  const revoke = useRevokeInvitation(startupId, raise.id);
  const error = invite.error ?? revoke.error;
  return (
    <section aria-labelledby="room-invitation-title" className="flex flex-col gap-2 rounded-lg bg-stone-50 p-3">
      <h3 id="room-invitation-title" className="text-sm font-semibold">{t('Round room')}</h3>
      {entry.invitedAt ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-700">{t('Invited on {{date}}: they see the room.', { date: formatDate(entry.invitedAt) })}</p>
          <Button type="button" size="sm" variant="outline" disabled={revoke.isPending} onClick={() => revoke.mutate(entry.id)}>{t('Revoke the invitation')}</Button>
        </div>
      ) : raise.status === 'draft' ? (
        <p className="text-sm text-stone-700">{translate(roundRoomMessages.openFirst)}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {/* An address is one long word: it wraps rather than pushing the dialog wider on a phone. */}
          <p className="min-w-0 text-sm text-stone-700 [overflow-wrap:anywhere]">
            {entry.investorId === null
              ? t('We e-mail {{email}} a link: once they sign in or sign up with this address and verify it, they see the terms, the materials you share, and can commit.', { email: entry.email ?? '' })
              : t('They see the terms, the materials you share, and can commit. They are told.')}
          </p>
          <Button type="button" size="sm" disabled={invite.isPending} onClick={() => invite.mutate(entry.id)}>{t('Invite to the round room')}</Button>
        </div>
      )}
      {error ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(error))}</p> : null}
    </section>
  );
}
