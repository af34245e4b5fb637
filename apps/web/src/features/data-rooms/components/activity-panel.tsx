import { Download } from 'lucide-react';
import type { DataRoomEvent } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { activityCsvPath, useActivity } from '../api/data-rooms';
import { formatSeconds } from './document-owner-tools';

const actionLabels: Record<DataRoomEvent['action'], string> = {
  upload: 'uploaded',
  new_version: 'uploaded a new version of',
  view: 'viewed',
  download: 'downloaded',
  grant: 'granted',
  revoke: 'revoked',
  nda_accept: 'accepted the NDA',
  access_request: 'asked for access',
  access_approve: 'approved a request:',
  access_decline: 'declined a request:',
  rename: 'renamed',
  delete: 'deleted',
  analyze: 'analysed',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function describe(event: DataRoomEvent): string {
  const what = event.document ? `${event.document.name}${event.version ? ` (v${event.version})` : ''}` : (event.detail ?? '');
  return `${event.actor.name} ${actionLabels[event.action]} ${what}`.trim();
}

/** The owner's audit trail: per-document counts, then every event newest first, exportable as CSV. */
export function ActivityPanel({ roomId }: { roomId: number }) {
  const activity = useActivity(roomId, true);
  if (!activity.data) return <Spinner />;
  const { documents, events } = activity.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Views per document</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-stone-500">
              <tr>
                <th className="py-2 pr-4 font-medium">Document</th>
                <th className="py-2 pr-4 font-medium">Views</th>
                <th className="py-2 pr-4 font-medium">Downloads</th>
                <th className="py-2 pr-4 font-medium">People</th>
                <th className="py-2 font-medium">Time viewed</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.documentId} className="border-t border-stone-200">
                  <td className="break-all py-2 pr-4">{d.name}</td>
                  <td className="py-2 pr-4">{d.views}</td>
                  <td className="py-2 pr-4">{d.downloads}</td>
                  <td className="py-2 pr-4">{d.uniqueViewers}</td>
                  <td className="py-2">{formatSeconds(d.totalSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 p-5 pb-3">
          <CardTitle>Timeline</CardTitle>
          <Button asChild size="sm" variant="outline">
            <a href={activityCsvPath(roomId)}>
              <Download aria-hidden="true" /> Export CSV
            </a>
          </Button>
        </div>
        <CardContent>
          <ol aria-label="Audit trail" className="flex flex-col">
            {events.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 border-b border-stone-200 py-2 last:border-b-0">
                <span className="break-words text-sm text-stone-900">{describe(e)}</span>
                <span className="text-xs text-stone-500">
                  <time dateTime={e.createdAt}>{timeFormat.format(new Date(e.createdAt))}</time>
                  {e.ip ? ` · ${e.ip}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
