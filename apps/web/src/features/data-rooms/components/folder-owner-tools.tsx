import { useState, type FormEvent } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import type { DataRoomFolder } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT } from '@/lib/i18n/use-t';
import { useDeleteFolder, useRenameFolder } from '../api/documents';

/** Rename or delete a folder (the owner only); deleting hides its documents from everyone at once. */
export function FolderOwnerTools({ roomId, folder }: { roomId: number; folder: DataRoomFolder }) {
  const t = useT('data-rooms');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(folder.name);
  const rename = useRenameFolder(roomId);
  const remove = useDeleteFolder(roomId);
  const fail = (title: string) => (e: unknown) => toast({ title, description: errorMessage(e), variant: 'destructive' });

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate({ folderId: folder.id, name }, { onSuccess: () => (toast({ title: dataRoomMessages.renamed }), setEditing(false)), onError: fail(t('Could not rename')) });
  }

  if (editing) {
    return (
      <form onSubmit={submit} className="flex flex-wrap items-center gap-2" aria-label={t('Rename folder {{name}}', { name: folder.name })}>
        <Input aria-label={t('Folder name')} value={name} onChange={(e) => setName(e.target.value)} className="h-8 max-w-xs" />
        <Button type="submit" size="sm" disabled={rename.isPending}>
          {t('Save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          {t('Cancel')}
        </Button>
      </form>
    );
  }
  return (
    <div className="flex gap-1">
      <Button size="sm" variant="ghost" aria-label={t('Rename folder {{name}}', { name: folder.name })} onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('Delete folder {{name}}', { name: folder.name })}
        disabled={remove.isPending}
        onClick={() => {
          if (!window.confirm(t('Delete the folder {{name}} and every document in it? Versions and the audit trail are kept.', { name: folder.name }))) return;
          remove.mutate(folder.id, { onSuccess: () => toast({ title: dataRoomMessages.deleted }), onError: fail(t('Could not delete')) });
        }}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
