import { useRef, useState, type FormEvent } from 'react';
import { FolderPlus, Upload } from 'lucide-react';
import { dataRoomFileTypes, dataRoomMessages } from '@baobab/contracts/data-rooms-texts';
import type { DataRoomFolder } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT } from '@/lib/i18n/use-t';
import { useCreateFolder, useRefreshAfterUpload } from '../api/data-rooms';
import { uploadDocument } from '../api/upload-document';

const ACCEPT = dataRoomFileTypes.map((t) => `.${t}`).join(',');

/** The owner's tools: make a folder, upload a file (same name, same folder = new version) with progress. */
export function UploadPanel({ roomId, folders }: { roomId: number; folders: DataRoomFolder[] }) {
  const t = useT('data-rooms');
  const fileInput = useRef<HTMLInputElement>(null);
  const [folderId, setFolderId] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [folderName, setFolderName] = useState('');
  const refresh = useRefreshAfterUpload(roomId);
  const createFolder = useCreateFolder(roomId);

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) {
      toast({ title: dataRoomMessages.fileRequired, variant: 'destructive' });
      return;
    }
    setProgress(0);
    try {
      const document = await uploadDocument(roomId, file, folderId ? Number(folderId) : null, setProgress);
      toast({ title: dataRoomMessages.uploaded, description: t('{{name}} · version {{version}}', { name: document.name, version: document.versions[0]?.version ?? 1 }) });
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    } catch (error) {
      toast({ title: dataRoomMessages.uploadFailed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setProgress(null);
    }
  }

  function addFolder(event: FormEvent) {
    event.preventDefault();
    createFolder.mutate(folderName, {
      onSuccess: () => {
        toast({ title: dataRoomMessages.folderCreated });
        setFolderName('');
      },
      onError: (error) => toast({ title: t('Could not create the folder'), description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Card>
      <div className="grid gap-6 p-5 md:grid-cols-2">
        <form className="flex flex-col gap-3" onSubmit={upload} aria-label={t('Upload a document')}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="upload-file">{t('File')}</Label>
            <Input id="upload-file" ref={fileInput} type="file" accept={ACCEPT} disabled={progress !== null} />
            <p className="text-xs text-stone-500">{t('PDF, XLSX, CSV, DOCX, PPTX, PNG or JPG. A file with an existing name becomes its new version.')}</p>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="upload-folder">{t('Folder')}</Label>
            <NativeSelect id="upload-folder" value={folderId} onChange={(e) => setFolderId(e.target.value)}>
              <option value="">{t('Room (no folder)')}</option>
              {folders.map((f) => (
                <option dir="auto" key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {progress !== null ? <Progress value={progress} label={t('Uploading: {{progress}}%', { progress })} /> : null}
          <Button type="submit" className="self-start" disabled={progress !== null}>
            <Upload aria-hidden="true" /> {progress !== null ? t('Uploading {{progress}}%', { progress }) : t('Upload')}
          </Button>
        </form>
        <form className="flex flex-col gap-3" onSubmit={addFolder} aria-label={t('New folder')}>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-folder">{t('New folder')}</Label>
            <Input id="new-folder" value={folderName} onChange={(e) => setFolderName(e.target.value)} placeholder={t('Financials')} />
          </div>
          <Button type="submit" variant="outline" className="self-start" disabled={!folderName.trim() || createFolder.isPending}>
            <FolderPlus aria-hidden="true" /> {t('Add folder')}
          </Button>
        </form>
      </div>
    </Card>
  );
}
