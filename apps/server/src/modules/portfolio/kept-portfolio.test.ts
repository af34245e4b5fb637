/**
 * Kept portfolios (decision 0080): the overview, the companies, a company and the performance read a portfolio kept
 * by its fingerprint, so every change they show must reach the next read, made through the API, by the founder, or
 * by hand in SQL (nothing signals), and the exchange rates the app reads must be the ones converted with.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioCompany, PortfolioOverview } from '@baobab/contracts/portfolio';
import { createCacheRegistry } from '../../lib/cache-registry';
import { countingDb } from '../../test/counting-db';
import { buildStartup } from '../../test/factories/startups';
import { signUpWithRole } from '../../test/factories/users';
import { as, createTestApp, sessionUserOf, type TestApp, type TestUser } from '../../test/test-app';
import { latestRatesCache } from '../exchange-rates/exchange-rates.cache';
import { getOverview } from './portfolio.service';

let t: TestApp;
let founder: TestUser;
let investor: TestUser;
let startupId: number;
beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpWithRole(t, 'founder');
  investor = await signUpWithRole(t, 'investor');
  startupId = (await buildStartup(t, founder.id, { name: 'Kept Pay', sector: 'FinTech' })).id;
  const recorded = await call(investor, 'POST', '/api/portfolio/investments', { startupId, dealDate: '2024-03-15', investmentAmount: 50_000, roundType: 'Seed', valuation: 1_000_000 });
  expect(recorded.statusCode).toBe(201);
});
afterAll(() => t.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject(as(user, { method, url, ...(payload ? { payload } : {}) }));
const run = (statement: ReturnType<typeof sql>) => t.db.execute(statement);

async function screens(): Promise<{ overview: PortfolioOverview; company: PortfolioCompany }> {
  const overview = await call(investor, 'GET', '/api/portfolio/overview');
  const companies = await call(investor, 'GET', '/api/portfolio/companies?sortBy=name&sector=All');
  expect(overview.statusCode).toBe(200);
  expect(companies.statusCode).toBe(200);
  return { overview: overview.json(), company: (companies.json() as PortfolioCompany[]).find((c) => c.id === startupId)! };
}

/** Two reads in a row (the second a kept one) both show `value`. */
async function expectScreens(read: (screens: { overview: PortfolioOverview; company: PortfolioCompany }) => unknown, value: unknown, what: string) {
  for (let time = 1; time <= 2; time += 1) expect(read(await screens()), `${what}, read ${time}`).toEqual(value);
}

describe('kept portfolios', () => {
  it('show every change at the next read: the investor’s, the founder’s and one made by hand in SQL', async () => {
    await expectScreens(({ overview }) => [overview.summary.totalInvested, overview.summary.totalInvestments], [50_000, 1], 'the first round');
    const second = await call(investor, 'POST', '/api/portfolio/investments', { startupId, dealDate: '2025-01-10', investmentAmount: 25_000, roundType: 'Series A', valuation: 4_000_000 });
    expect(second.statusCode).toBe(201);
    await expectScreens(({ overview, company }) => [overview.summary.totalInvested, company.investmentCount], [75_000, 2], 'a second round through the API');

    await run(sql`update investment set amount_minor = 3000000 where id = ${second.json().id}`);
    await expectScreens(({ overview }) => overview.summary.totalInvested, 80_000, 'an amount changed in SQL');
    await run(sql`update investment set confirmation_status = 'confirmed' where id = ${second.json().id}`);
    await expectScreens(({ overview }) => overview.recentInvestments[0]!.confirmationStatus, 'confirmed', 'confirmed by the founder');

    await run(sql`update startup set name = 'Kept Pay Renamed' where id = ${startupId}`);
    await expectScreens(({ company }) => company.startup.name, 'Kept Pay Renamed', 'the startup renamed in SQL');
    const before = (await screens()).company.currentValuation;
    expect((await call(founder, 'POST', `/api/startups/${startupId}/valuation`)).statusCode).toBeLessThan(300);
    const after = (await screens()).company.currentValuation;
    expect(after, "the founder's new valuation marks the position").not.toEqual(before);

    expect((await call(investor, 'PUT', `/api/portfolio/companies/${startupId}/exit`, { exitAmount: 300_000, exitDate: '2026-01-05' })).statusCode).toBe(204);
    await expectScreens(({ company }) => company.isExited, true, 'an exit through the API');
    const exitedAt = (await screens()).company.currentValuation;
    expect((await call(investor, 'PUT', `/api/portfolio/companies/${startupId}/exit`, { exitAmount: 600_000, exitDate: '2026-01-05' })).statusCode).toBe(204);
    await expectScreens(({ company }) => company.currentValuation === exitedAt, false, 'the exit amount changed through the API');
    await run(sql`delete from portfolio_exit where startup_id = ${startupId}`);
    await expectScreens(({ company }) => company.isExited, false, 'the exit deleted in SQL');
  });

  it('converts at the rates the app reads, and reads the rest from one statement when nothing moved', async () => {
    const caches = createCacheRegistry({ publish: async () => undefined, subscribe: () => () => undefined }, () => undefined);
    const counted = countingDb(t.db);
    const cached = { db: counted.db, caches };
    const user = sessionUserOf(investor, 'investor');
    await run(sql`insert into exchange_rate (currency, rate_date, per_usd, source) values ('KES', '2026-01-02', '100', 'test')`);
    await run(sql`update investment set currency = 'KES', amount_minor = 500000000 where investor_id = ${investor.id} and deal_date = '2024-03-15'`);
    const first = await getOverview(cached, user);
    counted.statements.length = 0;
    expect(await getOverview(cached, user)).toEqual(first);
    expect(counted.statements, 'only the fingerprint is read again').toHaveLength(1);

    // A new rate reaches the overview once the app's rates cache reads it (an admin's import empties it at once).
    await run(sql`insert into exchange_rate (currency, rate_date, per_usd, source) values ('KES', '2026-01-03', '125', 'test')`);
    expect(await getOverview(cached, user)).toEqual(first);
    caches.use(latestRatesCache).invalidate();
    const converted = await getOverview(cached, user);
    expect(converted.summary.totalInvested - first.summary.totalInvested).toBeCloseTo(40_000 - 50_000, 2);
  });
});
