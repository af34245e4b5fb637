/**
 * A share-ledger option grant's exercise price with its real decimals (decision 0043): `exercisePrice`, a
 * decimal string in major units, beside the older `exercisePriceMinor` (two decimals of the minor unit),
 * checked against it, answered on every grant, in the holdings and written as the decimal in the ledger's CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerExportColumns as col } from '@baobab/contracts/cap-table-exports';
import { ledgerMessages } from '@baobab/contracts/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { parseCsv } from './exports/test-support';

let t: TestApp;
let founder: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startupId = (await buildStartup(t, founder.id, { name: 'Teranga Pay', country: 'Senegal' })).id;
});
afterAll(() => t.close());

const ledgerUrl = () => `/api/startups/${startupId}/cap-table/ledger`;
const post = (payload: Record<string, unknown>) => t.app.inject(as(founder, { method: 'POST', url: ledgerUrl(), payload }));
const grant = (extra: Record<string, unknown>) => ({
  kind: 'issuance',
  date: '2025-07-01',
  holder: 'Awa Diop',
  shareClass: 'Common',
  shares: 48_000,
  pricePerShareMinor: 0,
  currency: 'XOF',
  isOption: true,
  vesting: { vestingStart: '2025-07-01', vestingMonths: 48, cliffMonths: 12, frequency: 'monthly' },
  ...extra,
});

describe("a ledger grant's exercise price with its real decimals", () => {
  it('keeps XOF 0.0475 exactly beside the older minor units, answers every grant with its decimal, and writes it in the CSV', async () => {
    const added = await post(grant({ exercisePrice: '0.0475', exercisePriceMinor: 0.05 }));
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().entry).toMatchObject({ exercisePrice: '0.0475', exercisePriceMinor: 0.05, currency: 'XOF' });
    // A grant recorded with the minor units only is answered with their own value as the decimal.
    const older = await post(grant({ exercisePriceMinor: 12.5, date: '2025-07-02', holder: 'Moussa Fall' }));
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json().entry.exercisePrice).toBe('12.5');

    const listed = (await t.app.inject(as(founder, { method: 'GET', url: ledgerUrl() }))).json() as { id: number; entry: { exercisePrice?: string } }[];
    expect(listed.find((e) => e.id === added.json().id)?.entry.exercisePrice).toBe('0.0475');
    expect(listed.find((e) => e.id === older.json().id)?.entry.exercisePrice).toBe('12.5');

    // The holdings state each holder's one exercise price with its decimals too (the cap table generated from the ledger takes it).
    const holdings = (await t.app.inject(as(founder, { method: 'GET', url: `${ledgerUrl()}/holdings?asOf=2026-01-01` }))).json() as { rows: { holder: string; optionsExercisePrice: unknown }[] };
    expect(holdings.rows.find((r) => r.holder === 'Awa Diop')?.optionsExercisePrice).toEqual({ minor: 0.05, currency: 'XOF', price: '0.0475' });

    const csv = await t.app.inject(as(founder, { method: 'GET', url: `${ledgerUrl()}/export?format=csv` }));
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, ...rows] = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    const column = header!.indexOf(col.exercisePrice);
    expect(rows.map((r) => [r[3], r[column]])).toEqual([['Awa Diop', '0.0475'], ['Moussa Fall', '12.5']]);
  });

  it.each([
    [{ exercisePrice: '0.0475', exercisePriceMinor: 4.75 }, ledgerMessages.decimalExercisePriceMismatch],
    [{ exercisePrice: '0,0475', exercisePriceMinor: 0.05 }, ledgerMessages.decimalExercisePrice],
    [{ exercisePrice: '0.00000001', exercisePriceMinor: 0 }, ledgerMessages.decimalExercisePrice],
    [{ exercisePrice: 0.0475, exercisePriceMinor: 0.05 }, ledgerMessages.decimalExercisePrice],
  ])('refuses %j with a 400 at exercisePrice', async (price, message) => {
    const response = await post(grant(price));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'exercisePrice', message });
  });

  it('still asks an option grant for the older minor units, the field every reader of the ledger knows', async () => {
    const response = await post(grant({ exercisePrice: '0.0475' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: 'exercisePriceMinor', message: ledgerMessages.exercisePrice });
  });
});
