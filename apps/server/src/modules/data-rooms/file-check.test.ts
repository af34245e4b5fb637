import { englishOf } from '@baobab/contracts/i18n/message-english';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveLimitMessages } from '@baobab/contracts/archives';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { loadConfig } from '../../config';
import { createDocumentReader } from '../insights/document-text/document-reader';
import { checkFileContent, officeUnpackedLimitMb } from './file-check';
import { contentTypesXml, docxBytes, zipBytes } from './test-support';

let dir: string;
const documents = createDocumentReader(loadConfig({}).documents);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baobab-file-check-'));
});
afterAll(async () => {
  await documents.close();
  await rm(dir, { recursive: true, force: true });
});

async function check(bytes: Buffer) {
  const path = join(dir, `upload-${Math.random().toString(36).slice(2)}`);
  await writeFile(path, bytes);
  return checkFileContent(documents, path, 'docx', bytes.length);
}

const types = contentTypesXml('wordprocessingml.document');
// 150 MB of zeros deflate to about 150 KB: 1,000 times their packed size.
const bombContent = Buffer.alloc(150 * 1024 * 1024);

describe('the Office zip check measures what entries really inflate to', () => {
  it('allows a hundred times the file size, at least 100 MB and at most 2 GB', () => {
    expect(officeUnpackedLimitMb(10_000)).toBe(100);
    expect(officeUnpackedLimitMb(5 * 1024 * 1024)).toBe(500);
    expect(officeUnpackedLimitMb(50 * 1024 * 1024)).toBe(2048);
  });

  it('accepts a real document', async () => {
    await expect(check(docxBytes())).resolves.toBeUndefined();
  });

  it('refuses an entry whose headers declare 1 KB but which inflates to 150 MB, naming the limit', async () => {
    const bomb = zipBytes({ '[Content_Types].xml': types, 'word/document.xml': bombContent }, { 'word/document.xml': 1024 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(check(bomb)).rejects.toMatchObject({ statusCode: 413, message: englishOf(archiveLimitMessages.unpackedTooLarge(100)) });
  });

  it('refuses a [Content_Types].xml that lies about its size', async () => {
    const lying = zipBytes({ '[Content_Types].xml': Buffer.concat([Buffer.from(types), bombContent]) }, { '[Content_Types].xml': 100 });
    await expect(check(lying)).rejects.toMatchObject({ statusCode: 413, message: englishOf(archiveLimitMessages.unpackedTooLarge(100)) });
  });

  it('refuses a corrupt deflate stream as a content mismatch', async () => {
    const zip = zipBytes({ '[Content_Types].xml': types, 'word/document.xml': 'hello world, hello world' });
    const corrupt = Buffer.from(zip);
    // Overwrite the second entry's compressed bytes with an invalid deflate block type (11).
    const at = corrupt.indexOf('word/document.xml') + 'word/document.xml'.length;
    corrupt.fill(0xff, at, at + 4);
    await expect(check(corrupt)).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileContentMismatch });
  });

  it('refuses a file that only starts like a zip as a content mismatch', async () => {
    await expect(check(Buffer.from('PK\x03\x04 and then nothing a zip has'))).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileContentMismatch });
    await expect(check(Buffer.from('PK'))).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileContentMismatch });
  });
});
