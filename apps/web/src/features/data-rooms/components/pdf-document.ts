import type { PDFDocumentLoadingTask } from 'pdfjs-dist';

/**
 * Opens PDF bytes with pdf.js, which is loaded only here and only when a PDF is shown: the
 * library and its worker are about 400 KB gzip, far more than the document screen's budget.
 * The worker is a file of the app's own build (Vite's `?url`), never a CDN, so the CSP's
 * `script-src 'self'` covers it.
 */
export async function openPdf(bytes: Uint8Array): Promise<PDFDocumentLoadingTask> {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({
    // pdf.js hands the buffer to its worker, which detaches it; a copy keeps the caller's intact.
    data: bytes.slice(),
    // The app's CSP has no 'unsafe-eval'; without this pdf.js would try new Function() for fonts.
    isEvalSupported: false,
    // A data room shows documents, not forms or scripts.
    enableXfa: false,
  });
}
