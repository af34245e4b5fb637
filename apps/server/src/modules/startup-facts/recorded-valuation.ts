/**
 * A startup's recorded valuation (what counts: @baobab/contracts/comparables), read in SQL beside
 * other columns so a list of peers costs one query. The financial tools' comparables and the
 * analytics valuation benchmark both read it here, so "recorded" cannot mean two things
 * (docs/decisions/0006, 0039).
 *
 * Only a round both sides confirmed counts: an investor recorded it and the startup's founder
 * confirmed it (decision 0005), so a founder's record in their own startup, which nobody else
 * confirmed, does not; nor does a valuation tool result, which is the founder's own computation.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { convertMinor, type RateTable } from '@baobab/finance/currency-conversion';
import { investments } from '../../db/schema/portfolio';
import { startups } from '../../db/schema/startups';

/** The latest confirmed round's figures as stored, in minor units of `currency`; `equityPercentage` is exact decimal text. */
export type ConfirmedRound = { amountMinor: number; postMoneyMinor: number | null; equityPercentage: string | null; currency: string; dealDate: string };

/**
 * The round's condition, correlated with `startupId` (a column of the outer query): confirmed by the
 * founder, recorded by someone other than the startup's owner, and priced, with a post-money above
 * the amount invested or a share of the company bought (0–100 %, exclusive).
 */
function confirmedPricedRound(startupId: AnyPgColumn): SQL {
  return sql`${investments.startupId} = ${startupId} and ${investments.confirmationStatus} = 'confirmed'
    and ${investments.investorId} <> (select s.owner_id from ${startups} s where s.id = ${startupId})
    and (${investments.valuationMinor} > ${investments.amountMinor} or (${investments.equityPercentage} > 0 and ${investments.equityPercentage} < 100))`;
}

/**
 * The latest such round (by deal date, then id) as one JSON column, so a list of peers reads it with
 * one correlated subquery per row; null when the startup has none.
 */
export function recordedValuationColumns(startupId: AnyPgColumn) {
  return {
    latestConfirmedRound: sql<ConfirmedRound | null>`(select json_build_object('amountMinor', ${investments.amountMinor}, 'postMoneyMinor', ${investments.valuationMinor},
      'equityPercentage', ${investments.equityPercentage}::text, 'currency', ${investments.currency}, 'dealDate', to_char(${investments.dealDate}, 'YYYY-MM-DD'))
      from ${investments} where ${confirmedPricedRound(startupId)} order by ${investments.dealDate} desc, ${investments.id} desc limit 1)`,
  };
}

/** True when the startup has a recorded valuation: for a WHERE clause beside the columns above. */
export function hasRecordedValuation(startupId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${investments} where ${confirmedPricedRound(startupId)})`;
}

export type RecordedValuationRow = { latestConfirmedRound: ConfirmedRound | null };
/** A pre-money in US cents, the round's date, its own currency and the date of the rate it was converted at (null for US dollars). */
export type RecordedValuationMinor = { minor: number; source: 'confirmed round'; date: string; currency: string; rateDate: string | null };

/**
 * The round's pre-money in its own minor units: the recorded post-money minus the amount invested; or,
 * with no post-money, the post-money the round implies, amount ÷ (equity % ÷ 100), minus the amount
 * (NVCA model term sheet: post-money = pre-money + new money; the investor's share = new money ÷
 * post-money). Rounded half up to a whole minor unit, once.
 */
export function roundPreMoneyMinor(round: ConfirmedRound): number | null {
  if (round.postMoneyMinor !== null && round.postMoneyMinor > round.amountMinor) return round.postMoneyMinor - round.amountMinor;
  const equity = round.equityPercentage === null ? 0 : Number(round.equityPercentage);
  if (!(equity > 0 && equity < 100)) return null;
  return Math.round((round.amountMinor * 100) / equity) - round.amountMinor;
}

/**
 * The recorded valuation in US cents at the given rates (the exchange-rate module's latest), with the
 * rate's date; null when the startup has no confirmed priced round or its currency has no rate
 * (nothing is converted at a rate that was not given).
 */
export function pickRecordedValuation(row: RecordedValuationRow, rates: RateTable): RecordedValuationMinor | null {
  const round = row.latestConfirmedRound;
  if (!round) return null;
  const preMoney = roundPreMoneyMinor(round);
  if (preMoney === null || preMoney <= 0) return null;
  const usd = convertMinor(BigInt(preMoney), round.currency, 'USD', rates);
  if (!usd) return null;
  return { minor: Number(usd.amountMinor), source: 'confirmed round', date: round.dealDate, currency: round.currency, rateDate: usd.rateDate };
}
