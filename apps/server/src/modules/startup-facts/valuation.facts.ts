/** The valuation read model: the saved valuation for its readers, and the fair value that marks an investor's own stake. */
import type { CompanyActuals } from '../metrics/metrics-view';
import type { ValuationResult } from '@baobab/contracts/financial-tools';
import type { SavedValuation } from '@baobab/contracts/financial-tools-api';
import type { ValuationSummary } from '@baobab/insights/due-diligence/capital-and-legal';
import { isNotShared, notShared, type Part } from '@baobab/insights/parts';
import type { Text } from '@baobab/contracts/i18n/message';
import type { Db } from '../../db/client';
import { startupAccessPolicy, type StartupAccess } from '../startup-access/startup-access.service';
import { readActuals } from './actuals.facts';
import { findValuation, listValuationFairValues } from './startup-facts.repository';

/**
 * A valuation as the server holds it: its reasoning is messages (decision 0046), or English strings in one
 * saved before them; a route sends it through `toWire`, which writes the spec's strings.
 */
export type WithReasoning<T extends { recommendation: { reasoning: string[] } }> = Omit<T, 'recommendation'> & {
  recommendation: Omit<T['recommendation'], 'reasoning'> & { reasoning: Text[] };
};

/** The saved valuation, with the company's actuals as they stand now for a reader who may see them (actuals.facts.ts). */
export async function readValuation(db: Db, startupId: number, access: StartupAccess, actualsRead?: Promise<Part<CompanyActuals>>): Promise<Part<WithReasoning<SavedValuation>>> {
  if (!startupAccessPolicy.canReadPart(access, 'valuation')) return notShared;
  const [row, actuals] = await Promise.all([findValuation(db, startupId), actualsRead ?? readActuals(db, startupId, access)]);
  if (!row) return null;
  const saved: WithReasoning<SavedValuation> = { ...(row.result as WithReasoning<ValuationResult>), generatedAt: row.createdAt.toISOString() };
  return actuals && !isNotShared(actuals) ? { ...saved, actuals: actuals.position } : saved;
}

export function summariseValuation(valuation: Pick<SavedValuation, 'recommendation'> | WithReasoning<SavedValuation>, askedValuationUsd: number | null): ValuationSummary {
  const { fairValue, range } = valuation.recommendation;
  return { fairValueUsd: fairValue, rangeMinUsd: range.min, rangeMaxUsd: range.max, askedValuationUsd };
}

export type ValuationMark = { fairValueCents: number; createdAt: Date };

/**
 * Latest valuation-tool fair value per startup (USD cents), read without a permission check: the
 * portfolio uses it only to value the investor's own stake (ownership × fair value), which is
 * theirs to know; the valuation itself (range, methods, reasoning) stays behind `readValuation`.
 */
export async function readValuationMarks(db: Db, startupIds: number[]): Promise<Map<number, ValuationMark>> {
  const rows = await listValuationFairValues(db, [...new Set(startupIds)]);
  return new Map(rows.map((r) => [r.startupId, { fairValueCents: r.fairValueMinor, createdAt: r.createdAt }]));
}
