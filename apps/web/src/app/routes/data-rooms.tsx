import { lazy } from 'react';
import { useLocation } from 'wouter';
import { Plus } from 'lucide-react';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Spinner } from '@/components/ui/spinner';
import { useDataRooms } from '@/features/data-rooms/api/data-rooms';
import { RoomList } from '@/features/data-rooms/components/room-list';
import { VerifyEmailNotice } from '@/features/data-rooms/components/verify-email-notice';
import { dataRoomsSignIn } from '@/features/data-rooms/components/data-rooms-sign-in';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

// The dialog, its form and zod load once the rooms are there, not before their first paint.
const CreateRoomDialog = lazy(() => import('@/features/data-rooms/components/create-room-dialog').then((m) => ({ default: m.CreateRoomDialog })));

/** The dialog's button, inactive until the dialog loads (same size: nothing shifts). */
function NewRoomPlaceholder() {
  const t = useT('data-rooms');
  return (
    <Button disabled>
      <Plus aria-hidden="true" /> {t('New data room')}
    </Button>
  );
}

/** The founder's rooms and the rooms shared with the signed-in person. */
export default function DataRoomsScreen({ user }: ScreenProps) {
  const rooms = useDataRooms(user !== null);
  const [, navigate] = useLocation();
  const t = useT('data-rooms');
  if (!user) return <SignInPrompt title={t(dataRoomsSignIn.title)} text={t(dataRoomsSignIn.text)} />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Data rooms')}</h1>
          <p className="mt-1 text-stone-600">{t('Share diligence documents with investors, see who read what, and take access back at any time.')}</p>
        </div>
        {user.userType === 'founder' ? (
          <Deferred placeholder={<NewRoomPlaceholder />}>
            <CreateRoomDialog onCreated={(id) => navigate(`/data-rooms/${id}`)} />
          </Deferred>
        ) : null}
      </div>
      {user.emailVerified ? null : <VerifyEmailNotice email={user.email} />}
      {rooms.data ? (
        <>
          {user.userType === 'founder' || rooms.data.owned.length > 0 ? (
            <RoomList title={t('Your rooms')} rooms={rooms.data.owned} empty={t('You have not created a data room yet')} />
          ) : null}
          <RoomList title={t('Shared with you')} rooms={rooms.data.shared} empty={t('Nobody has shared a data room with you yet')} />
        </>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
