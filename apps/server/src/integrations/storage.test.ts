import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createStorage, storageScope } from './storage';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'baobab-storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('file storage', () => {
  it('keeps files in a local folder under random names and removes them', async () => {
    const storage = createLocalStorage(root);
    const staged = await storage.stagingPath();
    await writeFile(staged, 'quarterly numbers');
    const key = await storage.store(staged);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await text(await storage.read(key))).toBe('quarterly numbers');
    await storage.remove(key);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toThrow();
    expect(await readdir(join(root, '.staging'))).toEqual([]);
    expect(await readdir(root)).toEqual(['.staging']);
    await expect(storage.read('../../etc/passwd')).rejects.toThrow('invalid storage key');
  });

  it('uses the bucket when one is configured, and says it is shared by every instance', async () => {
    const s3 = { endpoint: 'http://127.0.0.1:1', bucket: 'rooms', region: 'us-east-1', credentials: undefined, maxAttempts: 1, partSizeBytes: 5 * 1024 * 1024 };
    expect(storageScope({ s3 })).toEqual({ kind: 's3', scope: 'shared' });
    expect(storageScope({ s3: undefined })).toEqual({ kind: 'local', scope: 'instance' });
    // A key that is not ours is refused before any request is made (nothing listens on port 1).
    await expect(createStorage({ filesDir: root, s3 }).read('../other-bucket/key')).rejects.toThrow('invalid storage key');
  });
});
