import { createHash, randomBytes } from 'node:crypto';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { GetSessionTokenCommand, STSClient } from '@aws-sdk/client-sts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceMessages } from '@baobab/contracts/service-texts';
import { AppError } from '../lib/errors';
import { failWithoutRequiredGateway, gateway, gatewayOptions, headObject, NO_GATEWAY } from '../test/s3-gateway';
import type { FileStorage } from './local-storage';
import { createS3Storage, type S3Options } from './s3-storage';

type SdkError = Error & { $metadata?: { httpStatusCode?: number; attempts?: number } };

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'baobab-s3-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const storageWith = (overrides: Partial<S3Options> = {}) => createS3Storage(root, gatewayOptions(overrides));

async function stage(storage: FileStorage, bytes: Buffer): Promise<string> {
  const path = await storage.stagingPath();
  await writeFile(path, bytes);
  return path;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Stores `bytes`, checks the bucket gives the same back, removes them and checks they are gone. */
async function roundTrip(storage: FileStorage, bytes: Buffer) {
  const key = await storage.store(await stage(storage, bytes));
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  const head = await headObject(key);
  expect(head).not.toBe('missing');
  const back = await buffer(await storage.read(key));
  expect(back.length).toBe(bytes.length);
  expect(sha256(back)).toBe(sha256(bytes));
  await storage.remove(key);
  expect(await headObject(key)).toBe('missing');
  expect(await readdir(join(root, '.staging'))).toEqual([]);
  return head === 'missing' ? undefined : head;
}

/** The SDK's error behind a refusal, which the store answers as a 503 the person can act on (lib/errors.ts). */
async function refusal(promise: Promise<unknown>): Promise<SdkError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error('the gateway accepted the request');
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(503);
  expect((error as AppError).message).toBe(serviceMessages.storageUnavailable);
  return (error as AppError).cause as SdkError;
}

failWithoutRequiredGateway();

describe.skipIf(!gateway)(`data-room files in a real S3 gateway (${NO_GATEWAY})`, () => {
  it('stores, reads back identical bytes and removes a file in one PUT', async () => {
    const head = await roundTrip(storageWith(), randomBytes(256 * 1024));
    // A single PUT's ETag is the MD5 of the object; a multipart one ends in -<parts>.
    expect(head?.ETag).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('sends a file larger than one part as a multipart upload and reads it back byte for byte', { timeout: 120_000 }, async () => {
    const bytes = randomBytes(20 * 1024 * 1024);
    const head = await roundTrip(storageWith({ partSizeBytes: 5 * 1024 * 1024 }), bytes);
    expect(head?.ETag).toMatch(/^"[0-9a-f]{32}-4"$/);
    expect(head?.ContentLength).toBe(bytes.length);
  });

  it('treats removing a key that is not in the bucket as done', async () => {
    const key = '00000000-0000-4000-8000-000000000000';
    expect(await headObject(key)).toBe('missing');
    await expect(storageWith().remove(key)).resolves.toBeUndefined();
  });

  it('is refused with a wrong secret: the gateway checks signatures, and the staged file is kept', async () => {
    const good = storageWith();
    const key = await good.store(await stage(good, Buffer.from('board minutes')));
    const wrong = storageWith({ credentials: { ...gatewayOptions().credentials!, secretAccessKey: 'not-the-secret' } });
    const staged = await stage(wrong, Buffer.from('forged'));

    const put = await refusal(wrong.store(staged));
    const get = await refusal(wrong.read(key));
    for (const error of [put, get]) {
      expect(error.$metadata?.httpStatusCode).toBe(403);
      // RGW with STS on reports a bad signature on a long-term key as AccessDenied (its STS
      // check refuses the key too); AWS and RGW without STS say SignatureDoesNotMatch.
      expect(['SignatureDoesNotMatch', 'AccessDenied']).toContain(error.name);
      // Refusals are final: the SDK does not retry them.
      expect(error.$metadata?.attempts).toBe(1);
    }
    await expect(access(staged)).resolves.toBeUndefined();
    await rm(staged);
    expect((await buffer(await good.read(key))).toString()).toBe('board minutes');
    await good.remove(key);
  });

  it('uses temporary credentials with their session token, and refuses them signed with a wrong secret', async () => {
    const options = gatewayOptions();
    const sts = new STSClient({ endpoint: options.endpoint, region: options.region, credentials: options.credentials });
    const { Credentials: issued } = await sts.send(new GetSessionTokenCommand({ DurationSeconds: 900 }));
    sts.destroy();
    expect(issued?.SessionToken).toBeTruthy();
    expect(issued?.AccessKeyId).not.toBe(options.credentials?.accessKeyId);
    const temporary = { accessKeyId: issued!.AccessKeyId!, secretAccessKey: issued!.SecretAccessKey!, sessionToken: issued!.SessionToken };

    await roundTrip(storageWith({ credentials: temporary }), randomBytes(4096));

    const wrongSecret = storageWith({ credentials: { ...temporary, secretAccessKey: 'not-the-secret' } });
    const bad = await refusal(wrongSecret.store(await stage(wrongSecret, Buffer.from('forged'))));
    expect(bad.name).toBe('SignatureDoesNotMatch');
    expect(bad.$metadata?.httpStatusCode).toBe(403);
    const noToken = storageWith({ credentials: { ...temporary, sessionToken: undefined } });
    expect((await refusal(noToken.read('00000000-0000-4000-8000-000000000000'))).$metadata?.httpStatusCode).toBe(403);
    for (const name of await readdir(join(root, '.staging'))) await rm(join(root, '.staging', name));
  });

  it('finds keys through the SDK default credential chain when none are configured (here: the AWS_* environment)', async () => {
    const { accessKeyId, secretAccessKey } = gatewayOptions().credentials!;
    vi.stubEnv('AWS_ACCESS_KEY_ID', accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', secretAccessKey);
    try {
      await roundTrip(storageWith({ credentials: undefined }), randomBytes(1024));
      vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'not-the-secret');
      expect((await refusal(storageWith({ credentials: undefined }).read('00000000-0000-4000-8000-000000000000'))).$metadata?.httpStatusCode).toBe(403);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('a bucket that does not answer', () => {
  it('fails every operation as a 503 with the catalog message, keeping the cause and the staged file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baobab-s3-down-'));
    // Nothing listens on port 9 of loopback (discard): every request is refused at once.
    const down = createS3Storage(dir, {
      endpoint: 'http://127.0.0.1:9',
      bucket: 'nowhere',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIADOWN', secretAccessKey: 'down-secret', sessionToken: undefined },
      maxAttempts: 1,
      partSizeBytes: 5 * 1024 * 1024,
    });
    const staged = await down.stagingPath();
    await writeFile(staged, 'board minutes');
    const key = '00000000-0000-4000-8000-000000000000';
    for (const operation of [() => down.store(staged), () => down.read(key), () => down.remove(key)]) {
      const cause = await refusal(operation());
      expect(cause).toBeInstanceOf(Error);
    }
    await expect(access(staged)).resolves.toBeUndefined();
    await rm(dir, { recursive: true, force: true });
  });
});
