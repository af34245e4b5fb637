import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipBytes } from '../../test/zip-bytes';
import { openBoundedZip, type UnzipLimits, type ZipSource } from './bounded-unzip';
import { runUnpackTask } from './unpack-task';

const MB = 1024 * 1024;
const limits: UnzipLimits = { maxUnpackedMb: 1, maxEntries: 100 };

/** Every entry's text, read through the bounded unpacker, or the refusal it ended in. */
async function readAll(source: ZipSource, within = limits): Promise<Record<string, string> | string> {
  try {
    const zip = await openBoundedZip(source, within);
    try {
      const texts: Record<string, string> = {};
      for (const name of zip.names()) {
        texts[name] = '';
        await zip.readText(name, (chunk) => ((texts[name] += chunk), true));
      }
      return texts;
    } finally {
      zip.close();
    }
  } catch (error) {
    return (error as { refusal?: string }).refusal ?? `unexpected: ${String(error)}`;
  }
}

const bytes = (zip: Uint8Array): ZipSource => ({ bytes: zip });

describe('the bounded unpacker reads what is there', () => {
  it('reads deflated and stored entries written by another zip writer (fflate)', async () => {
    const zip = zipSync({ 'a.json': strToU8('{"a":1}'), 'docs/b.txt': [strToU8('stored text'), { level: 0 }] });
    expect(await readAll(bytes(zip))).toEqual({ 'a.json': '{"a":1}', 'docs/b.txt': 'stored text' });
  });

  it('reads a staged file from its path, as data-room uploads are', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baobab-unzip-'));
    try {
      await writeFile(join(dir, 'upload'), zipSync({ 'x.xml': strToU8('<x/>') }));
      expect(await readAll({ path: join(dir, 'upload') })).toEqual({ 'x.xml': '<x/>' });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('accepts exactly the limits: 1 MB unpacked and 100 entries', async () => {
    expect(await readAll(bytes(zipBytes({ 'full.bin': Buffer.alloc(MB, 'a') })))).toMatchObject({ 'full.bin': expect.any(String) });
    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`e${i}.txt`, 'x']));
    expect(Object.keys(await readAll(bytes(zipBytes(hundred))))).toHaveLength(100);
  });
});

describe('the bounded unpacker counts what it really inflates, never what the archive declares', () => {
  it('refuses an entry that declares 100 bytes and inflates to 100 MB', async () => {
    const lying = zipBytes({ 'small.json': Buffer.alloc(100 * MB) }, { 'small.json': 100 });
    expect(lying.length).toBeLessThan(MB);
    expect(await readAll(bytes(lying))).toBe('unpacked-too-large');
  });

  it('refuses a deflate bomb whose headers are honest', async () => {
    expect(await readAll(bytes(zipBytes({ 'bomb.bin': Buffer.alloc(20 * MB) })))).toBe('unpacked-too-large');
  });

  it('counts every entry against one budget for the whole archive', async () => {
    const each = Buffer.alloc(0.6 * MB, 'b');
    expect(await readAll(bytes(zipBytes({ 'one.bin': each, 'two.bin': each })))).toBe('unpacked-too-large');
  });

  it('refuses entries that declare 0 bytes but hold data, one by one adding up', async () => {
    const entries = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`part${i}.xml`, Buffer.alloc(0.1 * MB)]));
    const zeros = Object.fromEntries(Object.keys(entries).map((name) => [name, 0]));
    expect(await readAll(bytes(zipBytes(entries, zeros)))).toBe('unpacked-too-large');
  });

  it('refuses more entries than the limit, counting those the central directory really lists', async () => {
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`e${i}.txt`, '']));
    expect(await readAll(bytes(zipBytes(many)))).toBe('too-many-entries');
  });

  it('never opens an archive inside the archive: a nested bomb costs only its packed bytes', async () => {
    const innerBomb = zipBytes({ 'inner.bin': Buffer.alloc(50 * MB) });
    const outer = zipBytes({ 'nested.zip': innerBomb, 'readme.txt': 'hello' });
    const read = await readAll(bytes(outer));
    expect(Object.keys(read as Record<string, string>)).toEqual(['nested.zip', 'readme.txt']);
    expect((read as Record<string, string>)['nested.zip']?.length).toBeLessThan(MB);
  });
});

describe('the bounded unpacker refuses damaged archives as not a zip', () => {
  const good = zipBytes({ 'a.txt': 'hello world, hello world, hello world' });

  it.each([
    ['bytes that are no zip at all', Buffer.from('just some text, no zip at all')],
    ['an empty file', Buffer.alloc(0)],
    ['a zip cut short', good.subarray(0, good.length - 10)],
    ['a central directory pointing past the end', (() => {
      const broken = Buffer.from(good);
      broken.writeUInt32LE(0xfffffff0, broken.length - 6);
      return broken;
    })()],
  ])('%s', async (_label, zip) => {
    expect(await readAll(bytes(zip))).toBe('not-a-zip');
  });

  it('a corrupt deflate stream, found while inflating', async () => {
    const corrupt = Buffer.from(good);
    corrupt.fill(0xff, 30 + 'a.txt'.length, 30 + 'a.txt'.length + 4);
    expect(await readAll(bytes(corrupt))).toBe('not-a-zip');
  });

  it('an encrypted entry', async () => {
    const encrypted = Buffer.from(good);
    // General purpose flag bit 0 (encrypted) in the local and the central header.
    encrypted.writeUInt16LE(1, 6);
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(await readAll(bytes(encrypted))).toBe('not-a-zip');
  });
});

describe('the unpack task a document worker runs', () => {
  const zip = zipBytes({ 'manifest.json': '{}', '__MACOSX/._manifest.json': 'junk', 'big.bin': Buffer.alloc(2 * MB), 'folder/': '' });

  it('returns the selected entries only, and inflates nothing else unless asked', async () => {
    expect(await runUnpackTask({ job: 'unpack', source: bytes(zip), limits, select: { suffix: '.json', skipPrefixes: ['__MACOSX/'] } })).toEqual({
      ok: true,
      texts: [['manifest.json', '{}']],
    });
  });

  it('with inflateAll, every entry counts: the 2 MB one passes the 1 MB limit', async () => {
    expect(await runUnpackTask({ job: 'unpack', source: bytes(zip), limits, select: { names: ['manifest.json'], inflateAll: true } })).toEqual({
      ok: false,
      refusal: 'unpacked-too-large',
    });
  });
});
