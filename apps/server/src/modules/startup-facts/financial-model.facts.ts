/** The financial model read model: the saved model, for the founder and the people it was shared with. */
import type { FinancialAssumptions, FinancialModelResult } from '@baobab/contracts/financial-tools';
import type { SavedFinancialModel } from '@baobab/contracts/financial-tools-api';
import type { FinancialMetricsSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { notShared, type Part } from '@baobab/insights/parts';
import type { Db } from '../../db/client';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { findFinancialModel } from './startup-facts.repository';

export async function readFinancialModel(db: Db, startupId: number, access: StartupAccess): Promise<Part<SavedFinancialModel>> {
  if (!startupAccessPolicy.canReadPart(access, 'financial_model')) return notShared;
  const row = await findFinancialModel(db, startupId);
  if (!row) return null;
  return { ...(row.result as FinancialModelResult), assumptions: row.input as FinancialAssumptions, generatedAt: row.createdAt.toISOString() };
}

/** What due diligence and matching read of a model: unit economics, runway and burn, and the margin and growth it assumes. */
export function summariseFinancialModel(model: SavedFinancialModel): FinancialMetricsSummary {
  return {
    ltvCac: model.metrics.ltv_cac,
    runwayMonths: model.metrics.runway,
    burnRateUsd: model.metrics.burnRate,
    grossMarginPct: model.assumptions.grossMargin ?? null,
    revenueGrowthPct: model.assumptions.revenueGrowthRate ?? null,
  };
}
