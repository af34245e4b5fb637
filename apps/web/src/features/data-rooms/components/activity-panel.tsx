import { Download } from 'lucide-react';
import type { DataRoomEvent } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { intlLocales } from '@baobab/i18n/locales';
import { getLocale } from '@/lib/i18n/locale';
import { useT, type Translate } from '@/lib/i18n/use-t';
import { activityCsvPath, useActivity } from '../api/data-rooms';
import { formatSeconds } from './document-owner-tools';

/** Each event as a sentence: who did what to which document (the word order differs by language). */
const actionSentences = {
  upload: '{{actor}} uploaded {{what}}',
  new_version: '{{actor}} uploaded a new version of {{what}}',
  view: '{{actor}} viewed {{what}}',
  download: '{{actor}} downloaded {{what}}',
  grant: '{{actor}} granted {{what}}',
  revoke: '{{actor}} revoked {{what}}',
  nda_accept: '{{actor}} accepted the NDA {{what}}',
  access_request: '{{actor}} asked for access {{what}}',
  access_approve: '{{actor}} approved a request: {{what}}',
  access_decline: '{{actor}} declined a request: {{what}}',
  rename: '{{actor}} renamed {{what}}',
  delete: '{{actor}} deleted {{what}}',
  analyze: '{{actor}} analysed {{what}}',
} as const satisfies Record<DataRoomEvent['action'], string>;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(value: string): string {
  const tag = intlLocales[getLocale()];
  let format = timeFormats.get(tag);
  if (!format) timeFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })));
  return format.format(new Date(value));
}

function describe(t: Translate<'data-rooms'>, event: DataRoomEvent): string {
  const what = event.document ? `${event.document.name}${event.version ? ` (v${event.version})` : ''}` : (event.detail ?? '');
  return t(actionSentences[event.action], { actor: event.actor.name, what }).trim();
}

/** The owner's audit trail: per-document counts, then every event newest first, exportable as CSV. */
export function ActivityPanel({ roomId }: { roomId: number }) {
  const t = useT('data-rooms');
  const activity = useActivity(roomId, true);
  if (!activity.data) return <Spinner />;
  const { documents, events } = activity.data;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('Views per document')}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-stone-500">
              <tr>
                <th className="py-2 pe-4 font-medium">{t('Document')}</th>
                <th className="py-2 pe-4 font-medium">{t('Views')}</th>
                <th className="py-2 pe-4 font-medium">{t('Downloads')}</th>
                <th className="py-2 pe-4 font-medium">{t('People')}</th>
                <th className="py-2 font-medium">{t('Time viewed')}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.documentId} className="border-t border-stone-200">
                  <td dir="auto" className="break-all py-2 pe-4">{d.name}</td>
                  <td className="py-2 pe-4">{d.views}</td>
                  <td className="py-2 pe-4">{d.downloads}</td>
                  <td className="py-2 pe-4">{d.uniqueViewers}</td>
                  <td className="py-2">{formatSeconds(d.totalSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2 p-5 pb-3">
          <CardTitle>{t('Timeline')}</CardTitle>
          <Button asChild size="sm" variant="outline">
            <a href={activityCsvPath(roomId)}>
              <Download aria-hidden="true" /> {t('Export CSV')}
            </a>
          </Button>
        </div>
        <CardContent>
          <ol aria-label={t('Audit trail')} className="flex flex-col">
            {events.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 border-b border-stone-200 py-2 last:border-b-0">
                <span className="break-words text-sm text-stone-900">{describe(t, e)}</span>
                <span className="text-xs text-stone-500">
                  <FactLine facts={[<time dateTime={e.createdAt}>{formatTime(e.createdAt)}</time>, e.ip]} />
                </span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
