import { createLocalStorage, type FileStorage } from './local-storage';
import { createS3Storage, type S3Options } from './s3-storage';

export { createLocalStorage, type FileStorage } from './local-storage';
export type { S3Options } from './s3-storage';

export type StorageScope = { kind: 'local' | 's3'; scope: 'instance' | 'shared' };

/** A local folder belongs to one instance; a bucket is shared by every instance that names it. */
export const storageScope = (config: { s3: S3Options | undefined }): StorageScope => (config.s3 ? { kind: 's3', scope: 'shared' } : { kind: 'local', scope: 'instance' });

/** S3 when a bucket is configured, otherwise the local folder. */
export function createStorage(config: { filesDir: string; s3: S3Options | undefined }): FileStorage {
  return config.s3 ? createS3Storage(config.filesDir, config.s3) : createLocalStorage(config.filesDir);
}
