import { once } from 'node:events';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage, type FileStorage } from './storage';

let root: string;
let server: Server;
const objects = new Map<string, Buffer>();
const seen: { method: string; url: string; authorization: string | undefined }[] = [];

/** A stand-in S3 endpoint: keeps objects in memory and records what it was sent. */
async function handle(request: IncomingMessage) {
  seen.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
  if (request.method === 'PUT') objects.set(request.url!, await buffer(request));
  if (request.method === 'DELETE') objects.delete(request.url!);
  return request.method === 'GET' ? objects.get(request.url!) : Buffer.alloc(0);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'baobab-storage-'));
  server = createServer((request, response) => {
    void handle(request).then((body) => {
      response.statusCode = body ? 200 : 404;
      response.end(body);
    });
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(async () => {
  server.close();
  await rm(root, { recursive: true, force: true });
});

async function roundTrip(storage: FileStorage) {
  const staged = await storage.stagingPath();
  await writeFile(staged, 'quarterly numbers');
  const key = await storage.store(staged);
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(await text(await storage.read(key))).toBe('quarterly numbers');
  await storage.remove(key);
  await expect(storage.read(key)).rejects.toThrow();
  expect(await readdir(join(root, '.staging'))).toEqual([]);
  return key;
}

describe('file storage', () => {
  it('keeps files in a local folder under random names and removes them', async () => {
    const key = await roundTrip(createLocalStorage(root));
    expect(await readdir(root)).toEqual(['.staging']);
    await expect(createLocalStorage(root).read('../../etc/passwd')).rejects.toThrow('invalid storage key');
    expect(key).not.toContain('/');
  });

  it('puts, gets and deletes signed objects in an S3-compatible bucket', async () => {
    const { port } = server.address() as AddressInfo;
    const storage = createS3Storage(root, {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'rooms',
      region: 'af-south-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
    });
    const key = await roundTrip(storage);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`PUT /rooms/${key}`, `GET /rooms/${key}`, `DELETE /rooms/${key}`, `GET /rooms/${key}`]);
    for (const r of seen) expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/af-south-1\/s3\/aws4_request,/);
    expect(objects.size).toBe(0);
  });
});
