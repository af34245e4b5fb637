import { describe, expect, it } from 'vitest';
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools-model';
import { financialMetrics } from './financial-metrics';
import { costsFromBurn, defaultModelSettings, projectFinancials } from './financial-model';
import { modelStartingPoint, type RecordedActuals } from './model-starting-point';

const march: RecordedActuals = { month: '2026-03', currency: 'USD', cash: 326_996, burnRate: 41_679, monthlyRevenue: 18_500, headcount: 8 };
const noProfile = { monthlyRevenueUsd: null, teamSize: null };

describe('where the model starts', () => {
  it('starts from the latest recorded month: cash, revenue, burn and headcount from company metrics, with the month', () => {
    const { settings, items } = modelStartingPoint({ given: {}, actuals: march, profile: { monthlyRevenueUsd: 9_000, teamSize: 3 }, currency: 'USD' });
    expect(settings).toEqual({ startingCash: 326_996, startingMonthlyRevenue: 18_500, startingMonthlyBurn: 41_679, startingHeadcount: 8 });
    expect(items.filter((i) => i.source === 'company_metrics').map((i) => [i.setting, i.value, i.month])).toEqual([
      ['startingCash', 326_996, '2026-03'],
      ['startingMonthlyRevenue', 18_500, '2026-03'],
      ['startingMonthlyBurn', 41_679, '2026-03'],
      ['startingHeadcount', 8, '2026-03'],
    ]);
  });

  it("lets the founder's own figures win over the record, and names them as the founder's", () => {
    const { settings, items } = modelStartingPoint({ given: { startingCash: 1_000, monthlyOperatingCosts: 5_000, revenueGrowthRate: 60 }, actuals: march, profile: noProfile, currency: 'USD' });
    expect(settings.startingCash).toBe(1_000);
    expect(settings.monthlyOperatingCosts).toBe(5_000);
    expect(settings.startingMonthlyBurn).toBeUndefined();
    expect(items.find((i) => i.setting === 'revenueGrowthRate')).toEqual({ setting: 'revenueGrowthRate', value: 60, source: 'founder' });
    expect(items.find((i) => i.setting === 'churnRate')).toEqual({ setting: 'churnRate', value: defaultFinancialAssumptions.churnRate, source: 'default' });
  });

  it('says which figures are defaults when nothing is recorded, and reads the profile only for a model in USD', () => {
    const usd = modelStartingPoint({ given: {}, actuals: null, profile: { monthlyRevenueUsd: 9_000, teamSize: 3 }, currency: 'USD' });
    expect(usd.items.slice(0, 4)).toEqual([
      { setting: 'startingCash', value: defaultModelSettings.startingCash, source: 'default' },
      { setting: 'startingMonthlyRevenue', value: 9_000, source: 'profile' },
      { setting: 'monthlyOperatingCosts', value: defaultModelSettings.monthlyOperatingCosts, source: 'default' },
      { setting: 'startingHeadcount', value: 3, source: 'profile' },
    ]);
    const xof = modelStartingPoint({ given: {}, actuals: null, profile: { monthlyRevenueUsd: 9_000, teamSize: 3 }, currency: 'XOF' });
    expect(xof.items[1]).toEqual({ setting: 'startingMonthlyRevenue', value: defaultModelSettings.startingMonthlyRevenue, source: 'default' });
  });

  it('uses no recorded burn while company metrics cannot tell it yet', () => {
    const { settings, items } = modelStartingPoint({ given: {}, actuals: { ...march, burnRate: null }, profile: noProfile, currency: 'USD' });
    expect(settings.startingMonthlyBurn).toBeUndefined();
    expect(items.find((i) => i.setting === 'monthlyOperatingCosts')?.source).toBe('default');
  });
});

describe('costs from a recorded burn', () => {
  it('works the demo by hand: burn $41,679 + gross profit 80% × $18,500 = costs $56,479; payroll 8 × $4,000, the rest other costs', () => {
    const s = { ...defaultModelSettings, startingMonthlyRevenue: 18_500, startingHeadcount: 8 };
    expect(costsFromBurn(s, 80, 41_679)).toEqual({ monthlyOperatingCosts: 24_479, salaryPerHead: 4_000 });
  });

  it('lowers the salary when payroll alone is more than the costs', () => {
    const s = { ...defaultModelSettings, startingMonthlyRevenue: 0, startingHeadcount: 10 };
    expect(costsFromBurn(s, 80, 30_000)).toEqual({ monthlyOperatingCosts: 0, salaryPerHead: 3_000 });
  });

  it('projects a first month whose burn before acquisition spend is the recorded burn', () => {
    const p = projectFinancials({ ...defaultFinancialAssumptions, revenueGrowthRate: 0, churnRate: 0 }, { startingCash: 326_996, startingMonthlyRevenue: 18_500, startingHeadcount: 8, startingMonthlyBurn: 41_679 });
    const first = p.months[0]!;
    expect(first.ebitdaCents + first.acquisitionSpendCents).toBe(-4_167_900);
    expect(financialMetrics(p).burnRate).toBeGreaterThan(0);
  });
});
