// Bounded document work: a generated 3,000-page PDF sent to both analysis endpoints (document
// intelligence and data-room document analysis) while another client reads the startup
// directory. The instance stays up, the reader sees only 200s, and each upload gets the limit's
// message or a finished analysis.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { api, signUp } from '../lib/client.mjs';
import { createDatabase, seedDatabase } from '../lib/database.mjs';
import { analyseRoomDocument, analyseUpload, founderWithRoom, longPdf, readDirectory } from '../lib/documents.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const PAGES = 3000;
const PORT = 3967;
// The directory reader and the uploads come from one address: the per-address limit is not under test.
const LIMITS = { RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000' };
const PAGE_LIMIT_MESSAGE = 'This PDF has more than 500 pages; Baobab analyses documents of up to 500 pages.';

let database;
let pdf;

/** Fails at once if something else listens on the port: the check would otherwise test that server. */
async function assertPortFree(port) {
  const inUse = await new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  assert.equal(inUse, false, `port ${port} is already in use`);
}

before(async () => {
  await assertPortFree(PORT);
  database = await createDatabase('documents');
  seedDatabase(database.url, { startups: 200, investors: 20, jobs: 10 });
  pdf = await longPdf(PAGES);
});

after(async () => {
  await database?.drop();
});

/** Both endpoints, twice each, at once, while the directory is read; then the checks every run shares. */
async function sendWhileReading(server, label) {
  const founder = await founderWithRoom(server, `documents-${label}-${process.pid}`);
  const reader = await signUp(server, `reader-${label}-${process.pid}`);
  const started = performance.now();
  const uploads = Promise.all([
    analyseUpload(server.base, founder, pdf, 'long-1.pdf'),
    analyseUpload(server.base, founder, pdf, 'long-2.pdf'),
    analyseRoomDocument(server.base, founder, pdf, 'long-1.pdf'),
    analyseRoomDocument(server.base, founder, pdf, 'long-2.pdf'),
  ]).then((answers) => ({ answers, allAnsweredMs: Math.round(performance.now() - started) }));
  const directory = await readDirectory(server.base, reader.cookie, uploads);
  const { answers, allAnsweredMs } = await uploads;
  const health = await api(server.base, { path: '/api/health' });
  return { answers, allAnsweredMs, directory, healthStatus: health.status };
}

function assertInstanceFine(server, run) {
  assert.equal(run.healthStatus, 200, 'the instance still answers its health check');
  assert.ok(run.directory.requests > 0, 'the directory was read during the uploads');
  assert.deepEqual(run.directory.errors, [], 'the directory reader saw no errors');
}

test('a 3,000-page PDF is refused at the page limit by both endpoints while the directory keeps answering', async () => {
  const server = await startServer({ port: PORT, databaseUrl: database.url, dataDir: tempDir('documents'), env: LIMITS });
  try {
    const run = await sendWhileReading(server, 'limit');
    report('documents-page-limit', { pages: PAGES, pdfBytes: pdf.length, answers: run.answers, allAnsweredMs: run.allAnsweredMs, directory: run.directory });
    assertInstanceFine(server, run);
    for (const answer of run.answers) assert.deepEqual({ status: answer.status, message: answer.message }, { status: 413, message: PAGE_LIMIT_MESSAGE });
  } finally {
    const stopped = await server.stop();
    assert.equal(stopped.code, 0, 'clean exit on SIGTERM');
  }
});

test('with the page limit raised past 3,000, the worker reads the pages until a limit or the end, and the directory keeps answering', async () => {
  // The worker now parses page after page: the text limit (200,000 characters, about 2,000 of
  // these pages) or the time limit ends each read, or it finishes. Any of the three is fine.
  const server = await startServer({ port: PORT, databaseUrl: database.url, dataDir: tempDir('documents'), env: { ...LIMITS, DOCUMENT_MAX_PAGES: '5000' } });
  try {
    const run = await sendWhileReading(server, 'raised');
    report('documents-raised-limit', { pages: PAGES, answers: run.answers, allAnsweredMs: run.allAnsweredMs, directory: run.directory });
    assertInstanceFine(server, run);
    const limitMessages = [
      'The document holds more than 200,000 characters of text. Upload a shorter document or paste an excerpt.',
      'Reading this document took longer than 20 seconds, the limit for one document. Upload a shorter document or paste the text instead.',
    ];
    for (const answer of run.answers) {
      const finished = answer.status === 200 || answer.status === 201;
      assert.ok(finished || (answer.status === 413 && limitMessages.includes(answer.message)), `a finished analysis or a limit message, got ${answer.status} ${answer.message}`);
    }
  } finally {
    const stopped = await server.stop();
    assert.equal(stopped.code, 0, 'clean exit on SIGTERM');
  }
});
