import { describe, expect, it } from 'vitest';
import { buildPosition, performanceScore, valueHistory } from './portfolio-metrics';

const startup = { id: 1, name: 'Kilimo Pay', sector: 'FinTech', logoUrl: null, region: 'Africa', fundingStage: 'Series A' };
const context = { today: '2026-01-01', totalInvestedMinor: 0, companyCount: 1 };

describe('performanceScore', () => {
  it('scores 1x at 50 and moves 25 points per doubling or halving, within 0..100', () => {
    expect([0, 0.25, 0.5, 1, 2, 4, 16].map(performanceScore)).toEqual([0, 0, 25, 50, 75, 100, 100]);
  });
});

describe('buildPosition', () => {
  it('derives the stake from amount over post-money when no equity was recorded', () => {
    // $100,000 into a $4,000,000 post-money round buys 2.5 %; a later $20M post-money round marks it at $500,000.
    const position = buildPosition(
      startup,
      [
        { id: 1, dealDate: '2024-01-01', amountMinor: 10_000_000, equityPercentage: null, valuationMinor: 400_000_000 },
        { id: 2, dealDate: '2025-06-01', amountMinor: 0, equityPercentage: 0, valuationMinor: 2_000_000_000 },
      ],
      null,
      { ...context, totalInvestedMinor: 10_000_000 },
    );
    expect(position.ownershipPercentage).toBe(2.5);
    expect(position.currentValueMinor).toBe(50_000_000);
    expect(position.multiple).toBe(5);
    expect(position.positionFactors).toEqual([]);
  });

  it('names a markdown, a stale valuation and concentration as the position\'s factors', () => {
    const position = buildPosition(
      startup,
      [{ id: 1, dealDate: '2023-01-01', amountMinor: 10_000_000, equityPercentage: 10, valuationMinor: 50_000_000 }],
      null,
      { today: '2026-01-01', totalInvestedMinor: 20_000_000, companyCount: 2 },
    );
    expect(position.multiple).toBe(0.5);
    expect(position.positionFactors).toEqual(['Marked down: worth 0.5x of what was invested', 'No new valuation in 18 months', 'Concentration: 50% of your invested capital']);
  });

  it('uses the exit amount once exited and draws the value history to the exit', () => {
    const position = buildPosition(
      startup,
      [{ id: 1, dealDate: '2022-01-01', amountMinor: 5_000_000, equityPercentage: 5, valuationMinor: 100_000_000 }],
      { amountMinor: 20_000_000, exitDate: '2025-05-05' },
      context,
    );
    expect(position.multiple).toBe(4);
    expect(position.positionFactors).toEqual(['Exited: the result is realised']);
    expect(valueHistory(position, '2026-01-01')).toEqual([
      { date: '2022-01-01', investedMinor: 5_000_000, valueMinor: 5_000_000 },
      { date: '2025-05-05', investedMinor: 5_000_000, valueMinor: 20_000_000 },
    ]);
  });
});
