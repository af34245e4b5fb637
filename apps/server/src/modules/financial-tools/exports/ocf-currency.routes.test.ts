import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { as, createTestApp, type TestApp, type TestUser } from '../../../test/test-app';
import { signUpWithRole } from '../../../test/factories/users';
import { buildStartup } from '../../../test/factories/startups';
import { exportedCapTable as input } from './test-support';

/** A company raising in CFA francs: its cap table's amounts are in XOF (decision 0043), and so is its OCF package. */
let t: TestApp;
let founder: TestUser;
let startupId: number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal', raisingAmount: 'XOF 500 000 000', raisingAmountMinor: 500_000_000, raisingCurrency: 'XOF' })).id;
  const saved = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table`, payload: input }));
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(() => t.close());

const url = () => `/api/startups/${startupId}/cap-table/ocf`;
const texts = (body: Buffer) => Object.values(unzipSync(new Uint8Array(body))).map((bytes) => strFromU8(bytes));

describe('the OCF package of an XOF company', () => {
  it('states every amount in XOF, and imports back into the company with nothing left out', async () => {
    const exported = await t.app.inject(as(founder, { method: 'GET', url: url() }));
    expect(exported.statusCode).toBe(200);
    const currencies = texts(exported.rawPayload).flatMap((text) => [...text.matchAll(/"currency": "([A-Z]{3})"/g)].map((match) => match[1]));
    expect(currencies.length).toBeGreaterThan(3);
    expect(new Set(currencies)).toEqual(new Set(['XOF']));

    const imported = await t.app.inject(as(founder, { method: 'POST', url: url(), payload: exported.rawPayload, headers: { 'content-type': 'application/zip' } }));
    expect(imported.statusCode).toBe(200);
    expect(imported.json().importWarnings).toEqual([]);
  });
});
