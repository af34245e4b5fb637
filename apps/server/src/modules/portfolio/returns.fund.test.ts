import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsMessages } from '@baobab/contracts/portfolio-returns';
import { exchangeRates } from '../../db/schema/exchange-rates';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { signUpWithRole } from '../../test/factories/users';
import { buildStartup } from '../../test/factories/startups';
import { buildFund, removeMember, type FundRole } from '../deals/fund-pipeline.fixture';

/**
 * A fund's returns (decision 0065): the flows and marks its members record for it, read by every member,
 * changed by admins and members, and nothing for a former member; never mixed with a member's own.
 */
let t: TestApp;
let founder: TestUser;
let organisation: number;
let people: Record<FundRole, TestUser>;
let company: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  ({ organisation, people } = await buildFund(t, 'Returns Fund'));
  company = (await buildStartup(t, founder.id, { name: 'Sahel Grid' })).id;
  // Euros per dollar: 0.8 from 2021, 0.9 from 2023 (the euro lost an eighth against the dollar). No naira rate before 2022.
  await t.db
    .insert(exchangeRates)
    .values([
      { currency: 'EUR', rateDate: '2021-01-01', perUsd: '0.8', source: 'test' },
      { currency: 'EUR', rateDate: '2023-01-01', perUsd: '0.9', source: 'test' },
      { currency: 'NGN', rateDate: '2022-01-01', perUsd: '800', source: 'test' },
    ])
    .onConflictDoNothing();
}, 120_000);
afterAll(() => t.close());

const inject = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const fundReturns = async (user: TestUser, query = '') => {
  const response = await inject(user, 'GET', `/api/portfolio/returns?organisationId=${organisation}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe("a fund's returns", () => {
  it('are worked out from what its members record for it, in a reporting currency at each date’s rate', async () => {
    // €100,000 in on 2021-03-01, €50,000 back on 2023-03-01, the rest marked at €120,000 on 2023-06-30.
    const cheque = await inject(people.member, 'POST', '/api/portfolio/returns/flows', { organisationId: organisation, startupId: company, kind: 'first-cheque', amount: '€100,000', date: '2021-03-01' });
    expect(cheque.statusCode).toBe(201);
    expect((await inject(people.admin, 'POST', '/api/portfolio/returns/flows', { organisationId: organisation, startupId: company, kind: 'distribution', amount: '€50,000', date: '2023-03-01' })).statusCode).toBe(201);
    expect((await inject(people.member, 'POST', '/api/portfolio/returns/marks', { organisationId: organisation, startupId: company, value: '€120,000', date: '2023-06-30', source: 'Q2 board pack' })).statusCode).toBe(201);

    // In euros, nothing is converted: TVPI (50,000 + 120,000) ÷ 100,000 = 1.7, DPI 0.5, RVPI 1.2.
    const inEuros = await fundReturns(people.viewer, '&currency=EUR');
    expect(inEuros).toMatchObject({ organisation: { id: organisation, name: 'Returns Fund', role: 'viewer' }, currency: 'EUR', paidInMinor: '10000000', distributedMinor: '5000000', residualValueMinor: '12000000', tvpi: 1.7, dpi: 0.5, rvpi: 1.2 });
    expect(inEuros.companies).toHaveLength(1);
    expect(inEuros.companies[0]).toMatchObject({ startup: { id: company, name: 'Sahel Grid' }, currency: 'EUR', investedMinor: '10000000', currentValueMinor: '12000000', moic: 1.7, valueSource: 'manual', valueNote: 'Q2 board pack' });
    expect(inEuros.history.at(-1).tvpi).toBe(1.7);

    // In dollars, each amount at its own date's rate: paid in €100,000 ÷ 0.8 = $125,000; €50,000 ÷ 0.9 = $55,555.56 back;
    // €120,000 ÷ 0.9 = $133,333.33 held today. TVPI = 188,888.89 ÷ 125,000 = 1.5111.
    const inDollars = await fundReturns(people.admin, '&currency=USD');
    expect(inDollars).toMatchObject({ currency: 'USD', paidInMinor: '12500000', distributedMinor: '5555556', residualValueMinor: '13333333' });
    expect(inDollars.tvpi).toBeCloseTo(18_888_889 / 12_500_000, 12);

    // No naira rate on 2021-03-01: the company is named as left out, with the currency and the date that had none; never a zero.
    const inNaira = await fundReturns(people.member, '&currency=NGN');
    expect(inNaira).toMatchObject({ paidInMinor: '0', tvpi: null, unconverted: [{ startupId: company, currency: 'EUR', date: '2021-03-01' }] });
  });

  it('are kept apart from each member’s own returns', async () => {
    const own = await inject(people.member, 'GET', '/api/portfolio/returns');
    expect(own.json().organisation).toBeNull();
    expect(own.json().companies.find((c: { startup: { id: number } }) => c.startup.id === company)).toBeUndefined();
    const personal = await inject(people.member, 'POST', '/api/portfolio/returns/flows', { startupId: company, kind: 'first-cheque', amount: '€1,000', date: '2022-01-01' });
    expect(personal.statusCode).toBe(201);
    // The member's own cheque is not the fund's, and a fund's row cannot be deleted as if it were the member's own ...
    expect((await fundReturns(people.admin, '&currency=EUR')).paidInMinor).toBe('10000000');
    // ... while the member's own row is theirs alone: the fund's admin cannot delete it.
    expect((await inject(people.admin, 'DELETE', `/api/portfolio/returns/flows/${personal.json().id}`)).statusCode).toBe(404);
  });

  it('are read-only for a viewer, and a member deletes what another member recorded', async () => {
    const refused = await inject(people.viewer, 'POST', '/api/portfolio/returns/flows', { organisationId: organisation, startupId: company, kind: 'follow-on', amount: '€10', date: '2024-01-01' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(returnsMessages.viewersReadOnly);
    const flow = await inject(people.admin, 'POST', '/api/portfolio/returns/flows', { organisationId: organisation, startupId: company, kind: 'follow-on', amount: '€10', date: '2024-01-01' });
    expect((await inject(people.viewer, 'DELETE', `/api/portfolio/returns/flows/${flow.json().id}`)).statusCode).toBe(403);
    expect((await inject(people.member, 'DELETE', `/api/portfolio/returns/flows/${flow.json().id}`)).statusCode).toBe(204);
  });

  it('keep a company’s amounts in its first currency, as for a person', async () => {
    const response = await inject(people.member, 'POST', '/api/portfolio/returns/flows', { organisationId: organisation, startupId: company, kind: 'follow-on', amount: '$500', date: '2024-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toContain('write it in EUR');
  });

  it('name the fund and the reporting currency in the files', async () => {
    const csv = await inject(people.viewer, 'GET', `/api/portfolio/returns/export?format=csv&currency=EUR&organisationId=${organisation}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(lines).toContain('Sahel Grid,EUR,100000,50000,120000,1.7,manual,2023-06-30');
    expect(lines).toContain('Fund,Returns Fund');
    expect(lines).toContain('Reporting currency,EUR');
    const naira = await inject(people.viewer, 'GET', `/api/portfolio/returns/export?format=csv&currency=NGN&organisationId=${organisation}`);
    expect(naira.body).toContain('Left out of the totals (no rate on or before),"Sahel Grid: EUR → NGN, 2021-03-01"');
  });

  it('end for a member at once when they are removed', async () => {
    const before = await inject(people.former, 'GET', `/api/portfolio/returns?organisationId=${organisation}`);
    expect(before.statusCode).toBe(200);
    await removeMember(t, organisation, people.admin, people.former);
    expect((await inject(people.former, 'GET', `/api/portfolio/returns?organisationId=${organisation}`)).statusCode).toBe(404);
    expect((await inject(people.former, 'GET', `/api/portfolio/returns/export?format=csv&organisationId=${organisation}`)).statusCode).toBe(404);
  });
});
