import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { serviceMessages } from '@baobab/contracts/service-texts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { dataRoomDocuments } from '../../db/schema/data-rooms';
import { createMemoryMailer } from '../../integrations/email';
import { createRoom } from '../../test/factories/data-rooms';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { rememberMailer, type TestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { pdfBytes, uploadRequest } from './test-support';

/**
 * A bucket that does not answer (nothing listens on loopback's port 9): an upload is answered 503 with
 * the catalog message and Retry-After, nothing is recorded, and the log says why, without the secret key.
 */
const SECRET = 'the-bucket-secret-key-never-logged';
let app: FastifyInstance;
let database: TestDatabase;
let filesDir: string;
const logLines: Array<Record<string, unknown>> = [];
const rawLog: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  filesDir = await mkdtemp(join(tmpdir(), 'baobab-s3-down-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    {
      dataDir: ':memory:',
      databaseUrl: database.databaseUrl,
      filesDir,
      rateLimitPerMinute: 100_000,
      s3: {
        endpoint: 'http://127.0.0.1:9',
        bucket: 'nowhere',
        region: 'us-east-1',
        credentials: { accessKeyId: 'AKIADOWN', secretAccessKey: SECRET, sessionToken: undefined },
        maxAttempts: 1,
        partSizeBytes: 5 * 1024 * 1024,
      },
    },
  );
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      rawLog.push(line);
      logLines.push(JSON.parse(line));
    }
  });
  const mailer = createMemoryMailer();
  app = await buildApp({ config, database: database.database, mailer, logStream });
  rememberMailer(app, mailer);
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(filesDir, { recursive: true, force: true });
});

describe('a file store that does not answer', () => {
  it('answers an upload 503 with the catalog message and Retry-After, records nothing, and logs the cause', async () => {
    const t = { app, db: database.database.db } as TestApp;
    const owner = await signUpWithRole(t, 'founder');
    const startupId = (await buildStartup(t, owner.id)).id;
    const roomId = await createRoom({ app }, owner, startupId, 'Series A');

    const response = await app.inject(uploadRequest(owner, roomId, 'Accounts.pdf', await pdfBytes('Audited accounts')));
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({ message: serviceMessages.storageUnavailable, code: 'SERVICE_UNAVAILABLE' });
    expect(response.headers['retry-after']).toBe('30');
    expect(await database.database.db.select().from(dataRoomDocuments).where(eq(dataRoomDocuments.roomId, roomId))).toEqual([]);

    const line = logLines.find((l) => l.msg === serviceMessages.storageUnavailable);
    expect(line).toMatchObject({ level: 50, code: 'SERVICE_UNAVAILABLE', cause: { code: 'ECONNREFUSED' } });
    expect(rawLog.join('\n')).not.toContain(SECRET);
  });
});
