/**
 * The company's actuals read model (cash, burn, runway, revenue, headcount as of the latest recorded
 * month): one source, company metrics (decision 0019), read here for the financial model, due
 * diligence, valuation and the deal summary. Who may see them: the founder, and a person the founder
 * shared the financial model with, since the model starts from these figures (decision
 * 0025); the monthly series stay the founder's alone.
 */
import type { CashPosition } from '@baobab/contracts/metrics';
import { currencyExponent } from '@baobab/contracts/metric-values';
import type { RecordedActuals } from '@baobab/finance/model-starting-point';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { readCompanyActuals } from '../metrics/metrics.service';
import type { CompanyActuals } from '../metrics/metrics-view';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';

export async function readActuals(db: Db, startupId: number, access: StartupAccess): Promise<Part<CompanyActuals>> {
  if (!startupAccessPolicy.canReadPart(access, 'financial_model')) return notShared;
  return readCompanyActuals(db, startupId);
}

/** Minor-unit text to a number in major units ('32699600' USD → 326996); exact for any amount a company holds. */
export function toMajor(minor: string, currency: string): number {
  return Number(minor) / 10 ** currencyExponent(currency);
}

/** Runway in months as the metrics screen shows it; null when not burning or not known. */
export const runwayOf = (position: CashPosition): number | null => (position.runwayMonths === null ? null : Number(position.runwayMonths));

/** Burn rate in major units; 0 when not burning, null while unknown. */
export const burnRateOf = (position: CashPosition): number | null => (position.burnRate === null ? null : toMajor(position.burnRate, position.currency));

/** The actuals as the model's starting point reads them, in major units. */
export function recordedActuals(actuals: CompanyActuals): RecordedActuals {
  const { position } = actuals;
  return {
    month: position.month,
    currency: position.currency,
    cash: toMajor(position.cash, position.currency),
    burnRate: burnRateOf(position),
    monthlyRevenue: actuals.monthlyRevenue === null ? null : toMajor(actuals.monthlyRevenue, position.currency),
    headcount: actuals.headcount === null ? null : Number(actuals.headcount),
  };
}
