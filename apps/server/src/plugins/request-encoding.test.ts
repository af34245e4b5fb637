import { englishOf } from '@baobab/contracts/i18n/message-english';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveLimitMessages } from '@baobab/contracts/archives';
import { as, createTestApp, type TestApp, type TestUser } from '../test/test-app';
import { signUpFounder } from '../test/factories/users';

let t: TestApp;
let founder: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
});
afterAll(() => t.close());

const startup = { name: 'Kilimo Pay', description: 'Payments for market traders.', sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', raisingAmount: '$500K', teamSize: 4, businessModel: 'B2B SaaS', logoUrl: '', website: '' };

describe('compressed request bodies', () => {
  it('refuses a gzip bomb body with 415 naming the encoding, without inflating it', async () => {
    // 64 MB of spaces: inflated by a parser, it would hold the request thread for seconds.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, ' '));
    // Bytes that are not gzip at all get the same refusal: nothing tried to inflate either body (that would fail on
    // these with a decompression error, not 415).
    for (const payload of [bomb, Buffer.from('certainly not gzip')]) {
      const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/startups', payload, headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' } }));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(englishOf(archiveLimitMessages.compressedBody('gzip')));
    }
  });

  it.each(['deflate', 'br', 'GZIP', 'gzip, identity'])('refuses Content-Encoding %s', async (encoding) => {
    const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/startups', payload: gzipSync(JSON.stringify(startup)), headers: { 'content-type': 'application/json', 'content-encoding': encoding } }));
    expect(response.statusCode).toBe(415);
  });

  it('takes a body sent as is, with or without Content-Encoding identity', async () => {
    const response = await t.app.inject(as(founder, { method: 'POST', url: '/api/startups', payload: startup, headers: { 'content-encoding': 'identity' } }));
    expect(response.statusCode).toBe(201);
  });
});
