import { open, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { dataRoomMessages, type DataRoomFileType } from '@baobab/contracts/data-rooms';
import { badRequest } from '../../lib/errors';

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

// An Office file expands a few times; hundreds of times means a zip bomb aimed at whoever opens it.
const MAX_EXPANSION_RATIO = 100;
const MAX_EXPANDED_BYTES = 2 * 1024 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 10_000;

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
export async function checkFileContent(path: string, fileType: DataRoomFileType, size: number): Promise<void> {
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
        return await checkOfficeZip(file, size, officeMainPart[fileType]!);
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

type ZipEntry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/** Reads the zip central directory (the authoritative list of entries) without trusting local headers. */
async function readCentralDirectory(file: FileHandle, size: number): Promise<ZipEntry[]> {
  const tailLength = Math.min(size, 22 + 65_535);
  const tail = await readAt(file, size - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw mismatch();
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (count > MAX_ZIP_ENTRIES || cdOffset + cdSize > size) throw mismatch();
  const cd = await readAt(file, cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50) throw mismatch();
    const nameLength = cd.readUInt16LE(at + 28);
    entries.push({
      method: cd.readUInt16LE(at + 10),
      compressedSize: cd.readUInt32LE(at + 20),
      size: cd.readUInt32LE(at + 24),
      localOffset: cd.readUInt32LE(at + 42),
      name: cd.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + cd.readUInt16LE(at + 30) + cd.readUInt16LE(at + 32);
  }
  return entries;
}

/** Where an entry's compressed bytes start, read from its local header (whose sizes are not trusted). */
async function entryDataStart(file: FileHandle, entry: ZipEntry, size: number): Promise<number> {
  const local = await readAt(file, entry.localOffset, 30);
  if (local.length < 30 || local.readUInt32LE(0) !== 0x04034b50) throw mismatch();
  const start = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  if (start + entry.compressedSize > size) throw mismatch();
  return start;
}

/** Thrown by the counter below, told apart from zlib's own errors (which mean a corrupt file). */
class InflatesTooMuch extends Error {}

/**
 * Inflates an entry for real, discarding the bytes, and fails once it yields more than its
 * declared size: a header can claim 1 KB for an entry that inflates to gigabytes, and whoever
 * opens the file trusts what it inflates to, not what it claims.
 */
async function inflateWithin(file: FileHandle, entry: ZipEntry, start: number): Promise<void> {
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw mismatch();
    return;
  }
  if (entry.method !== 8) throw mismatch();
  if (entry.compressedSize === 0) throw mismatch();
  let produced = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      done(produced > entry.size ? new InflatesTooMuch() : null);
    },
  });
  const compressed = file.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: false });
  try {
    await pipeline(compressed, createInflateRaw(), counter);
  } catch (error) {
    if (error instanceof InflatesTooMuch) throw error;
    throw mismatch();
  }
}

async function checkOfficeZip(file: FileHandle, size: number, mainPart: string): Promise<void> {
  if ((await readAt(file, 0, 4)).readUInt32LE(0) !== 0x04034b50) throw mismatch();
  const entries = await readCentralDirectory(file, size);
  // The declared sizes bound the work below; the inflation itself checks that they are true.
  const expanded = entries.reduce((sum, e) => sum + e.size, 0);
  if (expanded > MAX_EXPANDED_BYTES || expanded > Math.max(size, 1024 * 1024) * MAX_EXPANSION_RATIO) {
    throw badRequest(dataRoomMessages.fileArchiveBomb);
  }
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types || types.size > 1024 * 1024) throw mismatch();
  for (const entry of entries) {
    try {
      await inflateWithin(file, entry, await entryDataStart(file, entry, size));
    } catch (error) {
      if (error instanceof InflatesTooMuch) throw badRequest(dataRoomMessages.fileArchiveBomb);
      throw error;
    }
  }
  const raw = await readAt(file, await entryDataStart(file, types, size), types.compressedSize);
  let xml: string;
  try {
    xml = types.method === 0 ? raw.toString('utf8') : inflateRawSync(raw, { maxOutputLength: 1024 * 1024 }).toString('utf8');
  } catch {
    throw mismatch();
  }
  if (!xml.includes(`ContentType="${mainPart}"`)) throw mismatch();
}
