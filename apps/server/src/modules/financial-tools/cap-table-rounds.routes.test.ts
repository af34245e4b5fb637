import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { and, eq } from 'drizzle-orm';
import { roundMessages } from '@baobab/contracts/cap-table-rounds';
import { financialToolsMessages } from '@baobab/contracts/financial-tools';
import { shareLedgerEntries } from '../../db/schema/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { capTableAudience } from '../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ founder, viewer, stranger, startupId } = await capTableAudience(t, { fundingStage: 'Seed' }));
  for (const [holder, shares] of [['Ada', 6_000_000], ['Ben', 3_000_000]] as const) {
    const response = await t.app.inject(as(founder, { method: 'POST', url: `/api/startups/${startupId}/cap-table/ledger`, payload: { kind: 'issuance', date: '2023-01-01', holder, shareClass: 'Common', shares, pricePerShareMinor: 0, currency: 'USD' } }));
    if (response.statusCode !== 201) throw new Error(response.body);
  }
});
afterAll(() => t.close());

type RoundView = { id: number; status: string; round: { kind: string; date: string }; outcome: Record<string, unknown> | null; problem: string | null; entryIds: number[] };
const url = (suffix = '') => `/api/startups/${startupId}/cap-table/rounds${suffix}`;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', suffix = '', payload?: object) =>
  t.app.inject(as(user, { method, url: url(suffix), ...(payload ? { payload: payload as Record<string, unknown> } : {}) }));
const rounds = async () => (await call(founder, 'GET')).json().rounds as RoundView[];
const holdings = async (asOf: string) => (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table/ledger/holdings?asOf=${asOf}` }))).json() as { totalShares: number; rows: { holder: string; shareClass: string; shares: number }[] };
const entriesOn = (date: string) => t.db.select().from(shareLedgerEntries).where(and(eq(shareLedgerEntries.startupId, startupId), eq(shareLedgerEntries.entryDate, date)));

const safe = { kind: 'safe', date: '2023-06-01', holderName: 'Angel', investment: 1_000_000, valuationCap: 10_000_000 };
const seed = { kind: 'priced', date: '2024-01-15', seriesName: 'Seed', investorName: 'Lead', preMoneyValuation: 20_000_000, investment: 5_000_000, seriesTerms: { antiDilution: 'broad-based' } };
const seriesA = { kind: 'priced', date: '2025-03-01', seriesName: 'Series A', investorName: 'Fund', preMoneyValuation: 12_000_000, investment: 4_000_000, optionPoolTargetPercent: 10, antiDilutionOrdering: 'pre-money' };

describe('rounds as a dated sequence', () => {
  it('lists the rounds in date order, whatever order they were added in, and a modelled round is never ownership', async () => {
    for (const round of [seriesA, safe, seed]) expect((await call(founder, 'POST', '', round)).statusCode).toBe(201);
    const list = await rounds();
    expect(list.map((r) => `${r.round.date} ${r.round.kind} ${r.status}`)).toEqual(['2023-06-01 safe modelled', '2024-01-15 priced modelled', '2025-03-01 priced modelled']);
    expect(list[0]?.outcome).toEqual({ kind: 'instrument', convertedBy: list[1]?.id });
    expect(list[1]?.outcome).toMatchObject({ kind: 'priced', pricePerShare: '2.0000', newMoneyShares: 2_500_000 });
    // The SAFE's shadow series shares the seed's terms (decision 0045), its anti-dilution included.
    expect(list[2]?.outcome).toMatchObject({ kind: 'priced', adjustments: [expect.objectContaining({ shareClass: 'Seed-1', method: 'broad-based' }), expect.objectContaining({ shareClass: 'Seed', method: 'broad-based' })] });
    expect((await holdings('2026-01-01')).totalShares).toBe(9_000_000);
  });

  it('refuses to close a round before an earlier open one, naming it', async () => {
    const [first, second] = await rounds();
    const response = await call(founder, 'POST', `/${second?.id}/close`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(englishOf(roundMessages.closeEarlierFirst('2023-06-01', 'SAFE Angel')));
    expect(first?.status).toBe('modelled');
  });

  it('closes the SAFE, then the seed: the seed writes its conversion and new money on its date and nothing before it', async () => {
    const [first, second] = await rounds();
    expect((await call(founder, 'POST', `/${first?.id}/close`)).statusCode).toBe(200);
    expect(await entriesOn('2023-06-01')).toHaveLength(0);
    const closed = await call(founder, 'POST', `/${second?.id}/close`);
    expect(closed.statusCode).toBe(200);
    const seedView = (closed.json().rounds as RoundView[])[1];
    expect(seedView?.status).toBe('closed');
    const written = await entriesOn('2024-01-15');
    expect(written.map((e) => e.id).sort((a, b) => a - b)).toEqual(seedView?.entryIds);
    expect(written.map((e) => e.entry)).toEqual([
      expect.objectContaining({ holder: 'Angel', shareClass: 'Seed-1', shares: 1_000_000, pricePerShare: '1.0000' }),
      expect.objectContaining({ holder: 'Lead', shareClass: 'Seed', shares: 2_500_000, pricePerShare: '2.0000' }),
    ]);
    expect((await holdings('2024-01-14')).totalShares).toBe(9_000_000);
    const after = await holdings('2024-01-15');
    expect(after.totalShares).toBe(12_500_000);
    expect(after.rows.find((r) => r.holder === 'Angel')).toMatchObject({ shareClass: 'Seed-1', shares: 1_000_000 });
  });

  it("keeps a closed round's entries in the ledger: deleting one is refused, naming the round", async () => {
    const [entry] = await entriesOn('2024-01-15');
    const response = await t.app.inject(as(founder, { method: 'DELETE', url: `/api/startups/${startupId}/cap-table/ledger/${entry?.id}` }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(englishOf(roundMessages.writtenByRound('Seed', '2024-01-15')));
    expect(await entriesOn('2024-01-15')).toHaveLength(2);
  });

  it('reads a closed series in the cap table as the preferred class it is, not as common', async () => {
    const table = (await t.app.inject(as(founder, { method: 'GET', url: `/api/startups/${startupId}/cap-table` }))).json();
    expect(table.totalShares).toBe(12_500_000);
    // At a $5M exit (half the $10M reference), the seed's $5M and the SAFE's $1M preferences (one level) take it all,
    // in proportion: as common, Lead Fund's 2,500,000 of 12,500,000 shares would get $1M.
    const downside = table.scenarios.find((s: { exitValue: number }) => s.exitValue === 5_000_000);
    const payout = (name: string) => downside.distribution.find((d: { shareholder: string }) => d.shareholder === name)?.payout;
    expect(payout('Lead')).toBeCloseTo((5_000_000 * 5) / 6, 0);
    expect(payout('Ada')).toBe(0);
  });

  it('keeps a closed round as it is: no edit, no delete, no round dated before it', async () => {
    const [, second] = await rounds();
    expect((await call(founder, 'PUT', `/${second?.id}`, { ...seed, investment: 6_000_000 })).json().message).toBe(roundMessages.alreadyClosed);
    expect((await call(founder, 'DELETE', `/${second?.id}`)).statusCode).toBe(409);
    const early = await call(founder, 'POST', '', { ...safe, date: '2024-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toEqual([{ path: 'date', message: englishOf(roundMessages.beforeClosed('2024-01-15')) }]);
  });

  it('of racing closes of one round, one writes its entries and the others are told it is closed', async () => {
    const third = (await rounds())[2];
    const expected = third?.outcome?.entries as unknown[];
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => call(founder, 'POST', `/${third?.id}/close`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual(Array(4).fill(roundMessages.alreadyClosed));
    expect(await entriesOn('2025-03-01')).toHaveLength(expected.length);
    expect(expected.some((e) => (e as { role: string }).role === 'anti-dilution')).toBe(true);
  });

  it('lets a reader of the cap table list the rounds and refuses a stranger everything, as a missing startup', async () => {
    expect((await call(viewer, 'GET')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '', safe)).statusCode).toBe(404);
    for (const [method, suffix, payload] of [['GET', ''], ['POST', '', { ...safe, date: '2026-01-01' }], ['POST', `/${(await rounds())[0]?.id}/close`]] as const) {
      expect((await call(stranger, method, suffix, payload)).statusCode).toBe(404);
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
  });

  it('answers bad input in each field with its own message under that field', async () => {
    const m = financialToolsMessages;
    const priced = await call(founder, 'POST', '', { kind: 'priced', date: '2026-02-30', seriesName: ' ', investorName: '', preMoneyValuation: -1, investment: 0, optionPoolTargetPercent: 120 });
    expect(priced.statusCode).toBe(400);
    const at = (response: typeof priced) => Object.fromEntries((response.json().issues as { path: string; message: string }[]).map((i) => [i.path, i.message]));
    expect(at(priced)).toEqual({
      date: roundMessages.date,
      seriesName: m.seriesName,
      investorName: m.investorName,
      preMoneyValuation: m.preMoneyValuation,
      investment: m.roundInvestment,
      optionPoolTargetPercent: m.optionPoolTarget,
    });
    const safeIssues = at(await call(founder, 'POST', '', { kind: 'safe', date: '2026-01-01', holderName: '', investment: 'a lot', discountPercent: 100 }));
    expect(safeIssues).toEqual({ holderName: m.holderName, investment: m.safeInvestment, discountPercent: m.discountPercent });
    const noteIssues = at(await call(founder, 'POST', '', { kind: 'note', date: '2026-01-01', holderName: 'Bridge', principal: 100_000, interestRatePercent: -2, dayCount: 'banker' }));
    expect(noteIssues).toEqual({ interestRatePercent: m.interestRate, dayCount: m.dayCount });
    expect(at(await call(founder, 'POST', '', { kind: 'grant', date: '2026-01-01' }))).toEqual({ kind: roundMessages.kind });
  });
});
