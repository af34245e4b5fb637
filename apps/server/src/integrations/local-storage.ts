import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';

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
  /** Throws unless files can be stored now (readiness, modules/health): a writable folder, a reachable bucket. */
  check(): Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f-]{36}$/;

/** Keys come from the database, but a key that is not ours must never become a path or an object name. */
export const isStorageKey = (key: string): boolean => KEY_PATTERN.test(key);

/**
 * Files under one folder: `<root>/<uuid>`, staged in `<root>/.staging`. rename() within one
 * file system is atomic, so a stored key never names a half-written file.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = resolve(root);
  const staging = join(base, '.staging');
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return join(base, key);
  };
  return {
    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.W_OK);
    },
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
