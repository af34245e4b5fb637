/**
 * A startup's recorded valuation (what counts: @baobab/contracts/comparables), read in SQL beside
 * other columns so a list of peers costs one query. The financial tools' comparables and the
 * analytics valuation benchmark both read it here, so "recorded" cannot mean two things (docs/decisions/0006).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RecordedValuationSource } from '@baobab/contracts/comparables';
import { valuationResults } from '../../db/schema/financial-tools';
import { investments } from '../../db/schema/portfolio';

const toNumber = (v: string | number | null) => (v === null ? null : Number(v));

/**
 * Columns correlated with `startupId` (a column of the outer query): the pre-money of the latest
 * confirmed USD round with a post-money above the amount invested (post-money minus amount, as the
 * investment records post-money), its deal date, and the startup's own valuation tool fair value
 * and the day it was computed (UTC). Dates come back as YYYY-MM-DD text.
 */
export function recordedValuationColumns(startupId: AnyPgColumn) {
  const latestRound = sql`from ${investments} where ${investments.startupId} = ${startupId} and ${investments.confirmationStatus} = 'confirmed'
    and ${investments.currency} = 'USD' and ${investments.valuationMinor} > ${investments.amountMinor}
    order by ${investments.dealDate} desc, ${investments.id} desc limit 1`;
  const tool = sql`from ${valuationResults} where ${valuationResults.startupId} = ${startupId} and ${valuationResults.currency} = 'USD' and ${valuationResults.fairValueMinor} > 0`;
  return {
    roundPreMoneyMinor: sql<string | null>`(select ${investments.valuationMinor} - ${investments.amountMinor} ${latestRound})`.mapWith(toNumber),
    roundDate: sql<string | null>`(select to_char(${investments.dealDate}, 'YYYY-MM-DD') ${latestRound})`,
    toolValueMinor: sql<string | null>`(select ${valuationResults.fairValueMinor} ${tool})`.mapWith(toNumber),
    toolDate: sql<string | null>`(select to_char(${valuationResults.createdAt} at time zone 'UTC', 'YYYY-MM-DD') ${tool})`,
  };
}

/** True when the startup has any recorded valuation: for a WHERE clause beside the columns above. */
export function hasRecordedValuation(startupId: AnyPgColumn): SQL {
  const columns = recordedValuationColumns(startupId);
  return sql`(${columns.roundPreMoneyMinor} is not null or ${columns.toolValueMinor} is not null)`;
}

export type RecordedValuationRow = { roundPreMoneyMinor: number | null; roundDate: string | null; toolValueMinor: number | null; toolDate: string | null };
export type RecordedValuationMinor = { minor: number; source: RecordedValuationSource; date: string };

/**
 * The recorded valuation to use: a confirmed round, a price an investor paid, before the valuation
 * tool's figure, which is the founder's own computation (docs/decisions/0006).
 */
export function pickRecordedValuation(row: RecordedValuationRow): RecordedValuationMinor | null {
  if (row.roundPreMoneyMinor !== null && row.roundPreMoneyMinor > 0 && row.roundDate) return { minor: row.roundPreMoneyMinor, source: 'confirmed round', date: row.roundDate };
  if (row.toolValueMinor !== null && row.toolValueMinor > 0 && row.toolDate) return { minor: row.toolValueMinor, source: 'valuation tool', date: row.toolDate };
  return null;
}
