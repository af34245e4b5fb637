import { englishOf } from '@baobab/contracts/i18n/message-english';
import { moneyTextMessages } from '@baobab/contracts/money-text';
import { startupMessages } from '@baobab/contracts/startups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStartup } from '../../test/factories/startups';
import { makeAdmin, signUpFounder, signUpInvestor } from '../../test/factories/users';
import { as, createTestApp, signUpUser, type TestApp, type TestUser } from '../../test/test-app';
import { waitForTasks } from '../../test/tasks';
import type { Message } from '@baobab/contracts/i18n/message';

/**
 * A raise in its own currency and in the viewer's display currency (the issue's example: a founder's
 * XOF 500,000,000 read by an investor who chose EUR), and the directory's raise filter in any currency.
 */
let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let xof: number;
let usd: number;
let unread: number;

const RATES = 'currency,date,per_usd,source\nXOF,2025-06-30,558,Baobab reference rates (approximate mid-market)\nEUR,2025-06-30,0.853,Baobab reference rates (approximate mid-market)';
const get = (user: TestUser | null, url: string) => t.app.inject(as(user, { method: 'GET', url }));
const ids = async (user: TestUser | null, query: string) => {
  const response = await get(user, `/api/startups?limit=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((s) => s.id);
};
const count = async (user: TestUser | null, query: string) => (await get(user, `/api/startups/stats?${query}`)).json().total as number;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  investor = await signUpInvestor(t);
  // Spaced thousands ('XOF 500 000 000') are the parser rewrite's (finance/money-text.ts), landing separately.
  xof = await createStartup(t, founder, { name: 'Dakar Ledger', raisingAmount: 'XOF 500,000,000' });
  usd = await createStartup(t, founder, { name: 'Accra Pay', raisingAmount: '$2M' });
  unread = await createStartup(t, founder, { name: 'Open Round', raisingAmount: 'to be decided' });
});
afterAll(() => t.close());

describe('before any rate is imported', () => {
  it('shows amounts in their own currency only, never at a made-up rate', async () => {
    // Without a dollar value the raise earns no points yet (its stored score says the same).
    const before = (await get(null, `/api/startups/${xof}`)).json();
    const listed = ((await get(null, '/api/startups?limit=100')).json() as { id: number; score: number }[]).find((s) => s.id === xof);
    expect(listed?.score).toBe(before.score);
    expect((await get(investor, `/api/startups/${xof}`)).json()).toMatchObject({ raisingAmountUsd: null, raise: { amountMinor: '500000000', currency: 'XOF', converted: null } });
    // A dollar raise is a dollar raise: it needs no rate to be filtered in dollars.
    expect((await get(null, `/api/startups/${usd}`)).json()).toMatchObject({ raisingAmountUsd: 2_000_000, raise: { amountMinor: '200000000', currency: 'USD', converted: null } });
    expect((await get(null, `/api/startups/${unread}`)).json().raise).toBeNull();
  });

  it('refuses a raise filter in a currency that has no rate', async () => {
    const response = await get(null, '/api/startups?raiseMin=1000&raiseCurrency=EUR');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(englishOf(startupMessages.raiseCurrencyNoRate('EUR')));
  });
});

describe('with rates', () => {
  beforeAll(async () => {
    // Through the admin route, as in the product: the import empties the cached rates and directory pages.
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin);
    expect((await t.app.inject(as(admin, { method: 'POST', url: '/api/admin/exchange-rates', payload: { csv: RATES, reason: 'Reference rates' } }))).statusCode).toBe(200);
    // The import queues the public-score sweep: the directory's score reads the raise in dollars.
    await waitForTasks(t, 'public-score-sweep');
    await t.app.inject(as(investor, { method: 'PUT', url: '/api/account/preferences', payload: { displayCurrency: 'EUR' } }));
  });

  it('shows an investor who reads EUR the XOF raise and its EUR value with the rate date', async () => {
    const detail = (await get(investor, `/api/startups/${xof}`)).json();
    expect(detail).toMatchObject({
      raisingAmount: 'XOF 500,000,000',
      raisingAmountMinor: 500_000_000,
      raisingCurrency: 'XOF',
      raisingAmountUsd: 896_057,
      // 500,000,000 × 0.853 × 100 ÷ 558 = 76,433,691.76 cents, rounded half up.
      raise: { amountMinor: '500000000', currency: 'XOF', converted: { amountMinor: '76433692', currency: 'EUR', rateDate: '2025-06-30', source: 'Baobab reference rates (approximate mid-market)' } },
    });
    const card = ((await get(investor, '/api/startups?limit=100')).json() as { id: number; raise: unknown; score: number }[]).find((s) => s.id === xof);
    expect(card?.raise).toEqual(detail.raise);
    // The sweep the import queued stored the public assessment again, its raise now read in dollars; this
    // investor has no facts shared, so their page's score is the public one (decision 0042).
    expect(card?.score).toBe(detail.score);
    expect(detail.scoreBreakdown.factors.find((f: { key: string }) => f.key === 'raise').points).toBeGreaterThan(0);
  });

  it('converts for a visitor into dollars, and not at all into the amount\'s own currency', async () => {
    expect((await get(null, `/api/startups/${xof}`)).json().raise.converted).toMatchObject({ amountMinor: '89605735', currency: 'USD', rateDate: '2025-06-30' });
    expect((await get(null, `/api/startups/${usd}`)).json().raise.converted).toBeNull();
    // The founder's own page follows the founder's choice (none: dollars).
    expect((await get(founder, '/api/profile')).json().profile.startups.find((s: { id: number }) => s.id === usd).raise.converted).toBeNull();
  });

  it('caches a directory page per display currency', async () => {
    const dollars = ((await get(null, '/api/startups?limit=100')).json() as { id: number; raise: { converted: { currency: string } | null } }[]).find((s) => s.id === xof);
    const euros = ((await get(investor, '/api/startups?limit=100')).json() as { id: number; raise: { converted: { currency: string } | null } }[]).find((s) => s.id === xof);
    expect([dollars?.raise.converted?.currency, euros?.raise.converted?.currency]).toEqual(['USD', 'EUR']);
  });

  it('includes the XOF startup when a raise range in EUR brackets its €764,337, and leaves it out otherwise', async () => {
    expect(await ids(investor, 'raiseMin=700000&raiseMax=800000&raiseCurrency=EUR')).toEqual([xof]);
    // Left out, the currency is the viewer's own (EUR here).
    expect(await ids(investor, 'raiseMin=700000&raiseMax=800000')).toEqual([xof]);
    expect(await ids(investor, 'raiseMin=800000&raiseCurrency=EUR')).toEqual([usd]);
    expect(await ids(investor, 'raiseMax=700000&raiseCurrency=EUR')).toEqual([]);
    expect(await count(investor, 'raiseMin=700000&raiseMax=800000&raiseCurrency=EUR')).toBe(1);
    // A visitor's default is dollars: $700,000–$800,000 does not hold $896,057.
    expect(await ids(null, 'raiseMin=700000&raiseMax=800000')).toEqual([]);
    expect(await ids(null, 'raiseMin=800000&raiseMax=900000')).toEqual([xof]);
  });

  it('keeps a startup raising exactly a bound inside it, and an unread raise out of every range', async () => {
    expect(await ids(null, 'raiseMin=500000000&raiseMax=500000000&raiseCurrency=XOF')).toEqual([xof]);
    expect(await ids(null, 'raiseMin=0')).toEqual(expect.not.arrayContaining([unread]));
  });

  it('refuses a range upside down and amounts it cannot read, with the reader\'s message on the field', async () => {
    const upsideDown = await get(null, '/api/startups?raiseMin=10&raiseMax=5');
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().issues).toContainEqual({ path: 'raiseMin', message: startupMessages.raiseRange });
    const refusals: [string, string, Message][] = [
      ['raiseMin=-3', 'raiseMin', moneyTextMessages.negative],
      ['raiseMin=1e6', 'raiseMin', moneyTextMessages.notAmount],
      ['raiseMax=20000 milliards', 'raiseMax', moneyTextMessages.tooLarge],
      ['raiseMin=1,500&raiseCurrency=EUR', 'raiseMin', moneyTextMessages.ambiguous('1,500', '1500', '1.5', ',')],
      ['raiseMin=1,5 M€&raiseCurrency=USD', 'raiseMin', moneyTextMessages.otherCurrency('1,5 M€', 'USD', 'EUR')],
    ];
    for (const [query, path, message] of refusals) {
      const response = await get(null, `/api/startups?${query.replace(/ /g, '%20').replace('€', '%E2%82%AC')}`);
      expect(response.statusCode, query).toBe(400);
      // A sentence a person can act on, never a field path in front of it.
      expect(response.json(), query).toMatchObject({ message: englishOf(message), issues: [{ path, message: englishOf(message) }], messages: { [englishOf(message)]: message } });
    }
    expect((await get(null, '/api/startups?raiseCurrency=BTC')).statusCode).toBe(400);
  });

  it('reads raise bounds as people write them: 700K, 1,5 M, 1,5 M€', async () => {
    // The XOF startup raises €764,337 (USD 896,057) at these rates.
    expect(await ids(null, 'raiseMin=700K&raiseMax=1,5%20M')).toEqual([xof]);
    expect(await ids(null, 'raiseMin=700K&raiseMax=1,5%20M%E2%82%AC')).toEqual([xof]);
    expect(await ids(null, 'raiseMin=1,5%20M%E2%82%AC')).toEqual([usd]);
    expect(await ids(investor, 'raiseMin=XOF%20500%20000%20000&raiseMax=500%20millions%20FCFA')).toEqual([xof]);
  });

  it('gives a raise saved after the import its dollar value at once', async () => {
    const later = await createStartup(t, founder, { name: 'Later Ledger', raisingAmount: 'XOF 250,000,000' });
    expect((await get(null, `/api/startups/${later}`)).json().raisingAmountUsd).toBe(448_029);
    expect(await ids(investor, 'raiseMin=300000&raiseMax=400000&raiseCurrency=EUR')).toEqual([later]);
  });
});
