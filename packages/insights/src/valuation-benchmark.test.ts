import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { comparablesMessages } from '@baobab/contracts/comparables';
import { benchmarkValuation as benchmarkValuationEngine, ordinalSuffix, selectValuationPeers, type PeerRow } from './valuation-benchmark';
import { inEnglish } from './test-support/english';

const benchmarkValuation = inEnglish(benchmarkValuationEngine);

const peer = (id: number, overrides: Partial<PeerRow>): PeerRow => ({ id, sector: 'FinTech', fundingStage: 'Seed', region: 'Africa', raisingAmountUsd: null, valuation: null, ...overrides });
const recorded = (usd: number, date = '2026-03-01', rateDate: string | null = null): PeerRow['valuation'] => ({ usd, source: 'confirmed round', date, rateDate });

const subject = peer(1, { raisingAmountUsd: 1_000_000, valuation: recorded(8_000_000) });
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

  it('uses the broadest group with any raise when none reaches five, and says so', () => {
    const result = benchmarkValuation(subject, [peer(2, { raisingAmountUsd: 500_000 }), peer(3, { sector: 'AgriTech', fundingStage: 'Series A', raisingAmountUsd: 2_000_000 })]);
    expect(result.raise).toMatchObject({ peerGroup: 'all', sampleSize: 2, percentile: 50 });
    expect(result.notes).toContain('Only 2 peers state a raise: read the raise benchmark with care');
  });

  it('benchmarks recorded valuations only, with each figure\'s source and date, the date range and the oldest rate date', () => {
    const valued = [2_000_000, 4_000_000, 6_000_000, 10_000_000].map((usd, i) => peer(40 + i, { valuation: recorded(usd, `2025-0${i + 1}-15`, i === 1 ? '2026-11-02' : null) }));
    const latest = peer(50, { valuation: recorded(12_000_000, '2026-11-20', '2026-11-20') });
    const result = benchmarkValuation(subject, [...valued, latest, ...closePeers]);
    // $2M, $4M, $6M, $10M and $12M: three below $8M, none equal: 3 / 5 = 60%.
    expect(result.valuation).toMatchObject({ value: 8_000_000, percentile: 60, median: 6_000_000, sampleSize: 5, peerGroup: 'sector-stage-region' });
    expect(result.valuation).toMatchObject({ dateRange: { from: '2025-01-15', to: '2026-11-20' }, ratesAsOf: '2026-11-02' });
    expect(result.recordedPeers.count).toBe(5);
    expect(result.recordedPeers.peers[0]).toEqual({ value: 12_000_000, source: 'confirmed round', date: '2026-11-20' });
    expect(result.valuation?.summary).toBe('A recorded valuation of $8M sits at the 60th percentile of 5 FinTech startups at Seed in Africa (median $6M)');
    expect(benchmarkValuation(peer(1, {}), [...valued, latest]).valuation?.summary).toBe(
      'This startup has no recorded valuation; among FinTech startups at Seed in Africa, the median recorded valuation is $6M (middle half $4M–$10M)',
    );
  });

  it('gives no valuation number with too few recorded peers, however many state a raise, and says so', () => {
    const result = benchmarkValuation(subject, [peer(2, { valuation: recorded(5_000_000) }), peer(3, { fundingStage: 'Series A', valuation: recorded(20_000_000) }), ...closePeers]);
    expect(result.valuation).toBeNull();
    // The Series A round is no Seed peer: one recorded peer at the stage.
    expect(result.recordedPeers).toEqual({ minimumPeers: 5, count: 1, peers: [] });
    expect(result.notes).toContain(`${comparablesMessages.tooFewRecordedPeers}: ${englishOf(comparablesMessages.tooFewRecordedPeersDetail(1, 5))}`);
    expect(result.raise?.sampleSize).toBe(6);
  });

  it('never changes the valuation benchmark when peers without a recorded valuation are added', () => {
    const row = (valuation: fc.Arbitrary<PeerRow['valuation']>) =>
      fc.record({
        sector: fc.constantFrom('FinTech', 'EdTech'),
        fundingStage: fc.constantFrom('Seed', 'Series A'),
        region: fc.constantFrom('Africa', 'Europe'),
        raisingAmountUsd: fc.option(fc.integer({ min: 1, max: 1e8 }), { nil: null }),
        valuation,
      });
    const recordedFigure = fc.record({ usd: fc.integer({ min: 1, max: 1e9 }), source: fc.constant('confirmed round' as const), date: fc.constantFrom('2025-01-31', '2026-11-20'), rateDate: fc.constantFrom(null, '2026-11-20') });
    fc.assert(
      fc.property(fc.array(row(recordedFigure), { maxLength: 15 }), fc.array(row(fc.constant(null)), { minLength: 1, maxLength: 15 }), (valued, raiseOnly) => {
        const withIds = (rows: Omit<PeerRow, 'id'>[], from: number) => rows.map((r, i) => ({ ...r, id: from + i }));
        const before = benchmarkValuation(subject, withIds(valued, 100));
        const after = benchmarkValuation(subject, [...withIds(raiseOnly, 1000), ...withIds(valued, 100)]);
        expect(after.valuation).toEqual(before.valuation);
        expect(after.recordedPeers).toEqual(before.recordedPeers);
      }),
    );
  });

  it('never compares a valuation with another stage, however many peers other stages have', () => {
    const otherStages = ['Pre-Seed', 'Series A', 'Series B', 'Growth'].flatMap((stage, s) => [1, 2, 3, 4, 5, 6].map((n) => peer(100 + 10 * s + n, { fundingStage: stage, valuation: recorded(n * 1_000_000) })));
    const result = benchmarkValuation(subject, [...otherStages, ...[1, 2, 3, 4].map((n) => peer(200 + n, { valuation: recorded(n * 1_000_000) }))]);
    expect(result.valuation).toBeNull();
    expect(result.recordedPeers.count).toBe(4);
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

  it('quartiles of recorded valuations: with values $1M..$9M, q1 $3M, median $5M, q3 $7M (type-7 interpolation)', () => {
    const valued = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => peer(300 + n, { valuation: recorded(n * 1_000_000) }));
    expect(benchmarkValuation(peer(1, {}), valued).valuation).toMatchObject({ q1: 3_000_000, median: 5_000_000, q3: 7_000_000, min: 1_000_000, max: 9_000_000, sampleSize: 9 });
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 58, 100].map((n) => `${n}${ordinalSuffix(n)}`)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '58th', '100th']);
  });
});

describe('selectValuationPeers', () => {
  const valued = (count: number, overrides: Partial<PeerRow>, from: number) => Array.from({ length: count }, (_, i) => peer(from + i, { valuation: recorded((i + 1) * 1_000_000), ...overrides }));

  it('takes stage, sector and region when five peers share all three', () => {
    expect(selectValuationPeers(subject, [...valued(5, {}, 10), ...valued(9, { sector: 'EdTech' }, 30)]).group).toBe('sector-stage-region');
  });

  it('drops the region before the sector, then the sector, and keeps the stage', () => {
    expect(selectValuationPeers(subject, [...valued(3, {}, 10), ...valued(2, { region: 'Europe' }, 20)]).group).toBe('sector-stage');
    expect(selectValuationPeers(subject, [...valued(3, {}, 10), ...valued(2, { sector: 'EdTech' }, 20)]).group).toBe('stage-region');
    expect(selectValuationPeers(subject, [...valued(3, {}, 10), ...valued(2, { sector: 'EdTech', region: 'Europe' }, 20)]).group).toBe('stage');
  });

  it('gives no group with fewer than five at the stage, with the count it found there', () => {
    expect(selectValuationPeers(subject, [...valued(4, { sector: 'EdTech' }, 10), ...valued(20, { fundingStage: 'Series A' }, 30)])).toEqual({ group: null, countAtStage: 4 });
  });

  it('never counts the startup itself or a peer without a recorded valuation', () => {
    expect(selectValuationPeers(subject, [subject, ...valued(4, {}, 10), ...closePeers])).toEqual({ group: null, countAtStage: 4 });
  });
});
