import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps every unzip in the bounded unpacker (eslint.config.js, "bounded
 * unpacker"), run on snippets as if they were files of the project: it fires on each way in to an
 * unzip or inflate library, and stays quiet on compressing and inside the unpacker itself.
 */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleHits(code: string, filePath = 'apps/server/src/modules/deals/deal-import.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('archives/')).map((m) => m.ruleId!);
}

describe('the bounded-unpacker lint rule', () => {
  it.each([
    ['fflate unzipSync', "import { unzipSync } from 'fflate';\nunzipSync(new Uint8Array());"],
    ['fflate streaming Unzip', "import { Unzip } from 'fflate';\nnew Unzip();"],
    ['fflate gunzipSync', "import { gunzipSync } from 'fflate';\ngunzipSync(new Uint8Array());"],
    ['zlib inflateRawSync', "import { inflateRawSync } from 'node:zlib';\ninflateRawSync(Buffer.alloc(1));"],
    ['zlib createGunzip', "import { createGunzip } from 'zlib';\ncreateGunzip();"],
    ['zlib brotliDecompressSync', "import { brotliDecompressSync } from 'node:zlib';\nbrotliDecompressSync(Buffer.alloc(1));"],
    ['zlib as a namespace', "import * as zlib from 'node:zlib';\nzlib.inflateSync(Buffer.alloc(1));"],
    ['zlib as a default import', "import zlib from 'node:zlib';\nzlib.gunzipSync(Buffer.alloc(1));"],
    ['yauzl', "import yauzl from 'yauzl';\nvoid yauzl;"],
    ['jszip', "import JSZip from 'jszip';\nvoid JSZip;"],
    ['unzipper', "import unzipper from 'unzipper';\nvoid unzipper;"],
    ['adm-zip', "import AdmZip from 'adm-zip';\nvoid AdmZip;"],
    ['a dynamic import of yauzl', "export const open = () => import('yauzl');"],
    ['a dynamic import of zlib', "export const load = () => import('node:zlib');"],
    ['require of jszip', "export const JSZip = require('jszip');"],
    ['exceljs reading a workbook', "export async function read(workbook: { xlsx: { load(b: Buffer): Promise<void> } }) { await workbook.xlsx.load(Buffer.alloc(1)); }"],
    ['request decompression in @fastify/compress', 'export const options = { globalDecompression: true };'],
  ])('fires on %s', async (_label, code) => {
    expect(await ruleHits(code)).not.toEqual([]);
  });

  it.each([
    ['compressing with zlib', "import { gzipSync, brotliCompressSync, constants } from 'node:zlib';\nexport const z = [gzipSync, brotliCompressSync, constants];"],
    ['zipping with fflate', "import { zipSync, strToU8 } from 'fflate';\nexport const z = zipSync({ a: strToU8('a') });"],
    ['exceljs writing a workbook', "export async function write(workbook: { xlsx: { writeBuffer(): Promise<Buffer> } }) { return workbook.xlsx.writeBuffer(); }"],
    ['request decompression turned off', 'export const options = { globalDecompression: false };'],
  ])('stays quiet on %s', async (_label, code) => {
    expect(await ruleHits(code)).toEqual([]);
  });

  it('allows the bounded unpacker itself', async () => {
    expect(await ruleHits("import yauzl from 'yauzl';\nvoid yauzl;", 'apps/server/src/lib/archives/bounded-unzip.ts')).toEqual([]);
    expect(await ruleHits("import yauzl from 'yauzl';\nvoid yauzl;", 'apps/server/src/lib/archives/unpack-task.ts')).not.toEqual([]);
  });

  it('applies to the web app and the packages too', async () => {
    expect(await ruleHits("import { unzipSync } from 'fflate';\nvoid unzipSync;", 'apps/web/src/features/deals/import.ts')).not.toEqual([]);
    expect(await ruleHits("import JSZip from 'jszip';\nvoid JSZip;", 'packages/finance/src/ocf/read.ts')).not.toEqual([]);
  });
});
