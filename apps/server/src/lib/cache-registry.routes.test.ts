import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpUser, type TestApp } from '../test/test-app';
import { buildInvestorProfile, signUpFounder, signUpInvestor } from '../test/factories/users';
import { createStartup } from '../test/factories/startups';
import { postJob } from '../test/factories/jobs';
import { startTwoInstances, type TwoInstances } from '../test/two-instances';

/**
 * Every cached read shows a committed write in the very next read (lib/cache-registry.ts). The
 * directory pages and counts, startup previews and sitemaps are covered beside their modules
 * (startups.paging.test.ts, link-previews.test.ts, investors.routes.test.ts, investors.directory-cache.test.ts,
 * jobs.board-cache.test.ts, matching.routes.test.ts);
 * these are the rest: the investor index behind matching, and investor link previews. Market
 * figures are the one cache without a change topic: they may be a minute old by design.
 */
describe('cached reads on one instance', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'baobab-caches-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Baobab</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("counts a new investor in a founder's dashboard matches at once (investor index and matches)", async () => {
    const founder = await signUpFounder(t);
    const startupId = await createStartup(t, founder, { description: 'Payments and credit for market traders and merchants in Lagos, Nigeria.', raisingAmount: '$500K' });
    // The form has no country, and geography is a hard filter; the next write's signal covers this edit too.
    await t.db.execute(`update startup set country = 'Nigeria', city = 'Lagos' where id = ${startupId}`);
    await signUpInvestor(t, { investmentThesis: 'We back fintech founders building payments and credit for merchants in Nigeria.', minTicketSize: 25_000, averageTicketSize: 100_000, maxTicketSize: 250_000 });
    // Signed up (which itself changes a user) before the first read, so only the profile below can signal.
    const newcomer = await signUpUser(t.app);
    const active = async () => (await t.app.inject(as(founder, { method: 'GET', url: '/api/dashboard/matches' }))).json().activeMatches as number;
    const before = await active();
    expect(before).toBeGreaterThan(0);
    const profile = buildInvestorProfile({ investmentThesis: 'Payments and merchant credit in Nigeria.', minTicketSize: 25_000, averageTicketSize: 100_000, maxTicketSize: 250_000 });
    expect((await t.app.inject(as(newcomer, { method: 'POST', url: '/api/investors', payload: profile }))).statusCode).toBe(201);
    expect(await active()).toBe(before + 1);
  });

  it("shows an investor's new name in the link preview of their page at once", async () => {
    const investor = await signUpInvestor(t, {}, { firstName: 'Abena', lastName: 'Boateng' });
    const title = async () => /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url: `/investors/${investor.investorId}` })).body)?.[1];
    expect(await title()).toBe('Abena Boateng · Baobab');
    const renamed = await t.app.inject(as(investor, { method: 'PUT', url: '/api/users/profile', payload: { lastName: 'Owusu' } }));
    expect(renamed.statusCode).toBe(200);
    expect(await title()).toBe('Abena Owusu · Baobab');
  });
});

/** Two instances on one PostgreSQL: a write through one empties the other's caches through the change feed. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('cached reads across two instances (needs TEST_DATABASE_URL)', () => {
  let instances: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  /** The signal travels by NOTIFY, so the other instance hears it within moments, far inside the 30 s time to live. */
  async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
    const deadline = Date.now() + 5_000;
    while ((await read()) !== expected) {
      if (Date.now() > deadline) throw new Error(`still ${String(await read())}, expected ${String(expected)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("shows a startup and an investor created through one instance in the other's cached directory and counts", async () => {
    const onA = { app: a } as TestApp;
    const startups = async () => (await b.inject({ method: 'GET', url: '/api/startups/stats' })).json().total as number;
    const investors = async () => (await b.inject({ method: 'GET', url: '/api/investors/stats' })).json().total as number;
    const [startupsBefore, investorsBefore] = [await startups(), await investors()];
    await createStartup(onA, await signUpFounder(onA));
    await signUpInvestor(onA);
    await eventually(startups, startupsBefore + 1);
    await eventually(investors, investorsBefore + 1);
  });

  it("shows an investor and a job made through one instance in the other's cached directory and board pages", async () => {
    const onA = { app: a } as TestApp;
    const tag = `Xi${Date.now()}`;
    const investors = async () => (await b.inject({ method: 'GET', url: `/api/investors?q=${tag}` })).json().length as number;
    const board = async () => (await b.inject({ method: 'GET', url: `/api/jobs?q=${tag}` })).json().length as number;
    expect([await investors(), await board()]).toEqual([0, 0]);
    const investor = await signUpInvestor(onA, { investmentThesis: `Seed cheques ${tag} for payments founders.` });
    await postJob(onA, investor, { title: `Engineer ${tag}` });
    await eventually(investors, 1);
    await eventually(board, 1);
  });
});
