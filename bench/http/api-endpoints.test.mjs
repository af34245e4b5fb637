import { describe, expect, it } from 'vitest';
import { endpoints, peerEndpoints, selectEndpoints } from './api-endpoints.mjs';

describe('the API benchmark endpoints', () => {
  it('has one row per key, and every peer it names exists', () => {
    expect(new Set(endpoints.map((e) => e.key)).size).toBe(endpoints.length);
    for (const e of endpoints.filter((x) => x.peer)) expect(peerEndpoints.map((p) => p.key)).toContain(e.peer);
  });

  it('measures every request of each screen users wait on', () => {
    const screens = new Set(endpoints.map((e) => e.screen));
    for (const screen of ['investor directory', 'jobs', 'startup detail', 'investor dashboard', 'founder dashboard', 'portfolio', 'updates feed']) expect(screens).toContain(screen);
    const founder = endpoints.filter((e) => e.screen === 'founder dashboard').map((e) => e.path);
    expect(founder).toEqual(['/api/dashboard/stats', '/api/dashboard/activity', '/api/dashboard/matches', '/api/profile']);
  });

  it('selects by key or by screen, everything when empty, and refuses an unknown word', () => {
    expect(selectEndpoints(undefined)).toBe(endpoints);
    expect(selectEndpoints('jobs, portfolio').map((e) => e.key)).toEqual(['jobs', 'portfolioOverview', 'portfolioCompanies']);
    expect(() => selectEndpoints('jobs,nope')).toThrow(/nope/);
  });
});
