/**
 * Entry point of a document worker thread (piscina runs the default export per task): reading a
 * document's text, analysing a text (analyzeDocument), or unpacking an archive for the request thread
 * (lib/archives/unpack-task.ts).
 * Built as its own file (build.mjs: dist/document-text-worker.js); the request thread never imports it.
 */
import { runUnpackTask, type UnpackResult, type UnpackTask } from '../../../lib/archives/unpack-task';
import { analyzeDocument } from '@baobab/insights/document-intelligence/analyze-document';
import type { AnalysisResult, AnalysisTask, ExtractionResult, ExtractionTask } from './document-text.types';
import { extractDocxText, extractPptxText } from './office-text';
import { extractPdfText } from './pdf-text';

export default async function runDocumentTask(task: ExtractionTask | UnpackTask | AnalysisTask): Promise<ExtractionResult | UnpackResult | AnalysisResult> {
  if (task.job === 'unpack') return runUnpackTask(task);
  if (task.job === 'analyze') return { ok: true, analysis: analyzeDocument(task.text, task.documentType) };
  switch (task.kind) {
    case 'pdf':
      return extractPdfText(task);
    case 'docx':
      return extractDocxText(task);
    case 'pptx':
      return extractPptxText(task);
  }
}
