/**
 * Reads the text of uploaded documents, analyses texts (the red-flag reader), and unpacks every
 * uploaded archive (lib/archives), off the request thread, in a small pool of worker threads (piscina), within the limits of config.documents
 * (docs/reliability.md, "Bounded document work"). Every way a document or archive can go over a
 * limit ends in an AppError naming that limit; a worker that runs out of heap or time is stopped and
 * replaced, and the server carries on.
 */
import { archiveLimitMessages } from '@baobab/contracts/archives';
import type { DocumentType } from '@baobab/contracts/enums';
import { maxDocumentTextLength } from '@baobab/contracts/insights';
import { documentLimitMessages, insightsApiMessages, type DocumentFileKind } from '@baobab/contracts/insights-api';
import { Piscina } from 'piscina';
import type { DocumentLimits } from '../../../config';
import { createAdmissionGate } from '../../../lib/admission-gate';
import { badRequest, payloadTooLarge, serviceUnavailable, type AppError } from '../../../lib/errors';
import type { UnzipLimits, UnzipRefusal, ZipSource } from '../../../lib/archives/bounded-unzip';
import type { UnpackResult, UnpackSelection, UnpackTask } from '../../../lib/archives/unpack-task';
import type { DocumentAnalysis } from '@baobab/insights/document-intelligence/types';
import { documentMaxEntries, type AnalysisResult, type AnalysisTask, type ExtractionRefusal, type ExtractionResult, type ExtractionTask } from './document-text.types';
import { documentWorkerUrl } from './worker-url';

export type DocumentReader = {
  /** The document's normalised text, or an AppError naming what stopped it. */
  read(kind: DocumentFileKind, bytes: Uint8Array): Promise<string>;
  /**
   * The text of the selected entries of a zip, by name, unpacked within `limits` in a worker. Over a
   * limit: 413 naming it; not a zip, damaged or encrypted: 400 with `notAZip`, the caller's own words.
   */
  unpack(source: ZipSource, limits: UnzipLimits, select: UnpackSelection, notAZip: string): Promise<Map<string, string>>;
  /**
   * The analysis of a text (at most maxDocumentTextLength characters), in a worker: it costs up to seconds of
   * CPU on a long text of short lines, which on the request thread would stall every other request.
   */
  analyze(text: string, documentType: DocumentType): Promise<DocumentAnalysis>;
  /** Stops the workers (the app's onClose, after in-flight requests have finished). */
  close(): Promise<void>;
};

// An idle worker holds pdf.js and its heap; after a minute without documents it exits.
const IDLE_MS = 60_000;

function refusalError(kind: DocumentFileKind, refusal: ExtractionRefusal, limits: DocumentLimits): AppError {
  switch (refusal) {
    case 'not-this-kind':
      return badRequest(insightsApiMessages.notADocument);
    case 'unreadable':
      return badRequest(insightsApiMessages.unreadable(kind));
    case 'no-text':
      return badRequest(insightsApiMessages.noText(kind));
    case 'too-many-pages':
      return payloadTooLarge(documentLimitMessages.tooManyPages(kind, limits.maxPages));
    case 'text-too-long':
      return payloadTooLarge(insightsApiMessages.fileTextTooLong);
    case 'unpacked-too-large':
    case 'too-many-entries':
      return unzipRefusalError(refusal, { maxUnpackedMb: limits.maxUnpackedMb, maxEntries: documentMaxEntries }, '');
  }
}

function unzipRefusalError(refusal: UnzipRefusal, limits: UnzipLimits, notAZip: string): AppError {
  switch (refusal) {
    case 'unpacked-too-large':
      return payloadTooLarge(archiveLimitMessages.unpackedTooLarge(limits.maxUnpackedMb));
    case 'too-many-entries':
      return payloadTooLarge(archiveLimitMessages.tooManyEntries(limits.maxEntries));
    case 'not-a-zip':
      return badRequest(notAZip);
  }
}

/** `workerUrl` is for tests that need a worker which hangs or runs out of memory. */
export function createDocumentReader(limits: DocumentLimits, workerUrl: URL = documentWorkerUrl()): DocumentReader {
  const gate = createAdmissionGate(limits.workers, limits.queue);
  // Created on first use: a server that never reads a document starts no thread.
  type Task = ExtractionTask | UnpackTask | AnalysisTask;
  type Result = ExtractionResult | UnpackResult | AnalysisResult;
  let pool: Piscina<Task, Result> | undefined;
  const workers = () =>
    (pool ??= new Piscina({
      filename: workerUrl.href,
      minThreads: 0,
      maxThreads: limits.workers,
      idleTimeout: IDLE_MS,
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    }));

  /** Runs one task in a worker, behind the admission gate and within the time limit. */
  async function run<R extends Result>(task: Task): Promise<R> {
    const admitted = gate.enter();
    if (!admitted) throw serviceUnavailable(documentLimitMessages.busy, limits.timeLimitSeconds);
    const release = await admitted;
    // The gate lets no more tasks through than there are workers, so the clock starts with the
    // work itself, not with time spent waiting for a worker.
    const deadline = AbortSignal.timeout(limits.timeLimitSeconds * 1000);
    try {
      return (await workers().run(task, { signal: deadline })) as R;
    } catch (error) {
      // piscina stops the worker when the signal fires, and replaces it.
      if (deadline.aborted) throw payloadTooLarge(documentLimitMessages.timeLimit(limits.timeLimitSeconds));
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') throw payloadTooLarge(documentLimitMessages.memoryLimit(limits.workerHeapMb));
      throw error;
    } finally {
      release();
    }
  }

  return {
    async read(kind, bytes) {
      const task: ExtractionTask = {
        job: 'text',
        kind,
        bytes,
        maxPages: limits.maxPages,
        maxChars: maxDocumentTextLength,
        maxUnpackedMb: limits.maxUnpackedMb,
        maxEntries: documentMaxEntries,
      };
      const result = await run<ExtractionResult>(task);
      if (!result.ok) throw refusalError(kind, result.refusal, limits);
      return result.text;
    },
    async unpack(source, unzipLimits, select, notAZip) {
      const result = await run<UnpackResult>({ job: 'unpack', source, limits: unzipLimits, select });
      if (!result.ok) throw unzipRefusalError(result.refusal, unzipLimits, notAZip);
      return new Map(result.texts);
    },
    async analyze(text, documentType) {
      return (await run<AnalysisResult>({ job: 'analyze', text, documentType })).analysis;
    },
    async close() {
      await pool?.destroy();
    },
  };
}
