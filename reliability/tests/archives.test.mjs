// Bounded unpacking: zips that lie about their size (100 bytes declared, 150 MB and 1 GB inside),
// deflate bombs and archives of 20,000 entries, sent to every upload route that opens an archive
// (Open Cap Format import, data-room upload of an Office file, document analysis of a .docx) while
// another client reads the startup directory. The reader's worst latency stays under 1 s, and each
// upload is answered with the limit it reached.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { signUp } from '../lib/client.mjs';
import { createDatabase, seedDatabase } from '../lib/database.mjs';
import { analyseDocx, hostileArchives, importOcf, uploadToRoom } from '../lib/archives.mjs';
import { founderWithRoom, readDirectory } from '../lib/documents.mjs';
import { tempDir } from '../lib/paths.mjs';
import { report } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';

const PORT = Number(process.env.RELIABILITY_ARCHIVES_PORT ?? 3968);
const METRICS_TOKEN = 'reliability-metrics-token';
// The directory reader and the uploads come from one address: the per-address limit is not under test.
// This run scrapes /metrics (the server's event-loop lag), so it turns it back on with a token.
const ENV = { RATE_LIMIT_PER_MINUTE: '100000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', METRICS_DISABLED: 'false', METRICS_TOKEN };
const MAX_READER_MS = 1000;
const MB = 1024 * 1024;

// The limits' messages, written out (apps/server: OCF 5 MB and 1,000 entries; documents 64 MB,
// DOCUMENT_MAX_UNPACKED_MB; data-room Office files 100 times their size, at least 100 MB; 10,000 entries).
const unpacked = (mb) =>
  `This file unpacks to more than ${mb.toLocaleString('en-US')} MB, the limit for this upload. Baobab counts the bytes as it unpacks them and stops at the limit, whatever sizes the file declares.`;
const entries = (max) => `This file holds more than ${max.toLocaleString('en-US')} entries once unpacked, the limit for this upload.`;
const roomLimitMb = (bytes) => Math.min(2048, Math.max(1, Math.ceil(bytes / MB)) * 100);

let database;
let archives;

before(async () => {
  database = await createDatabase('archives');
  seedDatabase(database.url, { startups: 200, investors: 20, jobs: 10 });
  archives = hostileArchives();
});

after(async () => {
  await database?.drop();
});

/**
 * The server's own longest event-loop stall since the previous call, in ms (prom-client's lag
 * histogram, reset at every scrape): what a blocked request thread shows, apart from the network.
 */
async function eventLoopMaxLagMs(base) {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith('baobab_nodejs_eventloop_lag_max_seconds '));
  return line ? Math.round(Number(line.split(' ')[1]) * 1000) : null;
}

/** One route's uploads one after another (the document workers queue a few at most), each with the answer it should get. */
async function sendEach(route, send, expected) {
  const answers = [];
  for (const archive of archives) {
    const started = performance.now();
    const got = await send(archive);
    answers.push({ route, archive: archive.label, ...got, ms: Math.round(performance.now() - started), expected: expected(archive) });
  }
  return answers;
}

test('lying zips, deflate bombs and many-entry archives get the limit message on every archive route while the directory answers within 1 s', async () => {
  const server = await startServer({ port: PORT, databaseUrl: database.url, dataDir: tempDir('archives'), env: ENV });
  try {
    const founder = await founderWithRoom(server, `archives-${process.pid}`);
    const reader = await signUp(server, `archives-reader-${process.pid}`);
    // A first read warms the directory's cache and the connection, as any running instance has.
    // The same reader with no upload running: what the machine alone costs, for comparison.
    const idle = await readDirectory(server.base, reader.cookie, new Promise((resolve) => setTimeout(resolve, 5000)));
    await eventLoopMaxLagMs(server.base);
    const started = performance.now();
    const uploads = Promise.all([
      sendEach('ocf-import', (a) => importOcf(server.base, founder, a.ocf), (a) => ({ status: 413, message: a.entries ? entries(1000) : unpacked(5) })),
      sendEach('data-room-upload', (a) => uploadToRoom(server.base, founder, a.docx, 'bomb.docx'), (a) => ({ status: 413, message: a.entries ? entries(10_000) : unpacked(roomLimitMb(a.docx.length)) })),
      sendEach('document-analysis', (a) => analyseDocx(server.base, founder, a.docx, 'bomb.docx'), (a) => ({ status: 413, message: a.entries ? entries(10_000) : unpacked(64) })),
    ]).then((lists) => lists.flat());
    const directory = await readDirectory(server.base, reader.cookie, uploads);
    const answers = await uploads;
    const allAnsweredMs = Math.round(performance.now() - started);
    const serverEventLoopMaxLagMs = await eventLoopMaxLagMs(server.base);
    report('archives-bounded-unpacking', {
      archives: archives.map((a) => ({ label: a.label, docxBytes: a.docx.length, ocfBytes: a.ocf.length })),
      answers: answers.map(({ expected: _expected, ...a }) => a),
      allAnsweredMs,
      serverEventLoopMaxLagMs,
      directoryWithoutUploads: idle,
      directory,
    });
    assert.deepEqual(directory.errors, [], 'the directory reader saw no errors');
    assert.ok(directory.requests >= 50, 'the directory was read during the uploads');
    assert.ok(directory.maxMs < MAX_READER_MS, `the reader's worst latency was ${directory.maxMs} ms`);
    assert.ok(serverEventLoopMaxLagMs !== null && serverEventLoopMaxLagMs < MAX_READER_MS, `the server's request thread stalled for ${serverEventLoopMaxLagMs} ms`);
    for (const answer of answers) {
      assert.deepEqual({ status: answer.status, message: answer.message }, answer.expected, `${answer.route}, ${answer.archive}`);
    }
  } finally {
    const stopped = await server.stop();
    assert.equal(stopped.code, 0, 'clean exit on SIGTERM');
  }
});
