import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PDFDocumentLoadingTask, PDFDocumentProxy } from 'pdfjs-dist';
import { documentViewerMessages as m } from '@baobab/contracts/data-room-viewer';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { arrowStep, directionOf } from '@/lib/arrow-step';
import { useT } from '@/lib/i18n/use-t';
import { openPdf } from './pdf-document';
import { PdfPage } from './pdf-page';

/** Wider than this, a page stops looking like a page and its text gets too large to scan. */
const MAX_PAGE_WIDTH = 900;

type PdfViewerProps = { bytes: Uint8Array; name: string; watermark: string | null; isViewOnly: boolean };

/**
 * A PDF's pages on canvases in one scrolling column, with a page counter and previous/next
 * buttons (and the arrow keys) that jump between pages. Nothing here downloads or prints: a
 * view-only reader has no control for either, and printing the screen shows a notice instead.
 */
export function PdfViewer({ bytes, name, watermark, isViewOnly }: PdfViewerProps) {
  const t = useT('data-rooms');
  const [pdf, setPdf] = useState<{ document: PDFDocumentProxy; ratio: number }>();
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);
  const [current, setCurrent] = useState(1);
  const column = useRef<HTMLDivElement>(null);
  const pages = useRef<(HTMLDivElement | null)[]>([]);

  useEffect(() => {
    let task: PDFDocumentLoadingTask | undefined;
    let cancelled = false;
    openPdf(bytes)
      .then(async (opened) => {
        task = opened;
        if (cancelled) return void opened.destroy();
        const document = await opened.promise;
        const first = (await document.getPage(1)).getViewport({ scale: 1 });
        if (!cancelled) setPdf({ document, ratio: first.height / first.width });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const element = column.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.min(MAX_PAGE_WIDTH, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  // The current page is the one crossing a line a little above the middle of the screen.
  useEffect(() => {
    if (!pdf) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.find((e) => e.isIntersecting);
        if (seen) setCurrent(Number((seen.target as HTMLElement).dataset.page));
      },
      { rootMargin: '-40% 0px -59% 0px' },
    );
    for (const page of pages.current) if (page) observer.observe(page);
    return () => observer.disconnect();
  }, [pdf]);

  if (failed) return <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{t(m.renderFailed)}</p>;
  if (!pdf) return <Spinner className="m-8" />;
  const count = pdf.document.numPages;
  const goTo = (page: number) => {
    const target = Math.min(count, Math.max(1, page));
    pages.current[target - 1]?.scrollIntoView({ block: 'start' });
    setCurrent(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Left and right follow the screen: in Arabic the next page is to the left (arrow-step.ts).
    const step = arrowStep(event.key, directionOf(event.currentTarget));
    if (!step) return;
    event.preventDefault();
    goTo(current + step);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={column}
        role="region"
        aria-label={name}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onContextMenu={isViewOnly ? (event) => event.preventDefault() : undefined}
        className={`flex flex-col items-center gap-4 rounded-lg bg-stone-100 p-2 focus-visible:outline-2 focus-visible:outline-brand-600 sm:p-4 ${isViewOnly ? 'print:hidden' : ''}`}
      >
        {Array.from({ length: count }, (_, index) => (
          <PdfPage
            key={index}
            ref={(element) => {
              pages.current[index] = element;
            }}
            pdf={pdf.document}
            pageNumber={index + 1}
            width={width}
            defaultRatio={pdf.ratio}
            watermark={watermark}
          />
        ))}
      </div>
      {isViewOnly ? <p className="hidden print:block">{t(m.printBlocked)}</p> : null}
      <div role="toolbar" aria-label={t(m.toolbar)} className="sticky bottom-4 z-10 mx-auto flex items-center gap-1 rounded-full border border-stone-200 bg-white/95 p-1 shadow-md backdrop-blur print:hidden">
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus at the first or last page. */}
        <Button variant="ghost" size="icon" className="rounded-full aria-disabled:opacity-40" aria-label={t(m.previousPage)} aria-disabled={current <= 1} onClick={() => goTo(current - 1)}>
          <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
        <p aria-live="polite" className="min-w-28 text-center text-sm font-medium tabular-nums text-stone-800">
          {t('Page {{page}} of {{pages}}', { page: current, pages: count })}
        </p>
        <Button variant="ghost" size="icon" className="rounded-full aria-disabled:opacity-40" aria-label={t(m.nextPage)} aria-disabled={current >= count} onClick={() => goTo(current + 1)}>
          <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
