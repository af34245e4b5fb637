/** What passes between the request thread and a document worker (document-reader.ts, document-text.worker.ts). */
import type { DocumentType } from '@baobab/contracts/enums';
import type { DocumentFileKind } from '@baobab/contracts/insights-api';
import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';

export type ExtractionTask = {
  job: 'text';
  kind: DocumentFileKind;
  bytes: Uint8Array;
  maxPages: number;
  maxChars: number;
  maxUnpackedMb: number;
  maxEntries: number;
};

/**
 * Why a worker refused a document. Limits are checked inside the worker as it reads, so a
 * 3,000-page PDF is refused from its page count without reading a single page.
 */
export type ExtractionRefusal = 'not-this-kind' | 'unreadable' | 'no-text' | 'too-many-pages' | 'text-too-long' | 'unpacked-too-large' | 'too-many-entries';

/** Office documents hold a few hundred parts; tens of thousands of entries only slow the listing. */
export const documentMaxEntries = 10_000;

export type ExtractionResult = { ok: true; text: string } | { ok: false; refusal: ExtractionRefusal };

export const refuse = (refusal: ExtractionRefusal): ExtractionResult => ({ ok: false, refusal });

/** Analysing a document's text (the red-flag reader and the deck's figures): minutes of CPU on a long text of short lines. */
export type AnalysisTask = { job: 'analyze'; text: string; documentType: DocumentType };
export type AnalysisResult = { ok: true; analysis: DocumentAnalysis };
