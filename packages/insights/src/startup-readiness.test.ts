import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './document-intelligence/analyze-document';
import { startupReadinessScore } from './startup-readiness';
import { kopaDeck, strongDeck } from './test-support/documents';
import { buildStartup } from './test-support/factories';

describe('startupReadinessScore', () => {
  it('gives a bare profile few points and a hint for every missing field', () => {
    const bare = buildStartup({ description: 'Payments.', country: null, city: null, raisingAmountUsd: null, teamSize: 1, tractionUsers: null, monthlyRevenueUsd: null, foundedYear: null, website: null, hasLogo: false });
    const result = startupReadinessScore(bare);
    // name, sector, region, stage, business model: 25 of 100 profile points, plus 1/50 of the description's 15
    expect(result.score).toBe(15);
    expect(result.breakdown.filter((i) => i.hint).map((i) => i.item)).toEqual(['description', 'country', 'city', 'raise amount', 'team', 'users', 'monthly revenue', 'founded year', 'website', 'logo', 'deck quality', 'clean documents']);
  });

  it('caps a complete profile without a deck at 60', () => {
    const complete = buildStartup({ description: Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ') });
    expect(startupReadinessScore(complete).score).toBe(60);
  });

  it('adds deck quality and subtracts for red flags', () => {
    const complete = buildStartup({ description: Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ') });
    const kopa = analyzeDocument(kopaDeck, 'pitch_deck');
    const result = startupReadinessScore(complete, kopa);
    const clean = result.breakdown.find((i) => i.item === 'clean documents');
    // two high flags (−10) and three medium (−6): 15 − 16 → 0
    expect(clean?.earned).toBe(0);
    expect(result.score).toBe(Math.round(60 + (25 * (kopa.deckQuality?.score ?? 0)) / 100));
    expect(startupReadinessScore(complete, analyzeDocument(strongDeck, 'pitch_deck')).score).toBeGreaterThan(result.score);
  });

  it('has a breakdown whose points sum to 100', () => {
    expect(startupReadinessScore(buildStartup()).breakdown.reduce((s, i) => s + i.points, 0)).toBeCloseTo(100, 10);
  });

  it('stays within 0–100 for any profile', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -5, max: 10_000 }), fc.option(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { nil: null }), (description, teamSize, raise) => {
        const { score } = startupReadinessScore(buildStartup({ description, teamSize, raisingAmountUsd: raise }));
        return Number.isInteger(score) && score >= 0 && score <= 100;
      }),
    );
  });
});
