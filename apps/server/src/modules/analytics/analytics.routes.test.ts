import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages } from '@baobab/contracts/analytics';
import { insightsMessages } from '@baobab/contracts/insights';
import { translatorFor } from '../../lib/i18n';
import { as, createTestApp, type TestApp, type TestUser } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';

let t: TestApp;
let founder: TestUser;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  founder = await signUpFounder(t);
  ids = [];
  for (const [name, sector, stage] of [['Kobo', 'FinTech', 'Seed'], ['Naira Pay', 'FinTech', 'Seed'], ['Shamba', 'AgriTech', 'Pre-Seed']] as const) {
    ids.push(await createStartup(t, founder, { name, sector, fundingStage: stage }));
  }
  await t.db.execute(`update startup set country = 'Nigeria' where id in (${ids[0]}, ${ids[1]})`);
  await t.db.execute(`update startup set country = 'Kenya', monthly_revenue_usd = 20000 where id = ${ids[2]}`);
  await t.db.execute(`update startup set created_at = now() - interval '18 months' where id = ${ids[1]}`);
  await signUpInvestor(t);
});
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = null) => t.app.inject(as(user, { method: 'GET', url }));

describe('market analytics', () => {
  it('analyses a sector in a country from the platform, any spelling of the sector', async () => {
    const response = await get('/api/market-analysis/Fintech/Nigeria');
    expect(response.statusCode).toBe(200);
    const market = response.json();
    expect(market).toMatchObject({ sector: 'Fintech', country: 'Nigeria' });
    expect(market.evidence.find((e: { metric: string }) => e.metric === 'startups').value).toBe(2);
    // One new startup in the last 12 months against one the year before: flat activity, trend 50.
    expect(market.trendScore).toBe(50);
    expect(market.keyTrends[0]).toContain('1 new Fintech startup in Nigeria');
  });

  it('rejects a blank sector', async () => {
    const response = await get('/api/market-analysis/%20/Nigeria');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(insightsMessages.sectorRequired);
  });

  it('sums platform-wide intelligence in the database', async () => {
    const response = await get('/api/market-intelligence');
    expect(response.statusCode).toBe(200);
    const intel = response.json();
    expect(intel.overview).toMatchObject({ totalStartups: 3, totalFunding: 0, fundingSought: 1_500_000 });
    expect(intel.trends.growingSectors.map((s: { sector: string }) => s.sector)).toContain('AgriTech');
  });

  it("maps a country's ecosystem and the countries' activity", async () => {
    const kenya = (await get('/api/ecosystem/Kenya')).json();
    expect(kenya).toMatchObject({ country: 'Kenya', totalStartups: 1, sectors: [{ name: 'AgriTech', count: 1 }] });
    expect(kenya.totalInvestors).toBe(1);
    const countries = (await get('/api/analytics/countries')).json();
    expect(countries.slice(0, 4).map((c: { country: string }) => c.country)).toEqual(['Nigeria', 'Kenya', 'South Africa', 'Ghana']);
    expect(countries[0]).toMatchObject({ startups: 2, raisingUsd: 1_000_000 });
  });
});

describe('competitive and portfolio analytics', () => {
  it('compares a startup with peers of the same sector and stage', async () => {
    const body = (await get(`/api/analytics/competitive/${ids[0]}`, founder)).json();
    expect(body.peers.map((p: { name: string }) => p.name)).toEqual(['Naira Pay']);
    expect(body.ranks.find((r: { metric: string }) => r.metric === 'teamSize')).toEqual({ metric: 'teamSize', rank: 1, of: 2 });
    // The peer group travels as a message: the sector and stage are labels each language names.
    expect(body.peerGroupLabel).toBe('FinTech startups at Seed, best scored first');
    const group = body.messages[body.peerGroupLabel];
    expect(translatorFor('fr').message(group)).toBe('Startups FinTech au stade Amorçage, les mieux notées en premier');
    expect(translatorFor('ar').message(group)).toBe('شركات ناشئة في قطاع التقنية المالية بمرحلة التأسيس، الأعلى درجة أولًا');
    const alone = (await get(`/api/analytics/competitive/${ids[2]}`, founder)).json();
    expect(alone).toMatchObject({ peers: [], peerGroupLabel: analyticsMessages.noPeers });
    expect((await get('/api/analytics/competitive/999999', founder)).statusCode).toBe(404);
    expect((await get(`/api/analytics/competitive/${ids[0]}`)).statusCode).toBe(401);
  });

  it("benchmarks a founder's startups and is honest with an investor", async () => {
    const mine = (await get('/api/analytics/portfolio', founder)).json();
    expect(mine.role).toBe('founder');
    expect(mine.startups.map((s: { name: string }) => s.name).sort()).toEqual(['Kobo', 'Naira Pay', 'Shamba']);
    expect(mine.startups[0].benchmark.raise.value).toBe(500_000);
    const investor = (await get('/api/analytics/portfolio', await signUpInvestor(t))).json();
    expect(investor).toEqual({ role: 'investor', startups: [], notes: [analyticsMessages.noInvestmentsYet] });
  });
});
