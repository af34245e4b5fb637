import { useEffect, useRef, useState, type Ref } from 'react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useT } from '@/lib/i18n/use-t';
import { drawPageWatermark } from './page-watermark';

type PdfPageProps = {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  /** The page's width on screen in CSS pixels; its height follows the page's own proportions. */
  width: number;
  /** Page 1's height / width, to hold this page's place before its own size is known. */
  defaultRatio: number;
  watermark: string | null;
  ref?: Ref<HTMLDivElement>;
};

/**
 * One page on a canvas, drawn only once it comes near the screen (a 200-page data pack should
 * not render 200 canvases up front), at the screen's pixel density, with the watermark on top.
 */
export function PdfPage({ pdf, pageNumber, width, defaultRatio, watermark, ref }: PdfPageProps) {
  const t = useT('data-rooms');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ratio, setRatio] = useState(defaultRatio);
  const [isNear, setNear] = useState(false);
  const [isDrawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!isNear || !element || width <= 0) return;
    let task: RenderTask | undefined;
    let cancelled = false;
    void (async () => {
      const page = await pdf.getPage(pageNumber);
      const natural = page.getViewport({ scale: 1 });
      if (cancelled) return;
      setRatio(natural.height / natural.width);
      const pixelRatio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: (width * pixelRatio) / natural.width });
      element.width = Math.floor(viewport.width);
      element.height = Math.floor(viewport.height);
      task = page.render({ canvas: element, viewport });
      await task.promise;
      const context = element.getContext('2d');
      if (watermark && context) drawPageWatermark(context, watermark, { width, height: (width * natural.height) / natural.width, pixelRatio: element.width / width });
      if (!cancelled) setDrawn(true);
    })().catch(() => undefined); // a cancelled render rejects; a page that fails stays blank rather than breaking the others
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, pageNumber, width, isNear, watermark]);

  const label = t('Page {{page}} of {{pages}}', { page: pageNumber, pages: pdf.numPages });
  return (
    <div ref={ref} data-page={pageNumber} className="scroll-mt-20">
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        aria-busy={!isDrawn}
        // Holds the page's place and shape until it is drawn, so scrolling and page jumps land right.
        style={{ width, height: Math.round(width * ratio) }}
        className="block rounded-sm bg-white shadow-sm ring-1 ring-stone-200"
      />
    </div>
  );
}
