/**
 * Where the financial model starts: each starting figure from the best source that states it, and the
 * source named, so the screen can say in words what the model used ("Starting cash: 326 996 USD from
 * company metrics, March 2026"; "Growth: 100% a year, a default you can change"). Pure: no I/O.
 *
 * Order of sources for the starting figures (the company record, docs/decisions/0028-company-actuals.md):
 * 1. what the founder typed into the model for this run;
 * 2. the latest recorded month of company metrics (cash, monthly revenue, net burn, headcount), read
 *    with the one definition of burn in company-metrics.ts;
 * 3. the startup profile (monthly revenue in USD, only for a model in USD; team size);
 * 4. Baobab's stated default (`defaultModelSettings`), which the founder can change.
 * The six spec assumptions are the founder's when they differ from the spec's defaults, else defaults.
 */
import { defaultFinancialAssumptions } from '@baobab/contracts/financial-tools-model';
import type { StartingPointItem, StartingSetting } from '@baobab/contracts/financial-tools-model';
import { defaultModelSettings, type ModelSettings, type StartingActuals } from './financial-model';

/** The latest recorded month of company metrics, in major units of `currency` (see company-metrics.ts). */
export type RecordedActuals = {
  month: string;
  currency: string;
  cash: number;
  /** Average net burn of the last 3 months with data; null while unknown, 0 when not burning. */
  burnRate: number | null;
  monthlyRevenue: number | null;
  headcount: number | null;
};

export type StartingPointInput = {
  /** What the founder sent for this run (undefined where they left a figure out). */
  given: Partial<Record<StartingSetting, number>>;
  actuals: RecordedActuals | null;
  profile: { monthlyRevenueUsd: number | null; teamSize: number | null };
  /** The model's currency: the company's (its cash metric's, else its raise's). */
  currency: string;
};

export type StartingPoint = { settings: Partial<ModelSettings> & StartingActuals; items: StartingPointItem[] };

const assumptionKeys = Object.keys(defaultFinancialAssumptions) as (keyof typeof defaultFinancialAssumptions)[];

export function modelStartingPoint({ given, actuals, profile, currency }: StartingPointInput): StartingPoint {
  const settings: Partial<ModelSettings> & StartingActuals = {};
  const items: StartingPointItem[] = [];
  const fromMetrics = (value: number | null | undefined) => (actuals && value !== null && value !== undefined ? { value, source: 'company_metrics' as const, month: actuals.month } : null);
  const fromProfile = (value: number | null | undefined) => (value !== null && value !== undefined && value > 0 ? { value, source: 'profile' as const } : null);
  const fromFounder = (value: number | undefined) => (value === undefined ? null : { value, source: 'founder' as const });

  const pick = (setting: 'startingCash' | 'startingMonthlyRevenue' | 'startingMonthlyBurn' | 'monthlyOperatingCosts' | 'startingHeadcount', ...candidates: (Omit<StartingPointItem, 'setting'> | null)[]) => {
    const chosen = candidates.find((c) => c !== null);
    if (chosen) {
      settings[setting] = chosen.value;
      items.push({ setting, ...chosen });
      return true;
    }
    if (setting !== 'startingMonthlyBurn') items.push({ setting, value: defaultModelSettings[setting], source: 'default' });
    return false;
  };
  pick('startingCash', fromFounder(given.startingCash), fromMetrics(actuals?.cash));
  pick('startingMonthlyRevenue', fromFounder(given.startingMonthlyRevenue), fromMetrics(actuals?.monthlyRevenue), currency === 'USD' ? fromProfile(profile.monthlyRevenueUsd) : null);
  // Costs the founder typed win; else a recorded burn sets them (costsFromBurn); else the default costs.
  if (given.monthlyOperatingCosts !== undefined || !pick('startingMonthlyBurn', fromMetrics(actuals?.burnRate))) {
    pick('monthlyOperatingCosts', fromFounder(given.monthlyOperatingCosts));
  }
  pick('startingHeadcount', fromFounder(given.startingHeadcount), fromMetrics(actuals?.headcount), fromProfile(profile.teamSize));

  for (const key of assumptionKeys) {
    const value = given[key] ?? defaultFinancialAssumptions[key];
    items.push({ setting: key, value, source: value === defaultFinancialAssumptions[key] ? 'default' : 'founder' });
  }
  return { settings, items };
}
