import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { signS3Request, type S3Credentials } from './s3-signature';

/**
 * Where uploaded bytes live. Callers first write and check a file in the staging folder,
 * then hand it over with store(); keys are random ids chosen here, never a user's file name.
 */
export type FileStorage = {
  /** A fresh path in the local staging folder for one upload in progress. */
  stagingPath(): Promise<string>;
  /** Moves a fully written, checked staging file into storage and returns its key. */
  store(stagingPath: string): Promise<string>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

/**
 * Files under one folder: `<root>/<uuid>`, staged in `<root>/.staging`. rename() within one
 * file system is atomic, so a stored key never names a half-written file.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const staging = join(base, '.staging');
  // Keys come from the database, but a key that is not ours must never become a path.
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    return join(base, key);
  };
  return {
    async stagingPath() {
      await mkdir(staging, { recursive: true });
      return join(staging, randomUUID());
    },
    async store(stagingPath) {
      const key = randomUUID();
      await rename(stagingPath, pathOf(key));
      return key;
    },
    async read(key) {
      const stream = createReadStream(pathOf(key));
      await new Promise<void>((done, fail) => stream.once('open', () => done()).once('error', fail));
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export type S3Options = S3Credentials & { endpoint: string; bucket: string };

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) addressed path-style at
 * `<endpoint>/<bucket>/<key>`. Uploads are still staged and checked locally first, then sent
 * with a streamed PUT; the body is not hashed (UNSIGNED-PAYLOAD), so use an https endpoint.
 */
export function createS3Storage(stagingRoot: string, options: S3Options): FileStorage {
  const local = createLocalStorage(stagingRoot);
  const endpoint = new URL(options.endpoint);
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: { stream: Readable; length: number }): Promise<Response> {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
    const path = `${endpoint.pathname.replace(/\/$/, '')}/${options.bucket}/${key}`;
    const headers: Record<string, string> = {
      host: endpoint.host,
      'x-amz-date': new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
      'x-amz-content-sha256': body ? 'UNSIGNED-PAYLOAD' : 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    };
    if (body) headers['content-length'] = String(body.length);
    const authorization = signS3Request(method, path, headers, options);
    const { host: _host, ...sent } = headers;
    const response = await fetch(new URL(path, endpoint), {
      method,
      headers: { ...sent, authorization },
      body: body ? (Readable.toWeb(body.stream) as ReadableStream) : undefined,
      duplex: body ? 'half' : undefined,
    } as RequestInit);
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      await response.body?.cancel();
      throw new Error(`storage ${method} failed with status ${response.status}`);
    }
    return response;
  }
  return {
    stagingPath: local.stagingPath,
    async store(stagingPath) {
      const key = randomUUID();
      const { size } = await stat(stagingPath);
      await send('PUT', key, { stream: createReadStream(stagingPath), length: size });
      await rm(stagingPath, { force: true });
      return key;
    },
    async read(key) {
      const response = await send('GET', key);
      return Readable.fromWeb(response.body as WebReadableStream);
    },
    async remove(key) {
      await send('DELETE', key);
    },
  };
}

export type StorageScope = { kind: 'local' | 's3'; scope: 'instance' | 'shared' };

/** A local folder belongs to one instance; a bucket is shared by every instance that names it. */
export const storageScope = (config: { s3: S3Options | undefined }): StorageScope => (config.s3 ? { kind: 's3', scope: 'shared' } : { kind: 'local', scope: 'instance' });

/** S3 when a bucket is configured, otherwise the local folder. */
export function createStorage(config: { filesDir: string; s3: S3Options | undefined }): FileStorage {
  return config.s3 ? createS3Storage(config.filesDir, config.s3) : createLocalStorage(config.filesDir);
}
