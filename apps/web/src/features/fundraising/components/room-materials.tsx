import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import type { RoundRoom } from '@baobab/contracts/round-room';
import { dataRoomsRoutes } from '@baobab/contracts/data-rooms-routes';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { callEndpoint } from '@/lib/call-endpoint';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { UserText } from '@/components/ui/user-text';

/**
 * The round's materials: the data room the founder linked, as far as this investor's own grants reach (the data room's
 * rules, read on every request). Each document opens in the data room's viewer, which records the view for the founder's
 * analytics; without a grant the investor may ask the founder for access.
 */
export function RoomMaterials({ materials }: { materials: NonNullable<RoundRoom['materials']> }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const ask = useMutation({ mutationFn: () => callEndpoint(dataRoomsRoutes.requestAccess, { params: { id: materials.roomId }, body: {} }) });
  return (
    <section aria-labelledby="materials-title" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="materials-title" className="text-lg font-semibold">{t('Materials')}</h2>
      <p className="text-sm text-stone-600">{t('From the data room “{{room}}”. Opening a document is recorded for the founder.', { room: materials.name })}</p>
      {materials.access === 'granted' ? (
        materials.documents.length === 0 ? (
          <p className="text-sm text-stone-600">{t('No documents you can open yet.')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-stone-100">
            {materials.documents.map((d) => (
              <li key={d.id} className="py-2">
                <Link href={`/data-rooms/${materials.roomId}/documents/${d.id}`} className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
                  <FileText className="size-4" aria-hidden="true" />
                  <UserText>{d.name}</UserText>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : materials.access === 'nda' ? (
        <p className="text-sm text-stone-700">
          {t('Accept the data room’s confidentiality agreement to read its documents.')}{' '}
          <Link href={`/data-rooms/${materials.roomId}`} className="text-brand-700 underline underline-offset-2">{t('Open the data room')}</Link>
        </p>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-sm text-stone-700">{t('The founder has not opened the data room to you yet.')}</p>
          {ask.isSuccess ? (
            <p role="status" className="text-sm text-brand-800">{t('Your request was sent to the founder.')}</p>
          ) : (
            <Button variant="outline" size="sm" disabled={ask.isPending} onClick={() => ask.mutate()}>{t('Ask for access')}</Button>
          )}
          {ask.error ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(ask.error))}</p> : null}
        </div>
      )}
    </section>
  );
}
