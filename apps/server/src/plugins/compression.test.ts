import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { createStartup } from '../test/factories/startups';
import { signUpFounder } from '../test/factories/users';
import compressionPlugin from './compression';

let t: TestApp;
let baseUrl: string;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  // Enough startups that the directory page is well over the 1 KB threshold.
  for (let i = 0; i < 12; i += 1) {
    await createStartup(t, founder, { name: `Startup number ${i}`, description: 'Payments for market traders, told at some length so the page is large.' });
  }
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('response compression', () => {
  it('sends a large JSON list brotli- or gzip-compressed, as the client accepts, and decodes to the same list', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/startups' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    const br = await t.app.inject({ method: 'GET', url: '/api/startups', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await t.app.inject({ method: 'GET', url: '/api/startups', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live event stream, which is written through as events happen', async () => {
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.get(`${baseUrl}/api/messages/stream`, { headers: { cookie: founder.cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } });
      request.on('error', reject);
      request.on('response', (response) => {
        response.setEncoding('utf8');
        // The first comment arriving uncompressed proves nothing was held back for a compressor.
        response.once('data', (chunk: string) => {
          expect(chunk).toContain(': connected');
          resolve(response.headers);
          request.destroy();
        });
      });
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
  });

  it('sends a file download (content-disposition) byte for byte, even when it is compressible text', async () => {
    // Data-room documents and exports answer this way; a bare app keeps the check independent of their schema.
    const csv = Buffer.from(`holder,shares\n${'Amina,1000\n'.repeat(400)}`);
    const app = Fastify();
    await app.register(compressionPlugin);
    app.get('/file', (_request, reply) => reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="cap.csv"').send(csv));
    app.get('/text', (_request, reply) => reply.header('content-type', 'text/csv; charset=utf-8').send(csv));
    const download = await app.inject({ method: 'GET', url: '/file', headers: { 'accept-encoding': 'br, gzip' } });
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload.equals(csv)).toBe(true);
    // The same bytes without content-disposition are compressed, so the rule above is what keeps downloads as stored.
    const inline = await app.inject({ method: 'GET', url: '/text', headers: { 'accept-encoding': 'br, gzip' } });
    expect(inline.headers['content-encoding']).toBe('br');
    await app.close();
  });
});
