import { describe, expect, it } from 'vitest';
import type { CapTableScenario } from '@baobab/contracts/financial-tools-scenarios';
import { type CreateCapTableInput, createCapTableInputSchema } from '@baobab/contracts/financial-tools-cap-table';
import { specCapTable } from '@baobab/finance/spec-cap-table';
import { compareScenarios, defaultExitValues } from './scenario-comparison-data';

const vesting = { total: 0, vested: 0, cliff: 0, schedule: 'immediate' };
const founders = [{ shareholderName: 'Founders', shareholderType: 'founder', shares: 8_000_000, shareClass: 'Common', vesting, liquidationPreference: 1, antiDilution: 'None' }];
const scenario = (id: number, name: string, input: unknown): CapTableScenario => {
  const parsed: CreateCapTableInput = createCapTableInputSchema.parse(input);
  return { id, name, input: parsed, result: specCapTable(parsed), createdAt: '2026-01-01T00:00:00.000Z' };
};
const round = (preMoneyValuation: number) => ({ seriesName: 'Seed', investorName: 'Lead', preMoneyValuation, investment: 2_000_000, closingDate: '2026-06-01' });

describe('scenario comparison', () => {
  const noRound = scenario(1, 'Today', { shares: founders });
  const seed = scenario(2, 'Seed at $8M', { shares: founders, pricedRound: round(8_000_000) });

  it("puts each holder's ownership side by side, null where the holder is not in a scenario", () => {
    const { ownership } = compareScenarios([noRound, seed], []);
    // $8M pre over 8,000,000 shares is $1.00: the lead's 2,000,000 shares are 20%.
    expect(ownership).toEqual([
      { holder: 'Founders', values: [100, 80] },
      { holder: 'Lead', values: [null, 20] },
    ]);
  });

  it('pays each exit value in full in every scenario', () => {
    const { payouts, errors } = compareScenarios([noRound, seed], [5_000_000, 30_000_000]);
    expect(errors).toEqual([null, null]);
    expect(payouts.map((p) => p.exitValue)).toEqual([5_000_000, 30_000_000]);
    for (const table of payouts) {
      for (const column of [0, 1]) expect(table.rows.reduce((sum, r) => sum + (r.values[column] ?? 0), 0)).toBeCloseTo(table.exitValue, 2);
    }
    // At $5M the lead's 1x preference ($2M) beats its 20% as converted ($1M).
    expect(payouts[0]?.rows.find((r) => r.holder === 'Lead')?.values).toEqual([null, 2_000_000]);
  });

  it("defaults the exits to 1x and 3x the first scenario's post-money, co-investors included", () => {
    const withCo = scenario(3, 'Co', { shares: founders, pricedRound: { ...round(8_000_000), coInvestors: [{ investorName: 'Angel', investment: 500_000 }] } });
    expect(defaultExitValues(withCo)).toEqual([10_500_000, 31_500_000]);
    expect(defaultExitValues(noRound)).toEqual([10_000_000, 30_000_000]);
  });
});
