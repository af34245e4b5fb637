import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { InjectOptions } from 'fastify';
import type { Config } from '../../config';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { zipBytes } from '../../test/zip-bytes';

export { zipBytes };

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
