import { Link, useSearch } from 'wouter';
import { RoomScreen } from '@/components/layouts/room-screen';
import { FactLine } from '@/components/ui/fact-line';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDataRoom } from '@/features/data-rooms/api/data-rooms';
import { AccessRequestsPanel } from '@/features/data-rooms/components/access-requests-panel';
import { ReportButton } from '@/features/moderation/components/report-button';
import { ActivityPanel } from '@/features/data-rooms/components/activity-panel';
import { DocumentList } from '@/features/data-rooms/components/document-list';
import { GrantsPanel } from '@/features/data-rooms/components/grants-panel';
import { NdaGate } from '@/features/data-rooms/components/nda-gate';
import { UploadPanel } from '@/features/data-rooms/components/upload-panel';
import { dataRoomsSignIn } from '@/features/data-rooms/components/data-rooms-sign-in';
import { useT } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';
import { UserText } from '@/components/ui/user-text';

/** One room: documents for everyone with access; upload, access and audit trail for the owner. */
export default function DataRoomScreen({ user, params }: ScreenProps) {
  const id = Number(params.id);
  const room = useDataRoom(id, user !== null && Number.isInteger(id) && id > 0);
  // ?tab=access or ?tab=activity opens that tab directly (links, bookmarks).
  const tab = new URLSearchParams(useSearch()).get('tab') ?? 'documents';
  const t = useT('data-rooms');
  return (
    <RoomScreen
      user={user}
      signIn={{ title: t(dataRoomsSignIn.title), text: t(dataRoomsSignIn.text) }}
      back={{ href: '/data-rooms', label: t('Data rooms') }}
      room={room}
      missingTitle={t('This data room does not exist or you no longer have access to it')}
    >
      {(r) => <DataRoom room={r} tab={tab} />}
    </RoomScreen>
  );
}

type DataRoomView = NonNullable<ReturnType<typeof useDataRoom>['data']>;

/** The room itself: its name and company, then the NDA to accept, the owner's tabs, or the documents. */
function DataRoom({ room: r, tab }: { room: DataRoomView; tab: string }) {
  const t = useT('data-rooms');
  return (
    <>
      <div>
        <h1 dir="auto" className="break-words text-3xl font-bold tracking-tight">{r.name}</h1>
        <p className="mt-1 text-stone-600">
          <FactLine
            facts={[
              <Link href={`/startups/${r.startup.id}`} className="hover:underline">
                <UserText>{r.startup.name}</UserText>
              </Link>,
              r.isOwner ? t('you own this room') : null,
            ]}
          />
        </p>
      </div>
      {r.isNdaPending && r.ndaText ? (
        <NdaGate roomId={r.id} ndaText={r.ndaText} />
      ) : r.isOwner ? (
        <Tabs defaultValue={tab}>
          <TabsList>
            <TabsTrigger value="documents">{t('Documents')}</TabsTrigger>
            <TabsTrigger value="access">{t('Access')}</TabsTrigger>
            <TabsTrigger value="activity">{t('Activity')}</TabsTrigger>
          </TabsList>
          <TabsContent value="documents" className="flex flex-col gap-6">
            <UploadPanel roomId={r.id} folders={r.folders} />
            <DocumentList room={r} />
          </TabsContent>
          <TabsContent value="access" className="flex flex-col gap-6">
            <AccessRequestsPanel
              roomId={r.id}
              folders={r.folders}
              requestActions={(request) => <ReportButton targetType="access_request" targetId={request.id} label={t('Report the request from {{name}}', { name: request.requester.name })} compact />}
            />
            <GrantsPanel roomId={r.id} folders={r.folders} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityPanel roomId={r.id} />
          </TabsContent>
        </Tabs>
      ) : (
        <>
          {r.documents.some((d) => !d.canDownload) ? (
            <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
              {t('Some documents are view-only: you can read PDFs and images in your browser but not download the originals.')}
            </p>
          ) : null}
          <DocumentList room={r} />
        </>
      )}
    </>
  );
}
