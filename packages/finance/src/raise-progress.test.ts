import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pipelineStages } from '@baobab/contracts/fundraising-texts';
import { isOverdue, raiseProgress, type BoardEntry } from './raise-progress';

const today = '2026-06-15';
const entry = (stage: BoardEntry['stage'], amountMinor: number | null = null, nextStepOn: string | null = null): BoardEntry => ({ stage, amountMinor, nextStepOn });

describe('raiseProgress', () => {
  it('counts soft-circled money from soft-circled on and committed money from committed on, never a pass', () => {
    // XOF has no minor unit: 100,000,000 francs target, 60,000,000 minimum.
    const progress = raiseProgress({
      targetMinor: 100_000_000,
      minimumMinor: 60_000_000,
      entries: [entry('meeting'), entry('soft-circled', 20_000_000), entry('committed', 15_000_000), entry('funded', 10_000_000), entry('passed', 5_000_000)],
      today,
    });
    expect(progress.softCircledMinor).toBe(45_000_000);
    expect(progress.committedMinor).toBe(25_000_000);
    expect(progress.fundedMinor).toBe(10_000_000);
    expect(progress.softCircledPercent).toBe(45);
    expect(progress.committedPercent).toBe(25);
    expect(progress.minimumPercent).toBe(60);
    expect(progress.isMinimumReached).toBe(false);
    expect(progress.byStage.find((s) => s.stage === 'meeting')).toEqual({ stage: 'meeting', count: 1, totalMinor: 0 });
    expect(progress.byStage.find((s) => s.stage === 'passed')).toEqual({ stage: 'passed', count: 1, totalMinor: 5_000_000 });
  });

  it('reaches the minimum on committed money only, and passes 100% when oversubscribed', () => {
    const progress = raiseProgress({ targetMinor: 50_000_00, minimumMinor: 20_000_00, entries: [entry('signed', 30_000_00), entry('committed', 30_000_00)], today });
    expect(progress.isMinimumReached).toBe(true);
    expect(progress.committedPercent).toBe(120);
  });

  it('without a minimum, the minimum is the target', () => {
    expect(raiseProgress({ targetMinor: 1000, minimumMinor: null, entries: [entry('committed', 999)], today }).isMinimumReached).toBe(false);
    expect(raiseProgress({ targetMinor: 1000, minimumMinor: null, entries: [entry('committed', 1000)], today }).minimumPercent).toBeNull();
  });

  it('rounds percentages half up to one decimal', () => {
    expect(raiseProgress({ targetMinor: 3, minimumMinor: null, entries: [entry('committed', 1)], today }).committedPercent).toBe(33.3);
    expect(raiseProgress({ targetMinor: 2000, minimumMinor: null, entries: [entry('committed', 1)], today }).committedPercent).toBe(0.1);
  });

  it('counts every investor in exactly one stage and committed never above soft-circled', () => {
    const stage = fc.constantFrom(...pipelineStages);
    fc.assert(
      fc.property(fc.array(fc.record({ stage, amountMinor: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null }), nextStepOn: fc.constant(null) })), (entries) => {
        const progress = raiseProgress({ targetMinor: 1e9, minimumMinor: null, entries, today });
        expect(progress.byStage.reduce((n, s) => n + s.count, 0)).toBe(entries.length);
        expect(progress.committedMinor).toBeLessThanOrEqual(progress.softCircledMinor);
        expect(progress.fundedMinor).toBeLessThanOrEqual(progress.committedMinor);
      }),
    );
  });
});

describe('isOverdue', () => {
  it('flags a next step dated before today while the investor is still in play', () => {
    expect(isOverdue(entry('meeting', null, '2026-06-14'), today)).toBe(true);
    expect(isOverdue(entry('meeting', null, today), today)).toBe(false);
    expect(isOverdue(entry('meeting'), today)).toBe(false);
  });

  it('never flags an investor who funded or passed', () => {
    expect(isOverdue(entry('funded', 1, '2026-01-01'), today)).toBe(false);
    expect(isOverdue(entry('passed', null, '2026-01-01'), today)).toBe(false);
  });
});
