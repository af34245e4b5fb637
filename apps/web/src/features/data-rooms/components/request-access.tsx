import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { FolderLock } from 'lucide-react';
import { dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import { createAccessRequestInputSchema, type StartupRoomAccess } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT } from '@/lib/i18n/use-t';
import { useRequestAccess, useStartupRoomAccess } from '../api/access-requests';

function RequestDialog({ startupId, room, label }: { startupId: number; room: StartupRoomAccess; label: string }) {
  const t = useT('data-rooms');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const request = useRequestAccess(startupId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createAccessRequestInputSchema.safeParse({ message: message.trim() || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    request.mutate(
      { roomId: room.roomId, message: parsed.data.message },
      {
        onSuccess: () => {
          toast({ title: dataRoomMessages.requestSent });
          setOpen(false);
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <FolderLock aria-hidden="true" /> {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(dataRoomMessages.requestAccess)} description={t('The founder decides who sees “{{name}}”. You will be notified of the answer.', { name: room.name })}>
        <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
          <FormField id="request-message" label={t(dataRoomMessages.requestMessageLabel)} error={error}>
            <Textarea id="request-message" rows={4} maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <Button type="submit" disabled={request.isPending}>
            {t('Send request')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The startup page's data-room action for a signed-in visitor: open a room they can see, ask for
 * one they cannot, or see that their request is waiting. Nothing shows when there is no room.
 */
export function RequestRoomAccess({ startupId }: { startupId: number }) {
  const t = useT('data-rooms');
  const access = useStartupRoomAccess(startupId, true);
  const rooms = (access.data ?? []).filter((r) => r.status !== 'owner');
  if (rooms.length === 0) return null;
  return (
    <>
      {rooms.map((room) =>
        room.status === 'granted' ? (
          <Button key={room.roomId} asChild size="sm" variant="outline">
            <Link href={`/data-rooms/${room.roomId}`}>
              <FolderLock aria-hidden="true" /> {t('Open data room')}{rooms.length > 1 ? `: ${room.name}` : ''}
            </Link>
          </Button>
        ) : room.status === 'pending' ? (
          <p key={room.roomId} className="self-center text-sm text-stone-600">
            {t(dataRoomMessages.requestPending)}
          </p>
        ) : (
          <RequestDialog
            key={room.roomId}
            startupId={startupId}
            room={room}
            label={rooms.length > 1 ? `${t(dataRoomMessages.requestAccess)}: ${room.name}` : t(dataRoomMessages.requestAccess)}
          />
        ),
      )}
    </>
  );
}
