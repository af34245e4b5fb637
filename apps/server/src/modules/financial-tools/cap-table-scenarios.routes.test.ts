import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { eq } from 'drizzle-orm';
import { financialToolsMessages as messages, scenarioLimits } from '@baobab/contracts/financial-tools';
import { capTableScenarios } from '../../db/schema/financial-tools';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { capTableAudience } from '../../test/factories/startup-access';

let t: TestApp;
let founder: TestUser;
let otherFounder: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ founder, otherFounder, viewer, stranger, startupId } = await capTableAudience(t, { fundingStage: 'Series A' }));
});
afterAll(() => t.close());

const path = (suffix = '') => `/api/startups/${startupId}/cap-table/scenarios${suffix}`;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', suffix = '', payload?: unknown) =>
  t.app.inject(as(user, { method, url: path(suffix), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }));
const stored = async () => t.db.select().from(capTableScenarios).where(eq(capTableScenarios.startupId, startupId));
const clear = () => t.db.delete(capTableScenarios).where(eq(capTableScenarios.startupId, startupId));

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
/** A Series A at $1.00 with broad-based protection, a SAFE and a note, then a Series B at `preMoney`. */
const table = (preMoney: number) => ({
  shares: [
    { shareholderName: 'Founders', shareholderType: 'founder', shares: 4_000_000, shareClass: 'Common', vesting, liquidationPreference: 1, antiDilution: 'None' },
    { shareholderName: 'A Fund', shareholderType: 'investor', shares: 1_000_000, shareClass: 'Series A', vesting, liquidationPreference: 1, antiDilution: 'None' },
  ],
  shareClasses: [{ name: 'Series A', kind: 'preferred', issuePrice: 1, antiDilution: 'broad-based' }],
  safes: [{ holderName: 'Angel', investment: 100_000, valuationCap: 4_000_000 }],
  notes: [{ holderName: 'Lender', principal: 50_000, interestRatePercent: 8.125, issueDate: '2025-06-01', discountPercent: 20 }],
  pricedRound: { seriesName: 'Series B', investorName: 'B Fund', preMoneyValuation: preMoney, investment: 1_000_000, closingDate: '2026-06-01', proRataHolders: ['A Fund'] },
});

describe('saved cap-table scenarios', () => {
  it('creates, lists with the engine result, and deletes a founder scenario', async () => {
    const created = await call(founder, 'POST', '', { name: ' Down round ', input: table(3_000_000) });
    expect(created.statusCode).toBe(201);
    const scenario = created.json();
    expect(scenario.name).toBe('Down round');
    // The round prices below the Series A's $1.00, so the broad-based adjustment is in the stored result.
    expect(scenario.result.antiDilutionAdjustments).toHaveLength(1);
    expect(scenario.result.antiDilutionAdjustments[0].conversionPriceAfter).toBeLessThan(1);
    expect((await call(founder, 'POST', '', { name: 'Flat round', input: table(6_000_000) })).statusCode).toBe(201);
    const list = await call(founder, 'GET');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { name: string }) => s.name)).toEqual(['Down round', 'Flat round']);
    expect(list.json()[1].result.antiDilutionAdjustments).toEqual([]);
    expect((await call(founder, 'DELETE', `/${scenario.id}`)).statusCode).toBe(204);
    expect((await call(founder, 'GET')).json().map((s: { name: string }) => s.name)).toEqual(['Flat round']);
    expect((await call(founder, 'DELETE', `/${scenario.id}`)).statusCode).toBe(404);
    await clear();
  });

  it('refuses a blank name and a bad table with their own messages and stores nothing', async () => {
    const blank = await call(founder, 'POST', '', { name: '  ', input: table(3_000_000) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toContainEqual({ path: 'name', message: messages.scenarioName });
    const bad = table(3_000_000);
    const zeroCap = await call(founder, 'POST', '', { name: 'Zero cap', input: { ...bad, safes: [{ ...bad.safes[0], valuationCap: 0 }] } });
    expect(zeroCap.statusCode).toBe(400);
    expect(zeroCap.json().issues).toContainEqual({ path: 'input.safes.0.valuationCap', message: messages.valuationCap });
    // The factory's startup was founded in 2021: a note issued in 2020 is refused at its field.
    const early = await call(founder, 'POST', '', { name: 'Early note', input: { ...bad, notes: [{ ...bad.notes[0], issueDate: '2020-03-01' }] } });
    expect(early.statusCode).toBe(400);
    expect(early.json().issues).toContainEqual({ path: 'input.notes.0.issueDate', message: englishOf(messages.noteIssuedBeforeFounding(2021)) });
    // A SAFE that would own all of the company at its cap passes the contract; the engine refuses it.
    const impossible = await call(founder, 'POST', '', { name: 'Impossible', input: { ...bad, pricedRound: undefined, notes: [], safes: [{ holderName: 'Angel', investment: 5_000_000, valuationCap: 5_000_000 }] } });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toBe('input: the post-money safes would own 100% or more of the company at their caps');
    expect(impossible.json().issues[0].path).toBe('input.safes');
    expect(await stored()).toEqual([]);
  });

  it('answers 409 with a message naming it to a second scenario of the same name, whatever its case', async () => {
    expect((await call(founder, 'POST', '', { name: 'Seed', input: table(3_000_000) })).statusCode).toBe(201);
    const again = await call(founder, 'POST', '', { name: 'seed ', input: table(6_000_000) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(englishOf(messages.scenarioNameTaken('seed')));
    expect((await stored()).map((r) => (r.input as { pricedRound: { preMoneyValuation: number } }).pricedRound.preMoneyValuation)).toEqual([3_000_000]);
    await clear();
  });

  it('keeps one row when 20 creates of the same name race, and answers the other 19 with 409', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(founder, 'POST', '', { name: 'Race', input: table(3_000_000) })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(await stored()).toHaveLength(1);
    await clear();
  });

  it('counts the limit and inserts in one transaction: of racing creates past the limit, exactly one lands', async () => {
    await t.db.insert(capTableScenarios).values(
      Array.from({ length: scenarioLimits.perStartup - 1 }, (_, i) => ({ startupId, name: `S${i}`, nameKey: `s${i}`, input: table(3_000_000), result: {}, createdBy: founder.id })),
    );
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => call(founder, 'POST', '', { name: `Last ${i}`, input: table(3_000_000) })));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 201)) expect(r.json()).toMatchObject({ message: messages.tooManyScenarios });
    expect(await stored()).toHaveLength(scenarioLimits.perStartup);
    await clear();
  });

  it('lets a person the founder shared the cap table with read, never write', async () => {
    const created = (await call(founder, 'POST', '', { name: 'Shared', input: table(3_000_000) })).json();
    const read = await call(viewer, 'GET');
    expect(read.statusCode).toBe(200);
    expect(read.json().map((s: { name: string }) => s.name)).toEqual(['Shared']);
    expect((await call(viewer, 'POST', '', { name: 'Mine', input: table(3_000_000) })).statusCode).toBe(404);
    expect((await call(viewer, 'DELETE', `/${created.id}`)).statusCode).toBe(404);
    expect(await stored()).toHaveLength(1);
    await clear();
  });

  it('answers 404 to a stranger and another founder, 401 signed out, and never touches their rows', async () => {
    const created = (await call(founder, 'POST', '', { name: 'Private', input: table(3_000_000) })).json();
    for (const user of [stranger, otherFounder]) {
      expect((await call(user, 'GET')).statusCode).toBe(404);
      expect((await call(user, 'POST', '', { name: 'Theirs', input: table(3_000_000) })).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/${created.id}`)).statusCode).toBe(404);
    }
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'POST', '', { name: 'Anon', input: table(3_000_000) })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/${created.id}`)).statusCode).toBe(401);
    // Another founder's startup id with this scenario's id deletes nothing.
    const theirs = (await buildStartup(t, otherFounder.id, {})).id;
    expect((await t.app.inject(as(otherFounder, { method: 'DELETE', url: `/api/startups/${theirs}/cap-table/scenarios/${created.id}` }))).statusCode).toBe(404);
    expect(await stored()).toHaveLength(1);
    await clear();
  });
});
