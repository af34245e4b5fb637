import { ShieldCheck } from 'lucide-react';
import { dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT } from '@/lib/i18n/use-t';
import { useAcceptNda } from '../api/data-rooms';

/** A grantee reads and accepts the room's NDA before any document is listed or served. */
export function NdaGate({ roomId, ndaText }: { roomId: number; ndaText: string }) {
  const t = useT('data-rooms');
  const accept = useAcceptNda(roomId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" /> {t('Non-disclosure agreement')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-stone-600">{t(dataRoomMessages.ndaRequired)}.</p>
        <div className="max-h-80 overflow-y-auto whitespace-pre-line rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm text-stone-800" tabIndex={0} aria-label={t('NDA text')}>
          {ndaText}
        </div>
        <Button
          className="self-start"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: () => toast({ title: dataRoomMessages.ndaAccepted }),
              onError: (error) => toast({ title: t('Could not record your acceptance'), description: errorMessage(error), variant: 'destructive' }),
            })
          }
        >
          {t('I accept the NDA')}
        </Button>
      </CardContent>
    </Card>
  );
}
