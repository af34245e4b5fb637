import { open, type FileHandle } from 'node:fs/promises';
import { dataRoomMessages, type DataRoomFileType } from '@baobab/contracts/data-rooms';
import { badRequest } from '../../lib/errors';
import type { DocumentReader } from '../insights/document-text/document-reader';

/** The document worker pool, which unpacks Office files off the request thread (lib/archives). */
export type Unpacker = Pick<DocumentReader, 'unpack'>;

export const contentTypes: Record<DataRoomFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The main part each Office format declares in [Content_Types].xml (macro-enabled variants differ, so they fail). */
const officeMainPart: Partial<Record<DataRoomFileType, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
};

const MAX_EXPANSION_RATIO = 100;
const MAX_EXPANDED_MB = 2048;
const MAX_ZIP_ENTRIES = 10_000;
const CONTENT_TYPES = '[Content_Types].xml';

const mismatch = () => badRequest(dataRoomMessages.fileContentMismatch);

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/**
 * Throws unless the staged file's bytes are what its extension claims. The extension alone
 * decides nothing: a renamed executable, archive or HTML page is refused here.
 */
export async function checkFileContent(documents: Unpacker, path: string, fileType: DataRoomFileType, size: number): Promise<void> {
  const file = await open(path, 'r');
  try {
    const head = await readAt(file, 0, 8);
    switch (fileType) {
      case 'pdf':
        if (head.subarray(0, 5).toString('latin1') !== '%PDF-') throw mismatch();
        return;
      case 'png':
        if (!head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw mismatch();
        return;
      case 'jpg':
      case 'jpeg':
        if (head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) throw mismatch();
        return;
      case 'csv':
        return await checkUtf8Text(file);
      default:
        if (head.length < 4 || head.readUInt32LE(0) !== 0x04034b50) throw mismatch();
        return await checkOfficeZip(documents, path, size, officeMainPart[fileType]!);
    }
  } finally {
    await file.close();
  }
}

/** CSV: valid UTF-8 without NUL bytes (binary files almost always contain one). */
async function checkUtf8Text(file: FileHandle): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of file.createReadStream({ autoClose: false, start: 0 }) as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) throw mismatch();
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
  } catch {
    throw mismatch();
  }
}

/**
 * The most an Office file may unpack to: a hundred times its size (an Office file expands a few
 * times; hundreds of times means a zip bomb aimed at whoever opens it), at least 100 MB for small
 * files, at most 2 GB. Counted on the bytes really inflated, in a document worker.
 */
export function officeUnpackedLimitMb(size: number): number {
  return Math.min(MAX_EXPANDED_MB, Math.max(1, Math.ceil(size / (1024 * 1024))) * MAX_EXPANSION_RATIO);
}

/**
 * Unpacks every entry of the staged file (off the request thread, within the limits above) and
 * checks that [Content_Types].xml declares the format's main part.
 */
async function checkOfficeZip(documents: Unpacker, path: string, size: number, mainPart: string): Promise<void> {
  const limits = { maxUnpackedMb: officeUnpackedLimitMb(size), maxEntries: MAX_ZIP_ENTRIES };
  const parts = await documents.unpack({ path }, limits, { names: [CONTENT_TYPES], inflateAll: true }, dataRoomMessages.fileContentMismatch);
  const xml = parts.get(CONTENT_TYPES);
  if (xml === undefined || !xml.includes(`ContentType="${mainPart}"`)) throw mismatch();
}
