/** The financial model read model: the saved model, for the founder and the people it was shared with. */
import type { FinancialAssumptions, FinancialModelResult } from '@baobab/contracts/financial-tools';
import type { SavedFinancialModel } from '@baobab/contracts/financial-tools-api';
import type { FinancialMetricsSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { isNotShared, notShared, type Part } from '@baobab/insights/parts';
import type { Text } from '@baobab/contracts/i18n/message';
import type { Db } from '../../db/client';
import type { CompanyActuals } from '../metrics/metrics-view';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { burnRateOf, readActuals, runwayOf } from './actuals.facts';
import { findFinancialModel } from './startup-facts.repository';

/**
 * The saved model with the company's actuals as they stand now laid over its burn and runway: the
 * runway every screen states is the one company metrics give (packages/finance/src/company-metrics.ts),
 * so a model generated before the latest month was recorded still shows today's runway, with its month.
 * The projections stay as generated (their starting point names its month).
 */
/**
 * A model as the server holds it: its notes (`adjustments`) are messages (decision 0046), or English strings in
 * one saved before them; a route sends it through `toWire`, which writes the spec's strings.
 */
export type WithNotes<T extends { adjustments?: string[] | undefined }> = Omit<T, 'adjustments'> & { adjustments?: Text[] };

export async function readFinancialModel(db: Db, startupId: number, access: StartupAccess, actualsRead?: Promise<Part<CompanyActuals>>): Promise<Part<WithNotes<SavedFinancialModel>>> {
  if (!startupAccessPolicy.canReadPart(access, 'financial_model')) return notShared;
  // A caller that reads the actuals itself (due diligence) passes its read, so metrics are read once.
  const [row, actuals] = await Promise.all([findFinancialModel(db, startupId), actualsRead ?? readActuals(db, startupId, access)]);
  if (!row) return null;
  const result = row.result as WithNotes<FinancialModelResult>;
  const saved: WithNotes<SavedFinancialModel> = {
    ...result,
    // Models generated before the starting point was listed carry a note naming a field ('startingCash was
    // not given: …'); the starting point says it in words now, so the note is not shown.
    ...(result.adjustments ? { adjustments: result.adjustments.filter((note) => typeof note !== 'string' || !note.startsWith('startingCash was not given')) } : {}),
    assumptions: row.input as FinancialAssumptions,
    generatedAt: row.createdAt.toISOString(),
  };
  return actuals && !isNotShared(actuals) ? withActuals(saved, actuals) : saved;
}

/** The model's burn and runway replaced by the recorded ones where company metrics know them. */
export function withActuals<T extends Pick<FinancialModelResult, 'metrics' | 'actuals'>>(model: T, actuals: CompanyActuals): T {
  const { position } = actuals;
  const burnRate = burnRateOf(position);
  if (position.status === 'unknown' || burnRate === null) return { ...model, actuals: position };
  return { ...model, actuals: position, metrics: { ...model.metrics, burnRate, runway: runwayOf(position) } };
}

/**
 * What due diligence and matching read of the company's finances: runway and burn from company metrics
 * when they are known (with their month), else the model's projection; unit economics, margin and growth
 * from the model. Null when there is neither.
 */
export function summariseFinancials(model: Pick<SavedFinancialModel, 'metrics' | 'assumptions'> | null, actuals: CompanyActuals | null): FinancialMetricsSummary | null {
  const position = actuals?.position;
  const recorded = position && position.status !== 'unknown' ? { runwayMonths: runwayOf(position), burnRate: burnRateOf(position), currency: position.currency, asOfMonth: position.month } : null;
  if (!model && !recorded) return null;
  return {
    ltvCac: model?.metrics.ltv_cac ?? null,
    runwayMonths: recorded ? recorded.runwayMonths : (model?.metrics.runway ?? null),
    burnRateUsd: recorded ? recorded.burnRate : (model?.metrics.burnRate ?? null),
    grossMarginPct: model?.assumptions.grossMargin ?? null,
    revenueGrowthPct: model?.assumptions.revenueGrowthRate ?? null,
    ...(recorded ? { actuals: { month: recorded.asOfMonth, currency: recorded.currency } } : {}),
  };
}

/** The model alone, as before company metrics existed (kept for callers that have no actuals). */
export function summariseFinancialModel(model: Pick<SavedFinancialModel, 'metrics' | 'assumptions'>): FinancialMetricsSummary {
  return summariseFinancials(model, null)!;
}
