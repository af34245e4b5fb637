import { useState } from 'react';
import { Link } from 'wouter';
import { Download, Eye, FileText, Folder, History } from 'lucide-react';
import type { DataRoomDetail, DataRoomDocument } from '@baobab/contracts/data-rooms';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format';
import { contentPath } from '../api/data-rooms';
import { DocumentOwnerTools } from './document-owner-tools';
import { FolderOwnerTools } from './folder-owner-tools';

const VIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg']);

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function DocumentRow({ roomId, document, isOwner }: { roomId: number; document: DataRoomDocument; isOwner: boolean }) {
  const [showVersions, setShowVersions] = useState(false);
  const latest = document.versions[0];
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 last:border-b-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-2">
          <FileText className="mt-0.5 size-5 shrink-0 text-stone-400" aria-hidden="true" />
          <div className="min-w-0">
            <p className="break-words font-medium text-stone-900">{document.name}</p>
            <p className="text-xs text-stone-500">
              <Badge variant="secondary" className="mr-2 uppercase">
                {document.fileType}
              </Badge>
              {latest ? `v${latest.version} · ${formatSize(latest.sizeBytes)} · ${formatDate(latest.uploadedAt)}` : null}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {VIEWABLE.has(document.fileType) ? (
            <Button asChild size="sm" variant="outline">
              <Link href={`/data-rooms/${roomId}/documents/${document.id}`} aria-label={`View ${document.name}`}>
                <Eye aria-hidden="true" /> View
              </Link>
            </Button>
          ) : null}
          {document.canDownload ? (
            <Button asChild size="sm" variant="outline">
              <a href={contentPath(roomId, document.id)} aria-label={`Download ${document.name}`}>
                <Download aria-hidden="true" /> Download
              </a>
            </Button>
          ) : null}
          {!document.canDownload && !VIEWABLE.has(document.fileType) ? <p className="text-xs text-stone-500">View-only: the owner has not allowed downloads</p> : null}
          {isOwner && document.versions.length > 1 ? (
            <Button size="sm" variant="ghost" aria-expanded={showVersions} onClick={() => setShowVersions(!showVersions)}>
              <History aria-hidden="true" /> {document.versions.length} versions
            </Button>
          ) : null}
        </div>
      </div>
      {isOwner ? <DocumentOwnerTools roomId={roomId} document={document} /> : null}
      {showVersions ? (
        <ul className="ml-7 flex flex-col gap-1 text-sm" aria-label={`Versions of ${document.name}`}>
          {document.versions.map((v) => (
            <li key={v.version} className="flex flex-wrap items-center gap-3">
              <span>
                v{v.version} · {formatSize(v.sizeBytes)} · {formatDate(v.uploadedAt)}
              </span>
              <a className="text-brand-700 hover:underline" href={contentPath(roomId, document.id, { version: v.version })}>
                Download v{v.version}
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
  if (room.documents.length === 0) return <EmptyState icon={FileText} title="No documents yet" />;
  const groups = [
    { id: null as number | null, name: 'Room' },
    ...room.folders.map((f) => ({ id: f.id as number | null, name: f.name })),
  ].map((g) => ({ ...g, documents: room.documents.filter((d) => d.folderId === g.id) }));
  return (
    <div className="flex flex-col gap-6">
      {groups
        .filter((g) => g.documents.length > 0 || g.id !== null)
        .map((group) => (
          <section key={group.id ?? 'room'} aria-label={group.id === null ? 'Room documents' : `Folder ${group.name}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-stone-500">
                <Folder className="size-4" aria-hidden="true" /> {group.name}
              </h3>
              {room.isOwner && group.id !== null ? <FolderOwnerTools roomId={room.id} folder={{ id: group.id, name: group.name }} /> : null}
            </div>
            {group.documents.length === 0 ? (
              <p className="py-2 text-sm text-stone-500">Empty folder</p>
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
