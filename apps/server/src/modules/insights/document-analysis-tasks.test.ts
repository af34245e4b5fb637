import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentLimitMessages } from '@baobab/contracts/insights-api';
import type { Task } from '@baobab/contracts/tasks';
import { loadConfig } from '../../config';
import { buildPdf, multipartBody } from '../../test/pdf';
import { as, type TestUser } from '../../test/test-app';
import { createFilesTestApp, uploadRequest } from '../data-rooms/test-support';
import { insertUploadWithinCap } from './document-uploads.repository';
import { roomWithPeople } from '../../test/factories/data-rooms';
import { deckText } from '../../test/factories/documents';

let t: Awaited<ReturnType<typeof createFilesTestApp>>;
let owner: TestUser;
let stranger: TestUser;
let roomId: number;
let startupId: number;

beforeAll(async () => {
  // No wait: every analysis answers 202 with its task, so the task's life can be followed.
  t = await createFilesTestApp({ documents: { ...loadConfig({}).documents, maxPages: 3, waitSeconds: 0 } });
  ({ owner, roomId, startupId, stranger } = await roomWithPeople(t, 'Tasks'));
});
afterAll(() => t.close());

const deckPdf = (pages = 1) => buildPdf(Array.from({ length: pages }, () => deckText.split('\n').slice(0, 12)));

const uploadForAnalysis = (user: TestUser, bytes: Buffer) =>
  t.app.inject(as(user, { method: 'POST', url: `/api/documents/${startupId}/analyze-pdf`, ...multipartBody({ documentType: 'pitch_deck' }, { name: 'Deck.pdf', type: 'application/pdf', bytes }) }));

const readTask = (user: TestUser | null, id: string) => t.app.inject(as(user, { method: 'GET', url: `/api/tasks/${id}` }));

/** Follows a task as the web app does until it has ended. */
async function finished(user: TestUser, id: string): Promise<Task> {
  let task: Task | undefined;
  await vi.waitFor(
    async () => {
      const response = await readTask(user, id);
      expect(response.statusCode).toBe(200);
      task = response.json();
      expect(['done', 'failed']).toContain(task!.state);
    },
    { timeout: 20_000, interval: 100 },
  );
  return task!;
}

const waitingUploads = async () => {
  const result = await t.db.execute(sql`select count(*)::int as n from document_upload`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
};

describe('document analysis as a queued task', () => {
  it('answers 202 with the task, which its owner follows to the stored analysis', async () => {
    const response = await uploadForAnalysis(owner, deckPdf());
    expect(response.statusCode, response.body).toBe(202);
    const started: Task = response.json();
    expect(started).toMatchObject({ kind: 'document-analysis', reason: null, result: null });
    expect(['queued', 'running', 'done']).toContain(started.state);

    const task = await finished(owner, started.id);
    expect(task).toMatchObject({ state: 'done', reason: null, failureStatus: null, result: { startupId, roomId: null, documentId: null } });
    expect(task.finishedAt).not.toBeNull();
    const list = await t.app.inject(as(owner, { method: 'GET', url: `/api/startups/${startupId}/document-analyses` }));
    expect(list.json().find((a: { id: number }) => a.id === task.result!.analysisId)).toMatchObject({ source: 'pdf', fileName: 'Deck.pdf' });
    // The uploaded bytes are not kept once the task has read them.
    expect(await waitingUploads()).toBe(0);
  });

  it('shows a task only to the person who started it', async () => {
    const { id } = (await uploadForAnalysis(owner, deckPdf())).json();
    await finished(owner, id);
    expect((await readTask(stranger, id)).statusCode).toBe(404);
    expect((await readTask(null, id)).statusCode).toBe(401);
    expect((await readTask(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await readTask(owner, 'not-a-task')).statusCode).toBe(404);
  });

  it('ends a document over a limit as failed, with the message naming the limit, and keeps nothing', async () => {
    const response = await uploadForAnalysis(owner, deckPdf(5));
    expect(response.statusCode, response.body).toBe(202);
    const task = await finished(owner, response.json().id);
    expect(task).toMatchObject({ state: 'failed', failureStatus: 413, reason: documentLimitMessages.tooManyPages('pdf', 3), result: null });
    expect(await waitingUploads()).toBe(0);
  });

  it('refuses at once, without a task, what the request can tell: a stranger, or a file that is no document', async () => {
    expect((await uploadForAnalysis(stranger, deckPdf())).statusCode).toBe(404);
    const notADocument = await t.app.inject(
      as(owner, { method: 'POST', url: `/api/documents/${startupId}/analyze-pdf`, ...multipartBody({ documentType: 'pitch_deck' }, { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('plain text') }) }),
    );
    expect(notADocument.statusCode).toBe(400);
    expect(await waitingUploads()).toBe(0);
  });

  it("analyses a data-room document through a task and links it to the document's version", async () => {
    const uploaded = await t.app.inject(uploadRequest(owner, roomId, 'Deck.pdf', deckPdf()));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = `/api/data-rooms/${roomId}/documents/${uploaded.json().id}/analysis`;
    const response = await t.app.inject(as(owner, { method: 'POST', url, payload: { documentType: 'pitch_deck' } }));
    expect(response.statusCode, response.body).toBe(202);
    const task = await finished(owner, response.json().id);
    expect(task).toMatchObject({ state: 'done', result: { roomId, documentId: uploaded.json().id, version: 1 } });
    const stored = await t.app.inject(as(owner, { method: 'GET', url }));
    expect(stored.json()).toMatchObject({ id: task.result!.analysisId, documentId: uploaded.json().id, version: 1, source: 'pdf' });
    expect((await readTask(stranger, task.id)).statusCode).toBe(404);
  });
});

describe('uploads waiting for analysis', () => {
  it('lets one person have at most the cap waiting, when twenty uploads race', async () => {
    const upload = { ownerId: stranger.id, startupId, documentType: 'pitch_deck', kind: 'pdf', fileName: 'Deck.pdf', bytes: Buffer.from('%PDF-1.4') };
    const ids = await Promise.all(Array.from({ length: 20 }, () => insertUploadWithinCap(t.db, upload, 3)));
    expect(ids.filter(Boolean)).toHaveLength(3);
    await t.db.execute(sql`delete from document_upload where owner_id = ${stranger.id}`);
  });
});
