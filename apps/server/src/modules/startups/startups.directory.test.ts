import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStartup } from '../../test/factories/startups';
import { signUpFounder } from '../../test/factories/users';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const founder = await signUpFounder(t);
  ids.lagos = await createStartup(t, founder, { name: 'Lagos Payments Hub', description: 'Mobile payments for market traders in Lagos.', sector: 'FinTech', region: 'Africa', fundingStage: 'Seed', tractionUsers: 20_000 });
  ids.nairobi = await createStartup(t, founder, { name: 'Shamba Data', description: 'Crop insurance priced from satellite payments data.', sector: 'AgriTech', region: 'Africa', fundingStage: 'Series A', raisingAmount: '$3M' });
  ids.jakarta = await createStartup(t, founder, { name: 'Kirim Cepat', description: 'Same-day delivery for small shops in Jakarta.', sector: 'LogisticsTech', region: 'Southeast Asia', fundingStage: 'Pre-Seed', raisingAmount: 'unknown' });
  ids.bogota = await createStartup(t, founder, { name: 'Salud Facil', description: 'Telemedicine for rural clinics in Colombia.', sector: 'HealthTech', region: 'South America', fundingStage: 'Series B', raisingAmount: '$12M', monthlyRevenueUsd: 150_000 });
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/startups${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { id: number }[]).map((s) => s.id);
};

describe('GET /api/startups', () => {
  it('lists the newest first, 20 per page by default', async () => {
    expect(await list('')).toEqual([ids.bogota, ids.jakarta, ids.nairobi, ids.lagos]);
  });

  it('filters by directory slugs and by form values alike, ignoring "all"', async () => {
    expect(await list('?sector=fintech')).toEqual([ids.lagos]);
    expect(await list('?sector=FinTech&region=all&stage=all')).toEqual([ids.lagos]);
    expect(await list('?sector=logistics')).toEqual([ids.jakarta]);
    expect(await list('?region=asia')).toEqual([ids.jakarta]);
    expect(await list('?region=latam')).toEqual([ids.bogota]);
    expect(await list('?stage=series-a')).toEqual([ids.nairobi]);
    expect(await list('?stage=Pre-Seed')).toEqual([ids.jakarta]);
  });

  it('rejects unknown filter values and unknown parameters', async () => {
    for (const query of ['?sector=crypto', '?region=mars', '?stage=series-z', '?traction=huge', '?colour=red', '?limit=0']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/startups${query}` })).statusCode).toBe(400);
    }
  });

  it('searches names and descriptions across the whole database, ranked by relevance', async () => {
    expect(await list('?q=payments')).toEqual([ids.lagos, ids.nairobi]);
    expect(await list('?q=shamba')).toEqual([ids.nairobi]);
    expect(await list('?q=payments&sort=recent')).toEqual([ids.nairobi, ids.lagos]);
    expect(await list('?q=quantum')).toEqual([]);
  });

  it('matches the start of words, as people type them ("Sham Da", "telemed", "Kir")', async () => {
    expect(await list('?q=Sham%20Da')).toEqual([ids.nairobi]);
    expect(await list('?q=telemed')).toEqual([ids.bogota]);
    expect(await list('?q=Kir')).toEqual([ids.jakarta]);
    expect(await list('?q=Lagos%20Pay')).toEqual([ids.lagos]);
    // Every word must start a word of the startup; a word's middle does not count.
    expect(await list('?q=amba')).toEqual([]);
    // Punctuation and tsquery operators typed by a person are words' edges, not syntax.
    expect(await list('?q=%22Kirim%22%20%26%20(Cep')).toEqual([ids.jakarta]);
    expect(await list('?q=%3A*%20%21')).toEqual([]);
  });

  it('filters by traction tier and score range', async () => {
    expect(await list('?traction=growing')).toEqual([ids.lagos]);
    expect(await list('?traction=scaling')).toEqual([ids.bogota]);
    const all = (await t.app.inject({ method: 'GET', url: '/api/startups' })).json() as { id: number; score: number }[];
    const jakarta = all.find((s) => s.id === ids.jakarta)!;
    expect(await list(`?scoreMax=${jakarta.score}`)).toContain(ids.jakarta);
    expect(await list(`?scoreMin=${jakarta.score + 1}`)).not.toContain(ids.jakarta);
    expect((await t.app.inject({ method: 'GET', url: '/api/startups?scoreMin=90&scoreMax=10' })).statusCode).toBe(400);
  });

  it('pages with limit and offset', async () => {
    expect(await list('?limit=2&offset=0')).toEqual([ids.bogota, ids.jakarta]);
    expect(await list('?limit=2&offset=2')).toEqual([ids.nairobi, ids.lagos]);
  });

  it('sorts by score', async () => {
    const scores = ((await t.app.inject({ method: 'GET', url: '/api/startups?sort=score' })).json() as { score: number }[]).map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('GET /api/startups/stats', () => {
  it('counts what matches the filters from real data', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/startups/stats' })).json();
    expect(all).toEqual({ total: 4, raisingNow: 3, countries: 0, sectors: 4 });
    const africa = (await t.app.inject({ method: 'GET', url: '/api/startups/stats?region=africa&q=payments' })).json();
    expect(africa).toMatchObject({ total: 2, sectors: 2 });
  });
});
