import { englishOf } from '@baobab/contracts/i18n/message-english';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveLimitMessages } from '@baobab/contracts/archives';
import { ocfImportMessages as m } from '@baobab/contracts/cap-table-exports';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { buildStartup } from '../../../test/factories/startups';
import { signUpWithRole } from '../../../test/factories/users';
import { zipBytes } from '../../../test/zip-bytes';
import { exportedCapTable as input } from './test-support';

/**
 * The OCF import unpacks through the bounded unpacker, in a document worker: 5 MB of .json
 * inflated at most (counted as inflated, whatever the zip declares) and 1,000 entries. The table
 * saved before a refused package stays as it was.
 */
let t: TestApp;
let founder: TestUser;
let startupId: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Kilimo Pay', country: 'Kenya', foundedYear: 2021 })).id;
  const saved = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: input }));
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(() => t.close());

const url = () => `/api/startups/${startupId}/cap-table/ocf`;
const upload = (body: Buffer) => t.app.inject(as(founder, { method: 'POST', url: url(), payload: body, headers: { 'content-type': 'application/zip' } }));
const savedInput = async () => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table` }))).json().input;
const exported = async () => (await t.app.inject(as(founder, { method: 'GET', url: url() }))).rawPayload;

describe('OCF import limits', () => {
  it('refuses a .json that declares 100 bytes and unpacks to 100 MB, naming the 5 MB limit, without blocking other requests', async () => {
    const before = await savedInput();
    const lying = zipBytes({ 'manifest.json': Buffer.alloc(100 * MB, ' ') }, { 'manifest.json': 100 });
    expect(lying.length).toBeLessThan(MB);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const response = await upload(lying);
    delay.disable();
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(englishOf(archiveLimitMessages.unpackedTooLarge(5)));
    // Inflating happened in a worker: the request thread was never held for long.
    expect(delay.max / 1e6).toBeLessThan(1000);
    expect(await savedInput()).toEqual(before);
  });

  it('refuses a deflate bomb whose headers are honest', async () => {
    const response = await upload(zipBytes({ 'manifest.json': Buffer.alloc(6 * MB, ' ') }));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(englishOf(archiveLimitMessages.unpackedTooLarge(5)));
  });

  it('refuses the 5 MB spread over many .json files', async () => {
    const files = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`part-${i}.json`, Buffer.alloc(0.1 * MB, ' ')]));
    const response = await upload(zipBytes(files));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(englishOf(archiveLimitMessages.unpackedTooLarge(5)));
  });

  it('refuses a package of more than 1,000 entries, naming the limit', async () => {
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`empty-${i}.txt`, '']));
    const response = await upload(zipBytes(many));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(englishOf(archiveLimitMessages.tooManyEntries(1000)));
  });

  it('answers 400, not 500, for a damaged zip', async () => {
    const good = await exported();
    for (const damaged of [good.subarray(0, good.length - 30), Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(500, 0xff)])]) {
      const response = await upload(damaged);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(m.notZip);
    }
  });

  it('never unpacks what it does not read: a bomb beside the .json files costs nothing', async () => {
    const files = Object.fromEntries(Object.entries(unzipSync(new Uint8Array(await exported()))).map(([name, bytes]) => [name, Buffer.from(bytes)]));
    const response = await upload(zipBytes({ ...files, 'bomb.bin': Buffer.alloc(50 * MB) }));
    expect(response.statusCode).toBe(200);
  });
});
