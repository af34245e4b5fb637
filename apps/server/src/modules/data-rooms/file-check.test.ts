import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRoomMessages } from '@baobab/contracts/data-rooms';
import { checkFileContent } from './file-check';
import { contentTypesXml, docxBytes, zipBytes } from './test-support';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baobab-file-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function check(bytes: Buffer) {
  const path = join(dir, `upload-${Math.random().toString(36).slice(2)}`);
  await writeFile(path, bytes);
  return checkFileContent(path, 'docx', bytes.length);
}

const types = contentTypesXml('wordprocessingml.document');
// 64 MB of zeros deflate to about 64 KB: 1,000 times their packed size.
const bombContent = Buffer.alloc(64 * 1024 * 1024);

describe('the Office zip check measures what entries really inflate to', () => {
  it('accepts a real document', async () => {
    await expect(check(docxBytes())).resolves.toBeUndefined();
  });

  it('refuses an entry whose headers declare 1 KB but which inflates to 64 MB', async () => {
    const bomb = zipBytes({ '[Content_Types].xml': types, 'word/document.xml': bombContent }, { 'word/document.xml': 1024 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(check(bomb)).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileArchiveBomb });
  });

  it('refuses a [Content_Types].xml that lies about its size', async () => {
    const lying = zipBytes({ '[Content_Types].xml': Buffer.concat([Buffer.from(types), Buffer.alloc(8 * 1024 * 1024)]) }, { '[Content_Types].xml': 100 });
    await expect(check(lying)).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileArchiveBomb });
  });

  it('still refuses honest headers that declare a bomb, without inflating anything', async () => {
    const declared = zipBytes({ '[Content_Types].xml': types, 'word/document.xml': bombContent.subarray(0, 1024) }, { 'word/document.xml': 4_000_000_000 });
    await expect(check(declared)).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileArchiveBomb });
  });

  it('refuses a corrupt deflate stream as a content mismatch', async () => {
    const zip = zipBytes({ '[Content_Types].xml': types, 'word/document.xml': 'hello world, hello world' });
    const corrupt = Buffer.from(zip);
    // Overwrite the second entry's compressed bytes with an invalid deflate block type (11).
    const at = corrupt.indexOf('word/document.xml') + 'word/document.xml'.length;
    corrupt.fill(0xff, at, at + 4);
    await expect(check(corrupt)).rejects.toMatchObject({ statusCode: 400, message: dataRoomMessages.fileContentMismatch });
  });
});
