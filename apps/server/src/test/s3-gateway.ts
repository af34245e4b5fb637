import { HeadObjectCommand, S3Client, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import { it } from 'vitest';
import { DEFAULT_PART_SIZE_BYTES, type S3Options } from '../integrations/s3-storage';

/**
 * The real S3 gateway the storage tests run against: scripts/s3-gateway.sh starts one (Ceph RGW on
 * loopback) and prints these variables. Without them those tests are skipped, unless
 * S3_TEST_REQUIRED=true (CI), where a missing gateway fails the run instead.
 */
const env = process.env;
export const gateway = env.S3_TEST_ENDPOINT
  ? {
      endpoint: env.S3_TEST_ENDPOINT,
      bucket: env.S3_TEST_BUCKET ?? 'baobab-test',
      region: env.S3_TEST_REGION ?? 'us-east-1',
      accessKeyId: env.S3_TEST_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_TEST_SECRET_ACCESS_KEY ?? '',
    }
  : undefined;

export const NO_GATEWAY = 'needs S3_TEST_ENDPOINT: eval "$(scripts/s3-gateway.sh start)"';

/** A test that fails when CI asked for the gateway and it is not there; call it outside the skipped describe. */
export function failWithoutRequiredGateway(): void {
  it.runIf(env.S3_TEST_REQUIRED === 'true')('has an S3 gateway, as S3_TEST_REQUIRED=true asks', () => {
    if (!gateway) throw new Error(`S3_TEST_REQUIRED=true but S3_TEST_ENDPOINT is not set: scripts/s3-gateway.sh did not start or its exports were not passed on`);
  });
}

/** Storage options for the gateway's bucket with its static keys; `overrides` changes any of them. */
export function gatewayOptions(overrides: Partial<S3Options> = {}): S3Options {
  if (!gateway) throw new Error(NO_GATEWAY);
  return {
    endpoint: gateway.endpoint,
    bucket: gateway.bucket,
    region: gateway.region,
    credentials: { accessKeyId: gateway.accessKeyId, secretAccessKey: gateway.secretAccessKey, sessionToken: undefined },
    maxAttempts: 3,
    partSizeBytes: DEFAULT_PART_SIZE_BYTES,
    ...overrides,
  };
}

/** The gateway's own answer about one object, read with the correct keys, outside the code under test. */
export async function headObject(key: string): Promise<HeadObjectCommandOutput | 'missing'> {
  const options = gatewayOptions();
  const client = new S3Client({ endpoint: options.endpoint, region: options.region, forcePathStyle: true, credentials: options.credentials });
  try {
    return await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return 'missing';
    throw error;
  } finally {
    client.destroy();
  }
}
