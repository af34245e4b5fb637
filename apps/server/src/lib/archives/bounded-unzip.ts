/**
 * The one place Baobab unpacks an archive: zip and the formats built on it (.docx, .pptx, .xlsx,
 * Open Cap Format packages). ESLint forbids the unzip and inflate libraries everywhere else
 * (eslint.config.js, "bounded unpacker"), so a new feature cannot bring back an unbounded unzip.
 *
 * Bounded by what it really does, never by what the archive declares:
 * - every byte inflated from any entry counts against one budget for the whole archive, and the
 *   read stops at the first chunk past it. Declared sizes are not consulted at all (yauzl's own
 *   size check is off), so a header claiming 100 bytes for 100 MB costs the budget and no more;
 * - entries are counted as the central directory is walked, and the walk stops past the limit;
 * - an archive inside the archive is bytes like any other: nothing here opens an entry as a zip.
 *
 * Inflating costs CPU: call it inside a document worker (unpack-task.ts, run by the worker pool of
 * modules/insights/document-text/document-reader.ts), never on the request thread.
 */
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';

export type UnzipLimits = {
  /** Most bytes inflated from the whole archive, all entries together. */
  maxUnpackedMb: number;
  /** Most entries (files and folders) the archive may list. */
  maxEntries: number;
};

export type UnzipRefusal = 'not-a-zip' | 'too-many-entries' | 'unpacked-too-large';

/** Why the archive was not unpacked; anything yauzl or zlib throws is 'not-a-zip' (damaged, encrypted, unknown method). */
export class UnzipRefused extends Error {
  constructor(
    readonly refusal: UnzipRefusal,
    options?: { cause?: unknown },
  ) {
    super(refusal, options);
  }
}

/** The archive's bytes, or the path of a staged upload (read piece by piece, never loaded whole). */
export type ZipSource = { bytes: Uint8Array } | { path: string };

export type BoundedZip = {
  names(): string[];
  /** Feeds the entry's text to onText chunk by chunk; onText returns false to stop early. */
  readText(name: string, onText: (chunk: string) => boolean): Promise<void>;
  /** Inflates the entry and throws the bytes away (they still count): proves it unpacks within the limits. */
  inflate(name: string): Promise<void>;
  close(): void;
};

const asRefusal = (error: unknown) => (error instanceof UnzipRefused ? error : new UnzipRefused('not-a-zip', { cause: error }));

async function openSource(source: ZipSource): Promise<yauzl.ZipFile> {
  const options = { lazyEntries: true, strictFileNames: false, validateEntrySizes: false, autoClose: false };
  if ('path' in source) return yauzl.openPromise(source.path, options);
  return yauzl.fromBufferPromise(Buffer.from(source.bytes.buffer, source.bytes.byteOffset, source.bytes.byteLength), options);
}

export async function openBoundedZip(source: ZipSource, limits: UnzipLimits): Promise<BoundedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openSource(source);
  } catch (error) {
    throw asRefusal(error);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    let listed = 0;
    for await (const entry of zip.eachEntry()) {
      listed += 1;
      if (listed > limits.maxEntries) throw new UnzipRefused('too-many-entries');
      entries.set(entry.fileName, entry);
    }
  } catch (error) {
    zip.close();
    throw asRefusal(error);
  }
  let budget = limits.maxUnpackedMb * 1024 * 1024;

  /** The entry's inflated bytes, chunk by chunk, each one counted before it is handed on. */
  async function* inflated(name: string): AsyncGenerator<Buffer> {
    const entry = entries.get(name);
    if (!entry) throw new Error(`no entry ${name}`);
    let stream: NodeJS.ReadableStream & { destroy(): void };
    try {
      stream = (await zip.openReadStreamPromise(entry)) as typeof stream;
    } catch (error) {
      throw asRefusal(error);
    }
    try {
      const chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<Buffer>;
        try {
          next = await chunks.next();
        } catch (error) {
          throw asRefusal(error);
        }
        if (next.done) return;
        budget -= next.value.length;
        if (budget < 0) throw new UnzipRefused('unpacked-too-large');
        yield next.value;
      }
    } finally {
      stream.destroy();
    }
  }

  return {
    names: () => [...entries.keys()],
    async readText(name, onText) {
      const decoder = new StringDecoder('utf8');
      for await (const chunk of inflated(name)) {
        if (!onText(decoder.write(chunk))) return;
      }
      onText(decoder.end());
    },
    async inflate(name) {
      for await (const _chunk of inflated(name)) {
        // Counted by inflated(); the bytes themselves are not needed.
      }
    },
    close: () => zip.close(),
  };
}
