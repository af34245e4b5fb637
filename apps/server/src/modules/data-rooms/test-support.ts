import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { InjectOptions } from 'fastify';
import type { Config } from '../../config';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';

/** A test app whose uploads go to a fresh temporary folder, removed by close(). */
export async function createFilesTestApp(overrides: Partial<Config> = {}): Promise<TestApp & { filesDir: string }> {
  const filesDir = await mkdtemp(join(tmpdir(), 'baobab-rooms-'));
  const t = await createTestApp({ filesDir, ...overrides });
  return {
    ...t,
    filesDir,
    async close() {
      await t.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** Every file left in the storage folder, staging included. */
export async function filesOnDisk(filesDir: string): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
}

export async function pdfBytes(text = 'Pitch deck'): Promise<Buffer> {
  // Fixed dates, so the same text always gives the same bytes (tests compare them).
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  pdf.addPage([400, 300]).drawText(text, { x: 40, y: 150 });
  return Buffer.from(await pdf.save());
}

export const pngBytes = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

/**
 * A minimal zip (deflated entries) with a central directory, enough for the Office check.
 * `declaredSizes` makes both headers lie about an entry's inflated size, as a zip bomb does.
 */
export function zipBytes(entries: Record<string, string | Buffer>, declaredSizes: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declaredSizes[name] ?? data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declaredSizes[name] ?? data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export const contentTypesXml = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`;

export const docxBytes = () => zipBytes({ '[Content_Types].xml': contentTypesXml('wordprocessingml.document'), 'word/document.xml': '<w:document/>' });
export const xlsxBytes = () => zipBytes({ '[Content_Types].xml': contentTypesXml('spreadsheetml.sheet'), 'xl/workbook.xml': '<workbook/>' });

/** A multipart/form-data request with one file part. */
export function uploadRequest(user: TestUser | null, roomId: number, filename: string, bytes: Buffer, folderId?: number): InjectOptions {
  const boundary = '----baobab-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    url: `/api/data-rooms/${roomId}/documents${folderId ? `?folderId=${folderId}` : ''}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(user ? { cookie: user.cookie } : {}) },
  };
}
