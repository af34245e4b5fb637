import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { encodedJson } from '../lib/encoded-body';
import { cacheLookups } from '../lib/metrics';
import { createTestApp, type TestApp } from '../test/test-app';
import { postJob } from '../test/factories/jobs';
import { createStartup } from '../test/factories/startups';
import { signUpFounder } from '../test/factories/users';
import { createVisitorAnswers, type ApiLimit } from './visitor-answers';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A listening app: the answers kept for visitors are sent by its server, which app.inject never reaches. */
async function listening(overrides: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp(overrides);
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { t, get };
}

/**
 * Lookups in the cache the route under test reads first: an answer sent before routing makes none. Only that
 * cache's, so that other work in the process (another cache's stale entry refreshed) cannot move the count.
 */
async function lookups(cache: 'startup-directory' | 'job-board' | 'investor-pages'): Promise<number> {
  const metric = await cacheLookups.get();
  return metric.values.filter(({ labels }) => labels.cache === cache).reduce((sum, { value }) => sum + value, 0);
}

/** An answer's headers but those that differ on every answer. */
const steadyHeaders = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));

async function withStartups(count: number) {
  const { t: app, get } = await listening();
  const founder = await signUpFounder(app);
  for (let i = 0; i < count; i++) await createStartup(app, founder, { name: `Kopa ${i}`, description: 'Payments for market traders in Lagos. '.repeat(6) });
  return { t: app, get, founder };
}

describe('answers kept for visitors', () => {
  it('sends a visitor the same bytes and headers as the route, without asking the cache', async () => {
    const { t, get } = await withStartups(4);
    const path = '/api/startups?limit=3&offset=0';
    const first = await get(path, { 'accept-encoding': 'br' });
    const before = await lookups('startup-directory');
    const again = await get(path, { 'accept-encoding': 'br' });
    expect(await lookups('startup-directory')).toBe(before);
    expect(t.app.visitorAnswers.size).toBe(1);
    expect(again.status).toBe(200);
    expect(steadyHeaders(again)).toEqual(steadyHeaders(first));
    expect(again.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('x-next-cursor')).toBeTruthy();
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // fetch decodes brotli itself.
    const [firstBytes, againBytes] = [Buffer.from(await first.arrayBuffer()), Buffer.from(await again.arrayBuffer())];
    expect(againBytes.equals(firstBytes)).toBe(true);
    expect(JSON.parse(againBytes.toString())).toHaveLength(3);

    // Another encoding of the same URL: the same answer, encoded as the route would.
    const plain = await get(path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(firstBytes.toString());
  });

  it('never sends an answer from before a write', async () => {
    const { t, get, founder } = await withStartups(1);
    const names = async () => ((await (await get('/api/startups?limit=20&offset=0')).json()) as { name: string }[]).map((s) => s.name).sort();
    expect(await names()).toEqual(['Kopa 0']);
    expect(await names()).toEqual(['Kopa 0']);
    await createStartup(t, founder, { name: 'Shamba Direct' });
    expect(await names()).toEqual(['Kopa 0', 'Shamba Direct']);
    // The page the write replaced is let go, not kept beside the new one.
    expect(t.app.visitorAnswers.size).toBe(1);
  });

  it('answers requests with a cookie or a bearer token through the routes, as theirs', async () => {
    const { t, get } = await listening();
    const poster = await signUpFounder(t);
    await postJob(t, poster);
    const emails = async (headers: Record<string, string> = {}) => ((await (await get('/api/jobs?limit=20', headers)).json()) as { user: { email: string } }[]).map((job) => job.user.email);
    expect(await emails()).toEqual(['']);
    expect(await emails()).toEqual(['']);
    expect(t.app.visitorAnswers.size).toBe(1);
    const before = await lookups('job-board');
    expect(await emails({ cookie: poster.cookie })).toEqual([poster.email]);
    expect(await lookups('job-board')).toBeGreaterThan(before);
    const answer = await get('/api/jobs?limit=20', { authorization: 'Bearer not-a-session' });
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers a visitor whose only cookie is the page language before routing, as one without', async () => {
    const { t, get } = await withStartups(2);
    const path = '/api/startups?limit=20&offset=0';
    const first = await (await get(path)).text();
    const before = await lookups('startup-directory');
    const withLanguage = await get(path, { cookie: 'baobab.locale=fr' });
    expect(await lookups('startup-directory')).toBe(before);
    expect(await withLanguage.text()).toBe(first);
    expect(withLanguage.headers.get('cache-control')).not.toBe('private, no-store');
    expect(t.app.visitorAnswers.size).toBe(1);
  });

  it('counts against the API rate limit and lets the app refuse', async () => {
    const { get } = await listening({ rateLimitPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await get('/api/investors?limit=20&offset=0')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await get('/api/investors?limit=20&offset=0');
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('counts each forwarded client apart behind a trusted proxy', async () => {
    const { get } = await listening({ rateLimitPerMinute: 2, trustProxy: true });
    const from = (address: string) => get('/api/investors?limit=20&offset=0', { 'x-forwarded-for': address });
    expect([(await from('198.51.100.1')).status, (await from('198.51.100.1')).status, (await from('198.51.100.1')).status]).toEqual([200, 200, 429]);
    expect((await from('198.51.100.2')).status).toBe(200);
  });

  it('records what it answers in the request metrics, by route', async () => {
    const { t, get } = await listening();
    const count = async () => {
      const text = await (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      return Number(/baobab_http_request_duration_seconds_count\{method="GET",route="\/api\/investors",status_code="200"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    await get('/api/investors?limit=20&offset=0');
    await get('/api/investors?limit=20&offset=0');
    await get('/api/investors?limit=20&offset=0');
    expect(t.app.visitorAnswers.size).toBe(1);
    expect(await count()).toBe(3);
  });

  it('keeps nothing once stopped for shutdown, so every answer says the connection closes', async () => {
    const { t, get } = await listening();
    await get('/api/investors?limit=20&offset=0');
    expect(t.app.visitorAnswers.size).toBe(1);
    t.app.visitorAnswers.stop();
    expect(t.app.visitorAnswers.size).toBe(0);
    const before = await lookups('investor-pages');
    await get('/api/investors?limit=20&offset=0');
    expect(await lookups('investor-pages')).toBeGreaterThan(before);
    expect(t.app.visitorAnswers.size).toBe(0);
  });

  it('lets go of answers no longer fresh every 30 s, when nobody asks for their URL again', () => {
    vi.useFakeTimers();
    try {
      const answers = createVisitorAnswers({ enabled: true, trustProxy: false });
      let fresh = true;
      const visitorGet = { method: 'GET', url: '/api/investors', headers: {}, routeOptions: { url: '/api/investors' } } as unknown as FastifyRequest;
      answers.remember(visitorGet, encodedJson('[]'), { headers: {}, fresh: () => fresh });
      vi.advanceTimersByTime(30_000);
      expect(answers.size).toBe(1);
      fresh = false;
      vi.advanceTimersByTime(30_000);
      expect(answers.size).toBe(0);
      answers.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the request to the app when the rate limiter fails or refuses it (the app then answers as it would)', async () => {
    const visitorGet = { method: 'GET', url: '/api/investors', headers: {}, routeOptions: { url: '/api/investors' } } as unknown as FastifyRequest;
    const raw = { method: 'GET', url: '/api/investors', headers: {}, socket: { remoteAddress: '203.0.113.9' } } as unknown as IncomingMessage;
    const outcomes: Record<string, ApiLimit> = {
      'limiter failed': () => Promise.reject(new Error('the count store is not answering')),
      refused: () => Promise.resolve({ isAllowed: false, isExceeded: true }),
      counted: () => Promise.resolve({ isAllowed: false, isExceeded: false }),
    };
    const answeredBy: Record<string, string> = {};
    for (const [outcome, limit] of Object.entries(outcomes)) {
      const answers = createVisitorAnswers({ enabled: true, trustProxy: false });
      answers.guardWith(limit, {});
      answers.measureWith(() => undefined);
      answers.remember(visitorGet, encodedJson('[]'), { headers: {}, fresh: () => true });
      answeredBy[outcome] = await new Promise<string>((resolve) => {
        const response = { writeHead: () => response, end: () => resolve('kept answer') } as unknown as ServerResponse;
        answers.handle(raw, response, () => resolve('app'));
      });
      answers.stop();
    }
    expect(answeredBy).toEqual({ 'limiter failed': 'app', refused: 'app', counted: 'kept answer' });
  });

  it('keeps nothing when disabled (debug logging, which logs every request)', () => {
    const answers = createVisitorAnswers({ enabled: false, trustProxy: false });
    const visitorGet = { method: 'GET', url: '/api/investors', headers: {}, routeOptions: { url: '/api/investors' } } as unknown as FastifyRequest;
    answers.remember(visitorGet, encodedJson('[]'), { headers: {}, fresh: () => true });
    expect(answers.size).toBe(0);
  });
});
