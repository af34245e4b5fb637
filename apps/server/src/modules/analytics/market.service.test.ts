/**
 * Market analysis and ecosystems on a small seeded platform, at a fixed clock: the figures and
 * sentences each (sector, country) pair gets, written out, so a change to how the rows are read
 * and cached cannot change an answer.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MarketAnalysis } from '@baobab/insights/market/analyze-market';
import type { Text } from '@baobab/contracts/i18n/message';
import { jobs } from '../../db/schema/jobs';
import { createInProcessChangeFeed } from '../../integrations/change-feed';
import { createCacheRegistry, type CachedDb } from '../../lib/cache-registry';
import { translatorFor } from '../../lib/i18n';
import { countingDb } from '../../test/counting-db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildStartup } from '../../test/factories/startups';
import { confirmedInvestment } from '../../test/factories/portfolio';
import { signUpFounder, signUpInvestor } from '../../test/factories/users';
import { getEcosystem, getMarketAnalysis, getMarketFigures } from './market.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const founder = await signUpFounder(t);
  const startup = (name: string, sector: string, country: string, fundingStage: string, createdAt: string, raisingAmountUsd: number | null) =>
    buildStartup(t, founder.id, { name, sector, country, fundingStage, createdAt: new Date(createdAt), raisingAmountUsd, region: 'Africa' }).then((s) => s.id);
  const kobo = await startup('Kobo', 'FinTech', 'Kenya', 'Seed', '2026-03-01T00:00:00Z', 500_000);
  await startup('M-Lipa', 'fintech', 'Kenya', 'Pre-Seed', '2025-02-10T00:00:00Z', 200_000);
  await startup('Pesa Box', 'FinTech', 'kenya', 'Seed', '2023-05-01T00:00:00Z', null);
  const shamba = await startup('Shamba', 'AgriTech', 'Kenya', 'Pre-Seed', '2026-01-15T00:00:00Z', 300_000);
  await startup('Mavuno', 'AgriTech', 'Kenya', 'Series A', '2025-11-01T00:00:00Z', 2_000_000);
  const naira = await startup('Naira Pay', 'FinTech', 'Nigeria', 'Seed', '2026-04-20T00:00:00Z', 1_000_000);
  await startup('Lafiya', 'HealthTech', 'Nigeria', 'Seed', '2024-12-01T00:00:00Z', 750_000);
  await startup('Kasuwa', 'Logistics', 'Ghana', 'Series A', '2026-05-01T00:00:00Z', 4_000_000);

  const angel = await signUpInvestor(t);
  const agri = await signUpInvestor(t, { sectors: ['AgriTech'], geographies: ['Africa'], stages: ['Pre-Seed'], averageTicketSize: 150_000, maxTicketSize: 500_000 });
  await signUpInvestor(t, { sectors: ['HealthTech', 'FinTech'], geographies: ['Nigeria'], stages: ['Series A'], averageTicketSize: 500_000, maxTicketSize: 2_000_000 });
  await confirmedInvestment(t, angel, founder, kobo, 80_000);
  await confirmedInvestment(t, agri, founder, shamba, 120_000);
  await confirmedInvestment(t, angel, founder, naira, 40_000);

  const job = { userId: founder.id, description: 'Build it.', jobType: 'Full-time Employee', isRemote: false };
  await t.db.insert(jobs).values([
    { ...job, title: 'Engineer', category: 'Engineering', location: 'Nairobi', startupId: kobo, createdAt: new Date('2026-02-01T00:00:00Z') },
    { ...job, title: 'Agronomist', category: 'Operations', location: 'Nakuru, Kenya', startupId: shamba, createdAt: new Date('2025-03-01T00:00:00Z') },
    { ...job, title: 'Sales lead', category: 'Sales', location: 'Mombasa, Kenya', startupId: null, createdAt: new Date('2026-05-01T00:00:00Z') },
  ]);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

/** A fresh set of caches, as a restarted server has, at the test's clock. */
function freshCaches(): CachedDb {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  return { db: t.db, caches: createCacheRegistry(createInProcessChangeFeed(), () => undefined) };
}

const english = (text: Text) => translatorFor('en').message(text);
const metrics = ['startups', 'activityRecent', 'activityPrevious', 'activityGrowthPercent', 'investors', 'demandPerStartup', 'capitalSoughtUsd', 'ticketCapacityUsd', 'capitalCoverage', 'startupsPerInvestor', 'investedUsd'];

/** Every figure of an analysis and each sentence as an English reader sees it. */
function written(a: MarketAnalysis) {
  expect(a.evidence.map((e) => e.metric)).toEqual(metrics);
  return {
    pair: [a.sector, a.country],
    scores: [a.trendScore, a.growthPotential, a.competitiveIntensity],
    evidence: a.evidence.map((e) => e.value),
    text: [...a.keyTrends, ...a.opportunities, a.marketSize, a.timeframe].map(english),
  };
}

/** The answer's exact bytes (every message key and value, the weights), as a short fingerprint. */
const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

const expected: { pair: [string, string]; scores: number[]; evidence: number[]; text: string[] }[] = [
  {
    pair: ['FinTech', 'Kenya'],
    scores: [100, 38, 36],
    evidence: [3, 2, 1, 100, 1, 0.33, 700_000, 25_000, 0.04, 3, 80_000],
    text: [
      '1 new FinTech startup in Kenya in the last 12 months (1 the year before, 0%)',
      'Most are at Seed (67% of 3)',
      'Median raise sought: $350K across 2 startups',
      '1 role posted in the last 12 months, most in Engineering',
      '1 investor covers FinTech in Kenya, median average ticket $25K',
      '1 of 1 of these investors back Pre-Seed; 1 startup here is at that stage',
      '$700K sought by 2 startups and $80K invested on Baobab',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['Fintech', 'Kenya'],
    scores: [100, 38, 36],
    evidence: [3, 2, 1, 100, 1, 0.33, 700_000, 25_000, 0.04, 3, 80_000],
    text: [
      '1 new Fintech startup in Kenya in the last 12 months (1 the year before, 0%)',
      'Most are at Seed (67% of 3)',
      'Median raise sought: $350K across 2 startups',
      '1 role posted in the last 12 months, most in Engineering',
      '1 investor covers Fintech in Kenya, median average ticket $25K',
      '1 of 1 of these investors back Pre-Seed; 1 startup here is at that stage',
      '$700K sought by 2 startups and $80K invested on Baobab',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['AgriTech', 'Kenya'],
    scores: [100, 42, 24],
    evidence: [2, 2, 1, 100, 1, 0.5, 2_300_000, 150_000, 0.07, 2, 120_000],
    text: [
      '2 new AgriTech startups in Kenya in the last 12 months (0 the year before, +100%)',
      'Most are at Pre-Seed (50% of 2)',
      'Median raise sought: $1.2M across 2 startups',
      '1 investor covers AgriTech in Kenya, median average ticket $150K',
      '1 of 1 of these investors back Pre-Seed; 1 startup here is at that stage',
      '$2.3M sought by 2 startups and $120K invested on Baobab',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['Logistics', 'Kenya'],
    scores: [50, 65, 0],
    evidence: [0, 0, 0, 0, 1, 1, 0, 25_000, 1, 0, 0],
    text: [
      'No Logistics startups in Kenya on Baobab yet',
      '1 investor covers Logistics in Kenya, median average ticket $25K',
      'First-mover room: investors cover Logistics in Kenya and no startup is listed yet',
      '1 of 1 of these investors back Pre-Seed; 0 startups here are at that stage',
      'No raises or investments recorded on Baobab yet',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['FinTech', 'Nigeria'],
    scores: [100, 86, 7],
    evidence: [1, 1, 0, 100, 2, 2, 1_000_000, 525_000, 0.53, 0.5, 40_000],
    text: [
      '1 new FinTech startup in Nigeria in the last 12 months (0 the year before, +100%)',
      'Most are at Seed (100% of 1)',
      'Median raise sought: $1M across 1 startup',
      '2 investors cover FinTech in Nigeria, median average ticket $262.5K',
      '1 of 2 of these investors back Pre-Seed; 0 startups here are at that stage',
      '$1M sought by 1 startup and $40K invested on Baobab',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['HealthTech', 'Nigeria'],
    scores: [0, 40, 12],
    evidence: [1, 0, 1, -100, 1, 1, 750_000, 500_000, 0.67, 1, 0],
    text: [
      '0 new HealthTech startups in Nigeria in the last 12 months (1 the year before, -100%)',
      'Most are at Seed (100% of 1)',
      'Median raise sought: $750K across 1 startup',
      '1 investor covers HealthTech in Nigeria, median average ticket $500K',
      '1 of 1 of these investors back Series A; 0 startups here are at that stage',
      '$750K sought by 1 startup and $0 invested on Baobab',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['Logistics', 'Ghana'],
    scores: [100, 30, 12],
    evidence: [1, 1, 0, 100, 0, 0, 4_000_000, 0, 0, 1, 0],
    text: [
      '1 new Logistics startup in Ghana in the last 12 months (0 the year before, +100%)',
      'Most are at Series A (100% of 1)',
      'Median raise sought: $4M across 1 startup',
      'No investor on Baobab covers Logistics in Ghana yet: look to regional and sector-generalist funds',
      '$4M sought by 1 startup and $0 invested on Baobab',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
  {
    pair: ['FinTech', 'Senegal'],
    scores: [50, 15, 0],
    evidence: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    text: [
      'No FinTech startups in Senegal on Baobab yet',
      'No investor on Baobab covers FinTech in Senegal yet: look to regional and sector-generalist funds',
      'No raises or investments recorded on Baobab yet',
      '12 months to 2026-06-15 against the 12 months before',
    ],
  },
];

describe('market analysis per sector and country', () => {
  it('gives each pair its figures and sentences, to the byte', async () => {
    const cached = freshCaches();
    const analyses = await Promise.all(expected.map(({ pair: [sector, country] }) => getMarketAnalysis(cached, sector, country)));
    expect(analyses.map(written)).toEqual(expected);
    expect(analyses.map(fingerprint)).toEqual(['0b05e15470b27a9b', '897e2243100389c7', '2f0df2c1c8202809', '036e7b15dd565e1b', '9f3522fdcdb385d6', '9f733c6a00405a87', '149a19df811d8cf8', '1516dbea6568bfb8']);
  });

  it('answers a pair asked alone as it does among others', async () => {
    const alone = await getMarketAnalysis(freshCaches(), 'HealthTech', 'Nigeria');
    expect(fingerprint(alone)).toBe('9f733c6a00405a87');
  });

  it("maps a country's ecosystem from the same rows", async () => {
    const kenya = await getEcosystem(freshCaches(), 'Kenya');
    expect(kenya).toMatchObject({ country: 'Kenya', totalStartups: 5, totalInvestors: 2, networkDensity: 0.2, sectors: [{ name: 'FinTech', count: 3 }, { name: 'AgriTech', count: 2 }] });
    expect([...kenya.trends.challenges, ...kenya.trends.opportunities].map(english)).toEqual([
      'Few investors per startup: 2 investors for 5 startups',
      '1 investor covering Kenya backs LogisticsTech, which has 0 startups here',
      'AgriTech is growing: new startups +100% year on year',
      '2 roles posted for Kenya in the last 12 months',
    ]);
    expect(fingerprint(kenya)).toBe('e82d8fc7aed91c5b');
  });
});

describe('market figures', () => {
  it("are the analysis's three scores for every pair, read from counts per spelling", async () => {
    const cached = freshCaches();
    const figures = await Promise.all(expected.map(({ pair: [sector, country] }) => getMarketFigures(cached, sector, country)));
    expect(figures.map((f) => [f.trendScore, f.growthPotential, f.competitiveIntensity])).toEqual(expected.map((e) => e.scores));
  });

  it("never reads a country's startups row by row", async () => {
    const counted = countingDb(t.db);
    const cached = { ...freshCaches(), db: counted.db };
    await getMarketFigures(cached, 'FinTech', 'Kenya');
    await getMarketFigures(cached, 'AgriTech', 'Kenya');
    expect(counted.statements.filter((statement) => /from "startup"/.test(statement) && !/group by/.test(statement))).toEqual([]);
    // A country's counts hold every sector: the second sector asks the database nothing more.
    expect(counted.statements.filter((statement) => /from "startup"/.test(statement))).toHaveLength(1);
  });
});

describe('reading the rows once', () => {
  /** Which tables a statement reads from, in order: the market reads name one table each. */
  const tables = (statements: string[]) => statements.map((s) => /from "(\w+)"/.exec(s)?.[1]);

  it("reads the investors and the confirmed investments once, and a country's startups and jobs once, for every pair and the ecosystem", async () => {
    const { db, statements } = countingDb(t.db);
    const cached = { ...freshCaches(), db };
    const kenya = ['FinTech', 'Fintech', 'AgriTech', 'Logistics', 'HealthTech'].map((sector) => getMarketAnalysis(cached, sector, 'Kenya'));
    // Concurrent first requests share one read.
    await Promise.all([...kenya, getEcosystem(cached, 'Kenya'), getMarketAnalysis(cached, 'FinTech', 'Kenya')]);
    expect(tables(statements).sort()).toEqual(['investment', 'investor_profile', 'job', 'startup']);
    await getMarketAnalysis(cached, 'FinTech', 'Nigeria');
    await getMarketAnalysis(cached, 'HealthTech', 'Nigeria');
    expect(tables(statements.slice(4))).toEqual(['startup', 'job']);
    await getMarketAnalysis(cached, 'Marketplace', 'Kenya');
    expect(statements).toHaveLength(6);
  });

  it('reads everything again once the minute has passed, and keeps the answers the same', async () => {
    const { db, statements } = countingDb(t.db);
    const cached = { ...freshCaches(), db };
    const first = await getMarketAnalysis(cached, 'AgriTech', 'Kenya');
    vi.setSystemTime(new Date('2026-06-15T12:00:59Z'));
    expect(await getMarketAnalysis(cached, 'AgriTech', 'Kenya')).toBe(first);
    expect(statements).toHaveLength(4);
    vi.setSystemTime(new Date('2026-06-15T12:01:00Z'));
    const again = await getMarketAnalysis(cached, 'AgriTech', 'Kenya');
    expect(statements).toHaveLength(8);
    expect(fingerprint(again)).toBe(fingerprint(first));
  });
});
