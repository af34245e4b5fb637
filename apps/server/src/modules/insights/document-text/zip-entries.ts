/**
 * The parts of a .docx or .pptx (a zip archive), read through yauzl from its central directory.
 * Inflation is bounded by the bytes actually inflated: one budget covers every part read from
 * the archive, a part whose declared size does not fit is refused before it is inflated, and
 * the stream is stopped as soon as the count passes the budget (yauzl also fails a part that
 * inflates to more than it declared). A zip bomb costs at most the budget, whatever it claims.
 */
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';

/** Thrown when the archive would inflate past the budget. */
export class UnpackedTooLarge extends Error {}

// Office documents hold a few hundred parts; tens of thousands of entries only slow the listing.
const MAX_ENTRIES = 10_000;

export type ZipParts = {
  names(): string[];
  /** Feeds the part's text to onText chunk by chunk; onText returns false to stop early. */
  readText(name: string, onText: (chunk: string) => boolean): Promise<void>;
  close(): void;
};

export async function openZipParts(bytes: Uint8Array, maxUnpackedBytes: number): Promise<ZipParts> {
  const zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, strictFileNames: false });
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw new UnpackedTooLarge();
  }
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  let budget = maxUnpackedBytes;

  return {
    names: () => [...entries.keys()],
    async readText(name, onText) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`no part ${name}`);
      if (entry.uncompressedSize > budget) throw new UnpackedTooLarge();
      const stream = await zip.openReadStreamPromise(entry);
      const decoder = new StringDecoder('utf8');
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          budget -= chunk.length;
          if (budget < 0) throw new UnpackedTooLarge();
          if (!onText(decoder.write(chunk))) return;
        }
        onText(decoder.end());
      } finally {
        stream.destroy();
      }
    },
    close: () => zip.close(),
  };
}
