import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { dataRoomDocumentVersions } from '../../db/schema/data-rooms';
import { createMemoryMailer } from '../../integrations/email';
import { failWithoutRequiredGateway, gateway, gatewayOptions, headObject, NO_GATEWAY } from '../../test/s3-gateway';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { as, rememberMailer, type TestApp } from '../../test/test-app';
import { filesOnDisk, pdfBytes, uploadRequest } from './test-support';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { createRoom } from '../../test/factories/data-rooms';

/**
 * Two server instances on one database with one bucket, as behind a load balancer: a document
 * uploaded through one is downloaded through the other, whose own files folder never saw it.
 * On PGlite both apps share the one in-process database; on PostgreSQL each has its own pool.
 */
failWithoutRequiredGateway();

describe.skipIf(!gateway)(`data-room files shared by two instances through S3 (${NO_GATEWAY})`, () => {
  let shared: TestDatabase;
  let secondDatabase: Database | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const folders: string[] = [];

  async function instance(database: Database, databaseUrl: string | undefined): Promise<FastifyInstance> {
    const filesDir = await mkdtemp(join(tmpdir(), 'baobab-s3-instance-'));
    folders.push(filesDir);
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      {
        dataDir: ':memory:',
        databaseUrl,
        filesDir,
        s3: gatewayOptions(),
        rateLimitPerMinute: 100_000,
        // One secret for both: a session cookie made on A works on B.
        authSecret: 'two-instances-share-this-secret-0123456789',
      },
    );
    const mailer = createMemoryMailer();
    const app = await buildApp({ config, database, mailer });
    rememberMailer(app, mailer);
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    shared = await createTestDatabase();
    secondDatabase = shared.databaseUrl ? await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: ':memory:' }) : undefined;
    a = await instance(shared.database, shared.databaseUrl);
    b = await instance(secondDatabase ?? shared.database, shared.databaseUrl);
  }, 240_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondDatabase?.close();
    await shared?.destroy();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('downloads through instance B the exact bytes a founder uploaded through instance A', { timeout: 120_000 }, async () => {
    const viaA = { app: a, db: shared.database.db } as TestApp;
    const owner = await signUpWithRole(viaA, 'founder');
    const startupId = (await buildStartup(viaA, owner.id)).id;
    const roomId = await createRoom({ app: a }, owner, startupId, 'Series A');
    const bytes = await pdfBytes('Audited accounts 2025');

    const uploaded = await a.inject(uploadRequest(owner, roomId, 'Accounts.pdf', bytes));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json().id as number;
    const [version] = await shared.database.db.select().from(dataRoomDocumentVersions).where(eq(dataRoomDocumentVersions.documentId, documentId));
    expect(await headObject(version!.storageKey)).toMatchObject({ ContentLength: bytes.length });
    // Neither instance keeps a copy: A's staged upload was removed once the bucket had it.
    for (const folder of folders) expect(await filesOnDisk(folder)).toEqual([]);

    const downloaded = await b.inject(as(owner, { method: 'GET', url: `/api/data-rooms/${roomId}/documents/${documentId}/content?disposition=attachment` }));
    expect(downloaded.statusCode, downloaded.body).toBe(200);
    expect(downloaded.rawPayload.equals(bytes)).toBe(true);

    const removed = await b.inject(as(owner, { method: 'DELETE', url: `/api/data-rooms/${roomId}/documents/${documentId}` }));
    expect(removed.statusCode).toBe(204);
  });
});
