/**
 * Stored valuation results read by other modules without a permission check of their own.
 *
 * The portfolio marks an investor's stake with the latest valuation known for the company.
 * The investor never sees the valuation result itself here: only the value of their own
 * stake derived from it (ownership × fair value), which is theirs to know. The full result
 * (range, methods, reasoning) stays behind `getValuation`, which checks
 * financial-tools.policy.ts. This file imports only the repository, so the portfolio can use
 * it without an import cycle (financial-tools.service.ts imports the portfolio service).
 */
import type { Db } from '../../db/client';
import { listValuationFairValues } from './financial-tools.repository';

export type ValuationMark = { fairValueCents: number; createdAt: Date };

/** Latest valuation-tool fair value per startup (USD cents), for the startups that have one. */
export async function getLatestValuationFairValues(db: Db, startupIds: number[]): Promise<Map<number, ValuationMark>> {
  const rows = await listValuationFairValues(db, [...new Set(startupIds)]);
  return new Map(rows.map((r) => [r.startupId, { fairValueCents: r.fairValueMinor, createdAt: r.createdAt }]));
}

/** The latest valuation-tool fair value of one startup, or null when none was generated. */
export async function getLatestValuationFairValue(db: Db, startupId: number): Promise<ValuationMark | null> {
  return (await getLatestValuationFairValues(db, [startupId])).get(startupId) ?? null;
}
