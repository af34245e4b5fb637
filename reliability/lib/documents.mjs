// Helpers of the bounded-document check: a long generated PDF, a founder with a startup and a
// data room, the two analysis endpoints, and a directory reader that times every answer.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectStatus, signUp } from './client.mjs';

/** A PDF of `pages` small pages, each with a line of text, written by pdf-lib. */
export async function longPdf(pages) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    pdf.addPage([300, 200]).drawText(`Page ${n}: monthly revenue grew 4% while burn fell to $150k and runway reached 18 months.`, { x: 10, y: 100, size: 5, font });
  }
  return Buffer.from(await pdf.save());
}

/** A founder who owns a startup and a data room for it, on `server` (startServer's handle). */
export async function founderWithRoom(server, label) {
  const { base } = server;
  const user = await signUp(server, label);
  const profile = { bio: 'Founder of a payments startup.', location: 'Lagos, Nigeria', linkedinUrl: '', expertiseTags: ['Technology'], lookingForCofounder: false };
  await expectStatus(base, { method: 'POST', path: '/api/founders', cookie: user.cookie, body: profile }, 201);
  const startup = { name: `Docs ${label}`, description: 'Payments for market traders.', sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K', teamSize: 4, businessModel: 'B2B SaaS', logoUrl: '', website: '' };
  const { id: startupId } = await expectStatus(base, { method: 'POST', path: '/api/startups', cookie: user.cookie, body: startup }, 201);
  const { id: roomId } = await expectStatus(base, { method: 'POST', path: '/api/data-rooms', cookie: user.cookie, body: { startupId, name: 'Diligence' } }, 201);
  return { ...user, startupId, roomId };
}

/**
 * Sends one analysis request. An analysis still queued or running when the request's wait ends
 * answers 202 with its task: follow it, as the web app does, to the status and message the
 * finished task stands for (its result, or the refusal naming a limit).
 */
async function send(base, path, cookie, init) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method: 'POST', ...init, headers: { origin: base, cookie, ...init.headers } });
  let body = await response.json().catch(() => null);
  let status = response.status;
  if (status === 202) {
    const task = await followTask(base, cookie, body.id);
    status = task.state === 'done' ? 200 : task.failureStatus;
    body = { message: task.reason };
  }
  return { status, message: body?.message ?? null, ms: Math.round(performance.now() - started) };
}

/** Reads the task every half second until it has ended, for at most ten minutes. */
async function followTask(base, cookie, id) {
  for (const until = performance.now() + 600_000; performance.now() < until; ) {
    const task = await (await fetch(`${base}/api/tasks/${id}`, { headers: { origin: base, cookie } })).json();
    if (task.state === 'done' || task.state === 'failed') return task;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`task ${id} did not end within ten minutes`);
}

/** Document intelligence: the multipart upload of the AI Insights screen. */
export function analyseUpload(base, founder, bytes, fileName) {
  const form = new FormData();
  form.append('documentType', 'pitch_deck');
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  return send(base, `/api/documents/${founder.startupId}/analyze-pdf`, founder.cookie, { body: form });
}

/** Data-room document analysis: upload the file to the room, then ask for its analysis. */
export async function analyseRoomDocument(base, founder, bytes, fileName) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  const uploadResponse = await fetch(`${base}/api/data-rooms/${founder.roomId}/documents`, { method: 'POST', body: form, headers: { origin: base, cookie: founder.cookie } });
  if (uploadResponse.status !== 201) throw new Error(`room upload failed: ${uploadResponse.status} ${await uploadResponse.text()}`);
  const { id } = await uploadResponse.json();
  return send(base, `/api/data-rooms/${founder.roomId}/documents/${id}/analysis`, founder.cookie, {
    body: JSON.stringify({ documentType: 'pitch_deck' }),
    headers: { 'content-type': 'application/json' },
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? null;

/**
 * Reads directory pages one after another until `done` resolves and at least `minRequests` were
 * sent, but never more than `maxRequests` or `maxSeconds`. Every answer other than 200 counts as
 * an error; latencies are reported, not judged.
 */
export async function readDirectory(base, cookie, done, { minRequests = 50, maxRequests = 50_000, maxSeconds = 180 } = {}) {
  let finished = false;
  void done.then(() => (finished = true));
  const latencies = [];
  const errors = [];
  const until = performance.now() + maxSeconds * 1000;
  for (let i = 0; i < maxRequests && performance.now() < until && !(finished && i >= minRequests); i += 1) {
    const started = performance.now();
    try {
      const response = await fetch(`${base}/api/startups?limit=20&offset=${(i % 5) * 20}&sort=recent`, { headers: { origin: base, cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) errors.push(`status ${response.status}`);
    } catch (error) {
      errors.push(error.cause?.code ?? error.message);
    }
    latencies.push(performance.now() - started);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (ms) => (ms === null ? null : Math.round(ms));
  return { requests: latencies.length, errors, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)), maxMs: round(sorted.at(-1) ?? null) };
}
