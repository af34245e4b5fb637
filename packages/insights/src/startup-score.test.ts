import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreStartup as scoreMessages, type StartupScoreInput } from './startup-score';
import { toWire } from '@baobab/contracts/i18n/message-wire';

/** The score as the API sends it: every message in its English (decision 0046). */
const scoreStartup = (...args: Parameters<typeof scoreMessages>) => toWire(scoreMessages(...args));

const bare: StartupScoreInput = {
  description: 'A short one',
  logoUrl: null,
  website: null,
  teamSize: 1,
  fundingStage: 'Seed',
  tractionUsers: null,
  monthlyRevenueUsd: null,
  raisingAmountUsd: null,
};

describe('scoreStartup', () => {
  it('gives a bare profile only the minimum points and says what is missing', () => {
    const result = scoreStartup(bare);
    expect(result.total).toBe(3 + 5);
    expect(result.factors.find((f) => f.key === 'completeness')?.evidence).toContain('a logo');
    expect(result.factors.find((f) => f.key === 'raise')?.points).toBe(0);
  });

  it('scores a complete, scaling seed startup 100', () => {
    const result = scoreStartup({
      ...bare,
      description: 'x'.repeat(300),
      logoUrl: 'https://example.com/logo.png',
      website: 'https://example.com',
      teamSize: 12,
      tractionUsers: 250_000,
      monthlyRevenueUsd: 120_000,
      raisingAmountUsd: 2_000_000,
    });
    expect(result.total).toBe(100);
  });

  it('gives fewer stage points to a raise outside the stage band', () => {
    const inside = scoreStartup({ ...bare, raisingAmountUsd: 500_000 }).factors.find((f) => f.key === 'stage')!;
    const outside = scoreStartup({ ...bare, raisingAmountUsd: 50_000_000 }).factors.find((f) => f.key === 'stage')!;
    expect(inside.points).toBe(15);
    expect(outside.points).toBe(5);
    expect(outside.evidence).toContain('outside');
  });

  it('climbs the user ladder one rung per tenfold step', () => {
    const points = [99, 100, 1_000, 10_000, 100_000].map((u) => scoreStartup({ ...bare, tractionUsers: u }).factors.find((f) => f.key === 'users')!.points);
    expect(points).toEqual([0, 5, 10, 15, 20]);
  });

  it('says a raise read in a currency without an exchange rate has no rate yet, not that it could not be read', () => {
    const factors = scoreStartup({ ...bare, raisingAmountUsd: null, raisingCurrency: 'KES' }).factors;
    expect(factors.find((f) => f.key === 'raise')!.evidence).toBe('The raise is in KES, for which Baobab has no exchange rate yet, so it cannot be read in US dollars.');
    expect(factors.find((f) => f.key === 'stage')!.evidence).toBe('Needs an exchange rate for KES to compare the raise with the stage.');
    const unread = scoreStartup({ ...bare, raisingAmountUsd: null, raisingCurrency: null }).factors;
    expect(unread.find((f) => f.key === 'raise')!.evidence).toBe('The raising amount could not be read as a sum of money (try "$500K").');
  });

  it('always stays within 0 to 100 and equals the sum of its factors', () => {
    fc.assert(
      fc.property(
        fc.record({
          description: fc.string({ maxLength: 400 }),
          logoUrl: fc.option(fc.constant('https://l.example')),
          website: fc.option(fc.constant('https://w.example')),
          teamSize: fc.integer({ min: 1, max: 10_000 }),
          fundingStage: fc.constantFrom('Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C+', 'Growth'),
          tractionUsers: fc.option(fc.integer({ min: 0, max: 1e9 })),
          monthlyRevenueUsd: fc.option(fc.integer({ min: 0, max: 1e9 })),
          raisingAmountUsd: fc.option(fc.integer({ min: 0, max: 1e10 })),
        }),
        (input) => {
          const result = scoreStartup(input);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.total).toBeLessThanOrEqual(100);
          expect(result.total).toBe(result.factors.reduce((s, f) => s + f.points, 0));
          expect(result.factors.every((f) => f.points <= f.max)).toBe(true);
        },
      ),
    );
  });
});
