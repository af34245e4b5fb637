import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateMessages } from '@baobab/contracts/dates';
import { textMessages } from '@baobab/contracts/text';
import { as, nextAddress } from '../test/test-app';
import { matrix, type MatrixRow } from './authorization-matrix';
import { disguisingText, hostileQueryValues, impossibleDates, isDateText, malformedMultipart, replaceAt, stringPaths, unstorableText, valueAt, withDate } from './hostile-input';
import { buildWorld, callerKinds, type CallerKind, type World } from './world';

/**
 * docs/security.md, "Hostile input classes": each hostile input class gets a specific 4xx from every route, on PGlite and
 * (with TEST_DATABASE_URL) on PostgreSQL, where NUL in text used to fail the query (a 500).
 */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 180_000);
afterAll(() => w.t.close());

const skipped = ['GET /api/logout', 'GET /api/messages/stream'];
const rows = matrix.filter((row) => !skipped.includes(row.route));

/** The first caller the matrix expects to succeed, so a refusal is the input's doing. */
function permittedCaller(row: MatrixRow): CallerKind {
  return callerKinds.find((kind) => (row.expected[kind] ?? 0) >= 200 && (row.expected[kind] ?? 0) < 300) ?? 'founderA';
}

async function send(row: MatrixRow, request: InjectOptions): Promise<LightMyRequestResponse> {
  const caller = permittedCaller(row);
  // Better Auth limits sign-in attempts per address; each hostile attempt comes from a new one.
  const from = row.route.startsWith('POST /api/auth/') ? { remoteAddress: nextAddress() } : {};
  return w.t.app.inject(as(caller === 'anon' ? null : w.users[caller], { ...request, ...from }));
}

const isJsonBody = (request: InjectOptions) => request.payload !== undefined && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload);

/** Every valid JSON body of the matrix with one of its strings replaced, and the field's name. */
async function bodiesWithOneString(replacement: (original: string) => string | undefined) {
  const cases: Array<{ row: MatrixRow; field: string; request: InjectOptions }> = [];
  for (const row of rows) {
    const base = await row.request(w);
    if (!isJsonBody(base)) continue;
    for (const path of stringPaths(base.payload)) {
      const value = replacement(valueAt(base.payload, path) as string);
      if (value !== undefined) cases.push({ row, field: path.join('.'), request: { ...base, payload: replaceAt(base.payload, path, value) as object } });
    }
  }
  return cases;
}

function expectRefusal(response: LightMyRequestResponse, where: string, field: string, message: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
  expect(response.json().message, where).toContain(message);
  expect(response.json().message, where).toContain(field);
}

describe('text PostgreSQL cannot store', () => {
  it('refuses NUL and lone surrogates in every string of every JSON body with a 400 naming the field', async () => {
    for (const [kind, text] of Object.entries(unstorableText)) {
      const cases = await bodiesWithOneString(() => text);
      expect(cases.length, 'strings in the matrix bodies').toBeGreaterThan(40);
      for (const { row, field, request } of cases) {
        const message = kind === 'nul' ? textMessages.nul : textMessages.loneSurrogate;
        expectRefusal(await send(row, request), `${row.route} ${field} ${kind}`, field, message);
      }
    }
  }, 120_000);

  it('refuses NUL in a JSON key', async () => {
    const response = await w.t.app.inject(as(w.users.founderA, { method: 'PUT', url: '/api/users/profile', payload: { 'head\u0000line': 'x' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(textMessages.nul);
  });

  it('refuses NUL in any query parameter of every GET route, and never answers 5xx to broken escapes', async () => {
    for (const row of rows.filter((r) => r.route.startsWith('GET '))) {
      const base = await row.request(w);
      const url = base.url as string;
      // A route that already takes q (a search) gets its q replaced, not a second one.
      const withoutQ = url.replace(/([?&])q=[^&]*&?/, '$1').replace(/[?&]$/, '');
      const join = withoutQ.includes('?') ? '&' : '?';
      const nul = await send(row, { ...base, url: `${withoutQ}${join}q=a%00b` });
      expect(nul.statusCode, `${row.route} q=a%00b: ${nul.body}`).toBe(400);
      expect(nul.json().message).toBe(`q: ${textMessages.nul}`);
      // And again: a refusal is not remembered as anything else.
      expect((await send(row, { ...base, url: `${withoutQ}${join}q=a%00b` })).statusCode).toBe(400);
      for (const raw of hostileQueryValues) {
        const response = await send(row, { ...base, url: `${withoutQ}${join}q=${raw}&limit=${raw}` });
        expect(response.statusCode, `${row.route} q=${raw}: ${response.body}`).toBeLessThan(500);
      }
    }
  }, 120_000);
});

describe('names and file names', () => {
  const nameField = /(^|\.)(name|firstName|lastName)$/;
  const expected: Record<keyof typeof disguisingText, string> = {
    escape: textMessages.nameControl,
    nextLine: textMessages.nameControl,
    rightToLeftOverride: textMessages.nameBidi,
    isolate: textMessages.nameBidi,
  };

  it('refuses control and bidirectional override characters in every name, saying which class', async () => {
    const routes = new Set<string>();
    for (const [kind, text] of Object.entries(disguisingText) as Array<[keyof typeof disguisingText, string]>) {
      for (const { row, field, request } of await bodiesWithOneString(() => text)) {
        if (!nameField.test(field)) continue;
        routes.add(row.route);
        expectRefusal(await send(row, request), `${row.route} ${field} ${kind}`, field, expected[kind]);
      }
    }
    // Startups (create, update), data rooms, folders, documents.
    expect(routes.size).toBeGreaterThanOrEqual(5);
  }, 60_000);

  it('refuses them in a person\'s name at sign-up and in Better Auth\'s update-user', async () => {
    for (const [kind, text] of Object.entries(disguisingText) as Array<[keyof typeof disguisingText, string]>) {
      const signUp = await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { firstName: text, lastName: 'Okafor', name: `${text} Okafor`, email: `bidi-${kind}@example.com`, password: 'correct-horse-battery' },
        remoteAddress: nextAddress(),
      });
      expect(signUp.statusCode, `sign-up ${kind}: ${signUp.body}`).toBe(400);
      expect(signUp.json().message).toBe(expected[kind]);
      const update = await w.t.app.inject(as(w.users.founderB, { method: 'POST', url: '/api/auth/update-user', payload: { lastName: text } }));
      expect(update.statusCode, `update-user ${kind}: ${update.body}`).toBe(400);
      expect(update.json().message).toBe(expected[kind]);
    }
  });
});

describe('impossible dates', () => {
  it('refuses 2023-02-30, 2023-04-31 and 0000-01-01 in every date field with a 400 naming it', async () => {
    const fields = new Set<string>();
    for (const date of impossibleDates) {
      for (const { row, field, request } of await bodiesWithOneString((original) => (isDateText(original) ? withDate(original, date) : undefined))) {
        fields.add(`${row.route} ${field}`);
        const response = await send(row, request);
        expect(response.statusCode, `${row.route} ${field}=${date}: ${response.body}`).toBe(400);
        expect(response.json().message, `${row.route} ${field}=${date}`).toMatch(new RegExp(`^${field}: `));
      }
    }
    // Milestone due date, exit date, deal date (create and edit), experience start and end dates.
    expect(fields.size).toBeGreaterThanOrEqual(6);
  }, 60_000);

  it('refuses months before 1900 (0000-01) in every month field with a 400 naming it', async () => {
    const fields = new Set<string>();
    for (const { row, field, request } of await bodiesWithOneString((original) => (/^\d{4}-(0[1-9]|1[0-2])$/.test(original) ? '0000-01' : undefined))) {
      fields.add(`${row.route} ${field}`);
      const response = await send(row, request);
      expect(response.statusCode, `${row.route} ${field}=0000-01: ${response.body}`).toBe(400);
      expect(response.json().message, `${row.route} ${field}`).toMatch(new RegExp(`^${field}: `));
    }
    // Update periods (draft and edit), company metric months.
    expect(fields.size).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('says what is wrong with year 0000', async () => {
    const response = await w.t.app.inject(as(w.users.founderA, { method: 'POST', url: `/api/startups/${w.startupA}/funding-tracker/milestones`, payload: { task: 'Audit', dueDate: '0000-01-01' } }));
    expect(response.json().message).toBe(`dueDate: ${dateMessages.tooEarly}`);
  });
});

describe('malformed multipart bodies', () => {
  it('answers every broken upload with a specific 4xx, never 5xx', async () => {
    const answers: string[] = [];
    const wrong: string[] = [];
    const uploads: string[] = [];
    for (const row of rows) {
      const valid = await row.request(w);
      if (!String(valid.headers?.['content-type'] ?? '').startsWith('multipart/')) continue;
      uploads.push(row.route);
      for (const { name, request } of malformedMultipart(valid)) {
        const response = await send(row, request);
        const answer = `${row.route} with ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        answers.push(answer);
        const message = String(response.json().message);
        const namesTheFile = !name.includes('file name') || message.startsWith('filename: ');
        const specific = response.statusCode >= 400 && response.statusCode < 500 && message.length > 0 && namesTheFile;
        if (!specific) wrong.push(answer);
      }
    }
    expect(uploads.sort()).toEqual(['POST /api/data-rooms/:id/documents', 'POST /api/documents/:id/analyze-pdf']);
    expect(answers.length).toBe(30);
    expect(wrong).toEqual([]);
  }, 60_000);
});
