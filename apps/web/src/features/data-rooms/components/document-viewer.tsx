import { useEffect, useState } from 'react';
import { Download, EyeOff, ShieldCheck } from 'lucide-react';
import { documentViewerMessages as m, documentWatermark, type WatermarkReader } from '@baobab/contracts/data-room-viewer';
import type { DataRoomDocument } from '@baobab/contracts/data-rooms';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { contentPath } from '../api/data-rooms';
import { useDocumentContent } from '../api/document-content';
import { PdfViewer } from './pdf-viewer';
import { useViewTime } from './use-view-time';

/** An image from fetched bytes, through an object URL that lives as long as it is shown. */
function ImageView({ bytes, type, name }: { bytes: Uint8Array; type: string; name: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [bytes, type]);
  return url ? <img src={url} alt={name} className="mx-auto max-h-[75vh] rounded-lg border border-stone-200 bg-white object-contain" /> : null;
}

type DocumentViewerProps = {
  roomId: number;
  document: DataRoomDocument;
  /** The grantee reading it, whose name the pages carry; null for the room's owner, who sees the original. */
  reader: WatermarkReader | null;
};

/**
 * Shows a PDF (pages drawn by pdf.js, watermarked for grantees) or an image inside the app, from
 * bytes fetched once (one view in the audit trail), and measures how long it stays open. Only a
 * reader allowed to download gets a Download button; a view-only reader gets none, and no print.
 */
export function DocumentViewer({ roomId, document, reader }: DocumentViewerProps) {
  const t = useT('data-rooms');
  const translate = useTranslateMessage();
  const { content, error } = useDocumentContent(roomId, document.id);
  useViewTime(roomId, content?.viewId ?? null);

  if (error) return <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{translate(error)}</p>;
  if (!content) return <Spinner className="m-8" />;
  const watermark = reader ? documentWatermark(reader, content.servedAt) : null;
  const isViewOnly = !document.canDownload;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {isViewOnly ? (
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {t(m.viewOnly)}
          </p>
        ) : reader ? (
          <p className="flex items-start gap-2 text-sm text-stone-600">
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {t(m.watermarked)}
          </p>
        ) : (
          <span />
        )}
        {document.canDownload ? (
          <Button asChild variant="outline" size="sm" className="self-start">
            <a href={contentPath(roomId, document.id)} aria-label={t('Download {{name}}', { name: document.name })}>
              <Download aria-hidden="true" /> {t(m.download)}
            </a>
          </Button>
        ) : null}
      </div>
      {document.fileType === 'pdf' ? (
        <PdfViewer bytes={content.bytes} name={document.name} watermark={watermark} isViewOnly={isViewOnly} />
      ) : (
        <ImageView bytes={content.bytes} type={content.contentType} name={document.name} />
      )}
    </div>
  );
}
