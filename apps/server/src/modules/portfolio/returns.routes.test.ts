import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsMessages } from '@baobab/contracts/portfolio-returns';
import { portfolioMessages } from '@baobab/contracts/portfolio';
import { exchangeRates } from '../../db/schema/exchange-rates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';

let t: TestApp;
let founder: TestUser;
let startup: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  startup = (await buildStartup(t, founder.id, { name: 'Kilimo Pay' })).id;
});
afterAll(() => t.close());

const inject = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const returnsOf = async (user: TestUser, query = '') => {
  const response = await inject(user, 'GET', `/api/portfolio/returns${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** A round the investor records and the founder confirms (decision 0005), with its equity and post-money. */
async function confirmedRound(investor: TestUser, dealDate: string, amount: number, equityPercentage: number, valuation: number, startupId = startup) {
  const recorded = await inject(investor, 'POST', '/api/portfolio/investments', { startupId, dealDate, investmentAmount: amount, roundType: 'Seed', equityPercentage, valuation });
  expect(recorded.statusCode).toBe(201);
  const confirmed = await inject(founder, 'POST', `/api/startups/${startupId}/investments/${recorded.json().id}/confirm`, { revision: 1 });
  expect(confirmed.statusCode).toBe(204);
}

/** An investor with $100,000 for 10 % at a $1M post-money on 2022-01-10, confirmed. */
async function investorWithFirstCheque(): Promise<TestUser> {
  const investor = await signUpWithRole(t, 'investor');
  await confirmedRound(investor, '2022-01-10', 100_000, 10, 1_000_000);
  return investor;
}

describe('GET /api/portfolio/returns', () => {
  it('reads a confirmed round as the first cheque, valued at the latest confirmed round’s price', async () => {
    const investor = await investorWithFirstCheque();
    const pending = await inject(investor, 'POST', '/api/portfolio/investments', { startupId: startup, dealDate: '2022-02-01', investmentAmount: 999, roundType: 'Seed' });
    expect(pending.statusCode).toBe(201);
    const body = await returnsOf(investor, '?currency=USD');
    expect(body.companies).toHaveLength(1);
    const [company] = body.companies;
    expect(company).toMatchObject({ startup: { id: startup, name: 'Kilimo Pay' }, currency: 'USD', investedMinor: '10000000', valueSource: 'round', valueDate: '2022-01-10' });
    // The pending $999 is the investor's claim only: it is not paid in until the founder confirms it.
    expect(company.flows).toEqual([{ id: expect.any(Number), origin: 'investment', kind: 'first-cheque', date: '2022-01-10', amountMinor: '10000000', currency: 'USD', note: null }]);
  });

  it('values the holding at a later confirmed round by another investor, and moves TVPI and IRR with a follow-on and a distribution', async () => {
    const mine = await signUpWithRole(t, 'founder');
    const company = (await buildStartup(t, mine.id, { name: 'Afya Link' })).id;
    const investor = await signUpWithRole(t, 'investor');
    const other = await signUpWithRole(t, 'investor');
    const round = async (who: TestUser, date: string, amount: number, equity: number, valuation: number) => {
      const recorded = await inject(who, 'POST', '/api/portfolio/investments', { startupId: company, dealDate: date, investmentAmount: amount, roundType: 'Seed', equityPercentage: equity, valuation });
      await inject(mine, 'POST', `/api/startups/${company}/investments/${recorded.json().id}/confirm`, { revision: 1 });
    };
    await round(investor, '2022-01-10', 100_000, 10, 1_000_000);
    await round(other, '2023-06-01', 500_000, 16.67, 3_000_000);
    const before = await returnsOf(investor, '?currency=USD');
    // 10 % of the $3M post-money: $300,000 on $100,000 invested.
    expect(before).toMatchObject({ paidInMinor: '10000000', residualValueMinor: '30000000', tvpi: 3, dpi: 0, rvpi: 3 });
    expect(before.companies[0]).toMatchObject({ valueSource: 'round', valueDate: '2023-06-01', moic: 3 });

    const followOn = await inject(investor, 'POST', '/api/portfolio/returns/flows', { startupId: company, kind: 'follow-on', amount: '$50,000', date: '2024-01-01', note: 'Bridge' });
    expect(followOn.statusCode).toBe(201);
    expect(followOn.json()).toMatchObject({ origin: 'recorded', kind: 'follow-on', amountMinor: '5000000', currency: 'USD', note: 'Bridge' });
    const afterFollowOn = await returnsOf(investor, '?currency=USD');
    // The follow-on after the round's mark is added at cost: (300,000 + 50,000) / 150,000.
    expect(afterFollowOn.tvpi).toBeCloseTo(350 / 150, 12);
    expect(afterFollowOn.irr).toBeLessThan(before.irr);

    const distribution = await inject(investor, 'POST', '/api/portfolio/returns/flows', { startupId: company, kind: 'distribution', amount: '60 000', date: '2024-06-01' });
    expect(distribution.statusCode).toBe(201);
    const afterDistribution = await returnsOf(investor, '?currency=USD');
    expect(afterDistribution).toMatchObject({ distributedMinor: '6000000' });
    expect(afterDistribution.dpi).toBeCloseTo(0.4, 12);
    expect(afterDistribution.tvpi).toBeCloseTo(410 / 150, 12);
    expect(afterDistribution.irr).toBeGreaterThan(afterFollowOn.irr);

    const mark = await inject(investor, 'POST', '/api/portfolio/returns/marks', { startupId: company, value: '$500,000', date: '2025-01-01', source: 'Secondary sale' });
    expect(mark.statusCode).toBe(201);
    const marked = await returnsOf(investor, '?currency=USD');
    expect(marked.companies[0]).toMatchObject({ currentValueMinor: '50000000', valueSource: 'manual', valueDate: '2025-01-01', valueNote: 'Secondary sale' });

    // Deleting the entries gives the figures back.
    expect((await inject(investor, 'DELETE', `/api/portfolio/returns/marks/${mark.json().id}`)).statusCode).toBe(204);
    expect((await inject(investor, 'DELETE', `/api/portfolio/returns/flows/${distribution.json().id}`)).statusCode).toBe(204);
    expect((await inject(investor, 'DELETE', `/api/portfolio/returns/flows/${followOn.json().id}`)).statusCode).toBe(204);
    expect(await returnsOf(investor, '?currency=USD')).toMatchObject({ paidInMinor: '10000000', residualValueMinor: '30000000', tvpi: 3 });
  });

  it('converts each flow at its date’s rate into the reporting currency, and lists a company with no rate that early', async () => {
    await t.db.insert(exchangeRates).values([
      { currency: 'XOF', rateDate: '2021-01-01', perUsd: '600', source: 'test' },
      { currency: 'XOF', rateDate: '2024-01-01', perUsd: '500', source: 'test' },
      { currency: 'KES', rateDate: '2024-01-01', perUsd: '130', source: 'test' },
    ]);
    const investor = await investorWithFirstCheque();
    const inXof = await returnsOf(investor, '?currency=XOF');
    // $100,000 on 2022-01-10 at 600 francs; the $100,000 value today at 500.
    expect(inXof).toMatchObject({ currency: 'XOF', paidInMinor: '60000000', residualValueMinor: '50000000', unconverted: [] });
    const inKes = await returnsOf(investor, '?currency=KES');
    expect(inKes).toMatchObject({ paidInMinor: '0', unconverted: [{ startupId: startup, currency: 'USD', date: '2022-01-10' }] });
  });

  it('is the investor’s only: a founder is refused and a visitor asked to sign in', async () => {
    expect((await inject(founder, 'GET', '/api/portfolio/returns')).statusCode).toBe(403);
    expect((await inject(founder, 'GET', '/api/portfolio/returns')).json().message).toBe(portfolioMessages.investorsOnly);
    expect((await inject(founder, 'POST', '/api/portfolio/returns/flows', { startupId: startup, kind: 'follow-on', amount: '10', date: '2024-01-01' })).statusCode).toBe(403);
    expect((await inject(null, 'GET', '/api/portfolio/returns')).statusCode).toBe(401);
  });

  it('shows another investor nothing of it, and their deletes find nothing (404)', async () => {
    const investor = await investorWithFirstCheque();
    const flow = await inject(investor, 'POST', '/api/portfolio/returns/flows', { startupId: startup, kind: 'distribution', amount: '$1,000', date: '2024-01-01' });
    const mark = await inject(investor, 'POST', '/api/portfolio/returns/marks', { startupId: startup, value: '$2,000', date: '2024-01-01', source: 'Board deck' });
    const stranger = await signUpWithRole(t, 'investor');
    expect((await returnsOf(stranger)).companies).toEqual([]);
    expect((await inject(stranger, 'DELETE', `/api/portfolio/returns/flows/${flow.json().id}`)).statusCode).toBe(404);
    expect((await inject(stranger, 'DELETE', `/api/portfolio/returns/marks/${mark.json().id}`)).statusCode).toBe(404);
    expect((await returnsOf(investor)).companies[0].flows).toHaveLength(2);
    // A mark needs a holding: the stranger has none in this company.
    expect((await inject(stranger, 'POST', '/api/portfolio/returns/marks', { startupId: startup, value: '$2,000', date: '2024-01-01', source: 'Guess' })).statusCode).toBe(404);
  });
});

describe('POST /api/portfolio/returns/flows', () => {
  it.each([
    ['an amount that is no amount', { amount: 'lots' }, 'amount'],
    ['an amount in another currency', { amount: '€500' }, 'amount'],
    ['a negative amount', { amount: '-500' }, 'amount'],
    ['a future date', { date: '2999-01-01' }, 'date', returnsMessages.dateFuture],
    ['no date', { date: '' }, 'date', returnsMessages.dateRequired],
    ['an unknown kind', { kind: 'dividend' }, 'kind', returnsMessages.kind],
    ['a note over 500 characters', { note: 'x'.repeat(501) }, 'note', returnsMessages.noteTooLong],
  ])('refuses %s with the field named', async (_label, overrides, path, message?: string) => {
    const investor = await investorWithFirstCheque();
    const response = await inject(investor, 'POST', '/api/portfolio/returns/flows', { startupId: startup, kind: 'follow-on', amount: '$500', date: '2024-01-01', ...overrides });
    expect(response.statusCode).toBe(400);
    const issue = response.json().issues.find((i: { path: string }) => i.path === path);
    expect(issue).toBeDefined();
    if (message) expect(issue.message).toBe(message);
  });

  it('keeps a company’s amounts in its currency: another one is refused with the reader’s sentence', async () => {
    const investor = await investorWithFirstCheque();
    const response = await inject(investor, 'POST', '/api/portfolio/returns/flows', { startupId: startup, kind: 'follow-on', amount: '€500', date: '2024-01-01' });
    expect(response.json().issues[0].message).toContain('write it in USD');
  });

  it('refuses a company that does not exist', async () => {
    const investor = await signUpWithRole(t, 'investor');
    expect((await inject(investor, 'POST', '/api/portfolio/returns/flows', { startupId: 999_999, kind: 'first-cheque', amount: '$500', date: '2024-01-01' })).statusCode).toBe(404);
  });
});

describe('GET /api/portfolio/returns/export', () => {
  it('writes the same figures as CSV and as an Excel workbook', async () => {
    const investor = await investorWithFirstCheque();
    const csv = await inject(investor, 'GET', '/api/portfolio/returns/export?format=csv&currency=USD');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Company,Currency,Invested,Distributed,Current value,MOIC,Value source,Value date');
    expect(lines[1]).toBe('Kilimo Pay,USD,100000,0,100000,1,round,2022-01-10');
    expect(lines).toContain('TVPI,1');
    const xlsx = await inject(investor, 'GET', '/api/portfolio/returns/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await inject(investor, 'GET', '/api/portfolio/returns/export?format=pdf')).statusCode).toBe(400);
  });
});
