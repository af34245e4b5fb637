import { useEffect } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, Lock } from 'lucide-react';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDataRoom } from '@/features/data-rooms/api/data-rooms';
import { DocumentViewer } from '@/features/data-rooms/components/document-viewer';
import { NdaGate } from '@/features/data-rooms/components/nda-gate';
import { dataRoomsSignIn } from '@/features/data-rooms/components/data-rooms-sign-in';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';

/** The tab shows the document's name while it is open. */
function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    const previous = window.document.title;
    // eslint-disable-next-line words/fact-line -- the tab's title is plain text (no element to isolate in), and not a line on the page
    window.document.title = `${name} · Baobab`;
    return () => {
      window.document.title = previous;
    };
  }, [name]);
}

/** /data-rooms/{id}/documents/{documentId}: one PDF or image viewed inside the app, with time measured. */
export default function DataRoomDocumentScreen({ user, params }: ScreenProps) {
  const id = Number(params.id);
  const documentId = Number(params.documentId);
  const room = useDataRoom(id, user !== null && Number.isInteger(id) && id > 0);
  const document = room.data?.documents.find((d) => d.id === documentId);
  useDocumentTitle(document?.name);
  const t = useT('data-rooms');
  if (!user) return <SignInPrompt title={t(dataRoomsSignIn.title)} text={t(dataRoomsSignIn.text)} />;
  const back = (
    <Link href={`/data-rooms/${id}`} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {room.data?.name ?? t('Data room')}
    </Link>
  );
  if (room.isError) return <div className="mx-auto max-w-3xl px-4 py-8">{back}<EmptyState icon={Lock} title={t('This data room does not exist or you no longer have access to it')} /></div>;
  if (!room.data) return <Spinner className="m-8" />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6">
      {back}
      {room.data.isNdaPending && room.data.ndaText ? (
        <NdaGate roomId={room.data.id} ndaText={room.data.ndaText} />
      ) : document ? (
        <>
          <h1 dir="auto" className="break-words text-2xl font-bold tracking-tight">{document.name}</h1>
          <DocumentViewer roomId={room.data.id} document={document} reader={room.data.isOwner ? null : user} />
        </>
      ) : (
        <EmptyState icon={Lock} title={t('This document does not exist or you no longer have access to it')} />
      )}
    </div>
  );
}
