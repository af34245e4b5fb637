/**
 * Entry point of a document worker thread (piscina runs the default export per task). Built as
 * its own file (build.mjs: dist/document-text-worker.js); the request thread never imports it.
 */
import type { ExtractionResult, ExtractionTask } from './document-text.types';
import { extractDocxText, extractPptxText } from './office-text';
import { extractPdfText } from './pdf-text';

export default function extractDocumentText(task: ExtractionTask): Promise<ExtractionResult> {
  switch (task.kind) {
    case 'pdf':
      return extractPdfText(task);
    case 'docx':
      return extractDocxText(task);
    case 'pptx':
      return extractPptxText(task);
  }
}
