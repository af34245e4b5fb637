import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { storageUnavailable } from '../lib/errors';
import { createLocalStorage, isStorageKey, type FileStorage } from './local-storage';

export type S3Options = {
  /** Unset means AWS itself; a custom endpoint (Ceph, MinIO, R2...) is addressed path-style. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Static keys; unset leaves credentials to the SDK's default chain (environment, shared config, web identity, ECS/EC2 roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken: string | undefined } | undefined;
  /** Tries per request, the first included, with the SDK's backoff between them. */
  maxAttempts: number;
  /** Files larger than one part go up as a multipart upload in parts of this size (S3's least is 5 MiB). */
  partSizeBytes: number;
};

export const DEFAULT_PART_SIZE_BYTES = 8 * 1024 * 1024;
/** Parts in flight per upload: each is held in memory while it is sent. */
const PARTS_IN_FLIGHT = 2;
/** Readiness waits this long for the bucket; a balancer polls every few seconds. */
const CHECK_TIMEOUT_MS = 2000;

type Sdk = { s3: typeof ClientS3; storage: typeof LibStorage };
let sdk: Promise<Sdk> | undefined;
/** The SDK is loaded on first use, so a server without S3 never parses it at start. */
const loadSdk = () => (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ s3, storage })));

function clientOf({ s3 }: Sdk, options: S3Options): ClientS3.S3Client {
  return new s3.S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    maxAttempts: options.maxAttempts,
    // Checksums only where S3 requires them: gateways other than AWS (older Ceph, MinIO, R2)
    // refuse or ignore the CRC headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: options.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
    responseChecksumValidation: options.endpoint ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
  });
}

/** Any failure of the bucket (after the SDK's retries) as a 503 that keeps the SDK's error as its cause. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw storageUnavailable(error);
  }
}

/**
 * Data-room files in an S3 bucket through the AWS SDK. Uploads are still staged and checked in the
 * local folder first; store() then sends the file in one PUT, or as a multipart upload when it is
 * larger than one part, and removes the staged copy only once the bucket has it.
 */
export function createS3Storage(stagingRoot: string, options: S3Options): FileStorage {
  const local = createLocalStorage(stagingRoot);
  let connected: Promise<{ sdk: Sdk; client: ClientS3.S3Client }> | undefined;
  const connect = () => (connected ??= loadSdk().then((loaded) => ({ sdk: loaded, client: clientOf(loaded, options) })));
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return key;
  };
  return {
    async check() {
      const { sdk: loaded, client } = await connect();
      // HEAD on the bucket: the cheapest request that proves the endpoint, the keys and the bucket.
      await client.send(new loaded.s3.HeadBucketCommand({ Bucket: options.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    stagingPath: local.stagingPath,
    async store(stagingPath) {
      const { sdk: loaded, client } = await connect();
      const key = randomUUID();
      const { size } = await stat(stagingPath);
      const upload = new loaded.storage.Upload({
        client,
        params: { Bucket: options.bucket, Key: key, Body: createReadStream(stagingPath), ContentLength: size },
        partSize: options.partSizeBytes,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted: its parts would otherwise stay in the bucket, billed and unseen.
        leavePartsOnError: false,
      });
      await answering(() => upload.done());
      await rm(stagingPath, { force: true });
      return key;
    },
    async read(key) {
      const { sdk: loaded, client } = await connect();
      const command = new loaded.s3.GetObjectCommand({ Bucket: options.bucket, Key: checked(key) });
      const response = await answering(() => client.send(command));
      return response.Body as Readable;
    },
    async remove(key) {
      const { sdk: loaded, client } = await connect();
      const command = new loaded.s3.DeleteObjectCommand({ Bucket: options.bucket, Key: checked(key) });
      // S3 answers a delete of a missing key with success, as the local folder's rm({ force }) does.
      await answering(() => client.send(command));
    },
  };
}
