import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchmarkValuation, ordinal, type PeerRow } from './valuation-benchmark';

const peer = (id: number, overrides: Partial<PeerRow>): PeerRow => ({ id, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: null, valuationUsd: null, ...overrides });

const subject = peer(1, { raisingAmountUsd: 1_000_000, valuationUsd: 8_000_000 });
const closePeers = [400_000, 600_000, 800_000, 1_000_000, 1_500_000, 2_000_000].map((raise, i) => peer(10 + i, { raisingAmountUsd: raise }));

describe('benchmarkValuation', () => {
  it('places the raise among the closest peer group when it has five or more peers', () => {
    const raise = benchmarkValuation(subject, [subject, ...closePeers]).raise;
    // 3 peers below $1M and 1 equal: (3 + 0.5) / 6 = 58.3%
    expect(raise).toMatchObject({ value: 1_000_000, percentile: 58.3, median: 900_000, q1: 650_000, q3: 1_375_000, min: 400_000, max: 2_000_000, sampleSize: 6, peerGroup: 'sector-stage-region' });
    expect(raise?.summary).toBe('A raise of $1M sits at the 58th percentile of 6 FinTech startups at Seed in Africa (median $900K)');
  });

  it('falls back to a broader group when the close group has fewer than five peers', () => {
    const peers = [
      ...closePeers.slice(0, 2),
      ...[300_000, 500_000, 700_000, 900_000].map((raise, i) => peer(30 + i, { sector: 'EdTech', raisingAmountUsd: raise })),
    ];
    const result = benchmarkValuation(subject, peers);
    expect(result.raise?.peerGroup).toBe('stage-region');
    expect(result.raise?.sampleSize).toBe(6);
    expect(result.notes).toContain('Fewer than 5 closer peers state a raise: compared with startups at Seed in Africa');
  });

  it('uses the broadest group with any figure when none reaches five, and says so', () => {
    const result = benchmarkValuation(subject, [peer(2, { valuationUsd: 5_000_000 }), peer(3, { sector: 'AgriTech', fundingStage: 'Series A', valuationUsd: 20_000_000 })]);
    expect(result.valuation).toMatchObject({ peerGroup: 'all', sampleSize: 2, percentile: 50 });
    expect(result.notes).toContain('Only 2 peers state a valuation: read the valuation benchmark with care');
  });

  it('returns no distribution and a note when no peer states the figure', () => {
    const result = benchmarkValuation(subject, closePeers);
    expect(result.valuation).toBeNull();
    expect(result.notes).toContain('No peer on Baobab states a valuation yet');
  });

  it('describes the peer range when the startup states no raise', () => {
    const raise = benchmarkValuation(peer(1, {}), closePeers).raise;
    expect(raise?.percentile).toBeNull();
    expect(raise?.summary).toBe('No raise stated; FinTech startups at Seed in Africa state a median of $900K (middle half $650K–$1.4M)');
  });

  it('matches sectors and stages in any spelling', () => {
    const spelled = closePeers.map((p) => ({ ...p, sector: 'fintech', fundingStage: 'seed' }));
    expect(benchmarkValuation(subject, spelled).raise?.peerGroup).toBe('sector-stage-region');
  });

  it('keeps the percentile within 0–100 and the quartiles ordered', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 1e9 }), (raises, own) => {
        const r = benchmarkValuation(peer(0, { raisingAmountUsd: own }), raises.map((raise, i) => peer(i + 1, { raisingAmountUsd: raise }))).raise;
        return r !== null && (r.percentile ?? -1) >= 0 && (r.percentile ?? 101) <= 100 && r.min <= r.q1 && r.q1 <= r.median && r.median <= r.q3 && r.q3 <= r.max;
      }),
    );
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 58, 100].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '58th', '100th']);
  });
});
