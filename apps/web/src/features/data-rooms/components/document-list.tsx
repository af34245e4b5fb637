import { useState } from 'react';
import { Link } from 'wouter';
import { Download, Eye, FileText, Folder, History } from 'lucide-react';
import type { DataRoomDetail, DataRoomDocument } from '@baobab/contracts/data-rooms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format';
import { getLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { contentPath } from '../api/data-rooms';
import { DocumentOwnerTools } from './document-owner-tools';
import { FolderOwnerTools } from './folder-owner-tools';
import { FactLine } from '@/components/ui/fact-line';
import { UserText } from '@/components/ui/user-text';

const VIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg']);

/** One decimal, with the reader's decimal mark (1.5 in English, 1,5 in French). */
const formatDecimal = (value: number) => (getLocale() === 'fr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1));

/** Sizes in the reader's units and decimal mark: 12 KB / 1.5 MB in English, 12 Ko / 1,5 Mo in French. */
function useFormatSize() {
  const t = useT('data-rooms');
  return (bytes: number) =>
    bytes < 1024
      ? t('{{size}} B', { size: bytes })
      : bytes < 1024 * 1024
        ? t('{{size}} KB', { size: (bytes / 1024).toFixed(0) })
        : t('{{size}} MB', { size: formatDecimal(bytes / 1024 / 1024) });
}

function DocumentRow({ roomId, document, isOwner }: { roomId: number; document: DataRoomDocument; isOwner: boolean }) {
  const t = useT('data-rooms');
  const formatSize = useFormatSize();
  const [showVersions, setShowVersions] = useState(false);
  const latest = document.versions[0];
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-2">
          <FileText className="mt-0.5 size-5 shrink-0 text-stone-400" aria-hidden="true" />
          <div className="min-w-0">
            <p dir="auto" className="break-words font-medium text-stone-900">{document.name}</p>
            <p className="text-xs text-stone-500">
              <Badge variant="secondary" className="me-2 uppercase">
                {document.fileType}
              </Badge>
              {latest ? <FactLine facts={[`v${latest.version}`, formatSize(latest.sizeBytes), formatDate(latest.uploadedAt)]} /> : null}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {VIEWABLE.has(document.fileType) ? (
            <Button asChild size="sm" variant="outline">
              <Link href={`/data-rooms/${roomId}/documents/${document.id}`} aria-label={t('View {{name}}', { name: document.name })}>
                <Eye aria-hidden="true" /> {t('View')}
              </Link>
            </Button>
          ) : null}
          {document.canDownload ? (
            <Button asChild size="sm" variant="outline">
              <a href={contentPath(roomId, document.id)} aria-label={t('Download {{name}}', { name: document.name })}>
                <Download aria-hidden="true" /> {t('Download')}
              </a>
            </Button>
          ) : null}
          {!document.canDownload && !VIEWABLE.has(document.fileType) ? <p className="text-xs text-stone-500">{t('View-only: the owner has not allowed downloads')}</p> : null}
          {isOwner && document.versions.length > 1 ? (
            <Button size="sm" variant="ghost" aria-expanded={showVersions} onClick={() => setShowVersions(!showVersions)}>
              <History aria-hidden="true" /> {t('{{count}} versions', { count: document.versions.length })}
            </Button>
          ) : null}
        </div>
      </div>
      {isOwner ? <DocumentOwnerTools roomId={roomId} document={document} /> : null}
      {showVersions ? (
        <ul className="ms-7 flex flex-col gap-1 text-sm" aria-label={t('Versions of {{name}}', { name: document.name })}>
          {document.versions.map((v) => (
            <li key={v.version} className="flex flex-wrap items-center gap-3">
              <span>
                <FactLine facts={[`v${v.version}`, formatSize(v.sizeBytes), formatDate(v.uploadedAt)]} />
              </span>
              <a className="text-brand-700 hover:underline" href={contentPath(roomId, document.id, { version: v.version })}>
                {t('Download v{{version}}', { version: v.version })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Documents grouped by folder; the room's own documents first. */
export function DocumentList({ room }: { room: DataRoomDetail }) {
  const t = useT('data-rooms');
  if (room.documents.length === 0) return <EmptyState icon={FileText} title={t('No documents yet')} />;
  const groups = [
    { id: null as number | null, name: t('Room') },
    ...room.folders.map((f) => ({ id: f.id as number | null, name: f.name })),
  ].map((g) => ({ ...g, documents: room.documents.filter((d) => d.folderId === g.id) }));
  return (
    <div className="flex flex-col gap-6">
      {groups
        .filter((g) => g.documents.length > 0 || g.id !== null)
        .map((group) => (
          <section key={group.id ?? 'room'} aria-label={group.id === null ? t('Room documents') : t('Folder {{name}}', { name: group.name })}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
                <Folder className="size-4" aria-hidden="true" /> <UserText>{group.name}</UserText>
              </h3>
              {room.isOwner && group.id !== null ? <FolderOwnerTools roomId={room.id} folder={{ id: group.id, name: group.name }} /> : null}
            </div>
            {group.documents.length === 0 ? (
              <p className="py-2 text-sm text-stone-500">{t('Empty folder')}</p>
            ) : (
              <ul>
                {group.documents.map((d) => (
                  <DocumentRow key={d.id} roomId={room.id} document={d} isOwner={room.isOwner} />
                ))}
              </ul>
            )}
          </section>
        ))}
    </div>
  );
}
