import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import compressionPlugin from '../plugins/compression';
import { encodedJson, sendEncodedJson } from './encoded-body';

const largeJson = JSON.stringify(Array.from({ length: 40 }, (_, id) => ({ id, name: `Startup ${id}`, sector: 'FinTech' })));

async function appSending(json: string) {
  const body = encodedJson(json);
  const app = Fastify();
  await app.register(compressionPlugin);
  app.get('/page', (request, reply) => sendEncodedJson(request, reply, body));
  return { app, body };
}

describe('encodedJson', () => {
  it('compresses once per encoding and keeps the result', () => {
    const body = encodedJson(largeJson);
    expect(body.identity.toString()).toBe(largeJson);
    const br = body.encoded('br');
    expect(body.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(largeJson);
    expect(gunzipSync(body.encoded('gzip')).toString()).toBe(largeJson);
  });
});

describe('sendEncodedJson', () => {
  it('sends the encoding the client prefers, marked and varied, and plain JSON to clients without one', async () => {
    const { app } = await appSending(largeJson);
    const br = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(largeJson);

    const gzip = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(largeJson);

    const plain = await app.inject({ method: 'GET', url: '/page' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(JSON.parse(largeJson));
  });

  it('leaves a small answer uncompressed, as the compress plugin does', async () => {
    const { app } = await appSending('[]');
    const response = await app.inject({ method: 'GET', url: '/page', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('[]');
  });
});
