/**
 * Pro-rata rights: an existing holder's right to buy enough of a round's new shares to keep
 * the fully diluted percentage they hold just before the new money comes in (after the
 * round's conversions, pool top-up and anti-dilution adjustments), as the NVCA Model Investors'
 * Rights Agreement's right of first offer does ("pro rata share" of New Securities, where
 * shares issued on conversion and under the option plan are not New Securities).
 *
 * Allocation = holder's shares × new-money shares ÷ shares before the new money, rounded down
 * (whole shares; a holder who takes it keeps their percentage to within one share). The
 * amount is what buys exactly that many shares at the round price: shares × price, rounded up
 * to the cent (rounded down it would buy one share fewer).
 */
import { type CapTable, capTableOwnership } from './cap-table';
import { frac, ceilOf, div, floorOf, mul } from './fraction';
import { refuse } from './engine-errors';

export type ProRataAllocation = {
  holderId: string;
  /** The holder's fully diluted shares before the new money. */
  sharesBefore: number;
  /** Whole new shares that keep their percentage. */
  shares: number;
  amountCents: number;
};

/**
 * `table` is the cap table after the round; `newMoney` the round's new-money holdings (each
 * investor's shares of the new series), `pricePerShareCents` its price to $0.0001.
 */
export function proRataAllocations(
  table: CapTable,
  newMoney: readonly { holderId: string; shares: number }[],
  pricePerShareCents: number,
  holderIds: readonly string[],
): ProRataAllocation[] {
  const ownership = capTableOwnership(table);
  const newMoneyShares = newMoney.reduce((sum, n) => sum + n.shares, 0);
  const totalBefore = ownership.totalFullyDiluted - newMoneyShares;
  const priceHundredths = Math.round(pricePerShareCents * 100);
  return holderIds.map((holderId) => {
    const row = ownership.rows.find((r) => r.holderId === holderId);
    if (!row) throw refuse('proRataHolder', { holder: holderId });
    const bought = newMoney.filter((n) => n.holderId === holderId).reduce((sum, n) => sum + n.shares, 0);
    const sharesBefore = row.fullyDilutedShares - bought;
    const shares = totalBefore > 0 ? Number(floorOf(frac(BigInt(sharesBefore) * BigInt(newMoneyShares), BigInt(totalBefore)))) : 0;
    const amountCents = Number(ceilOf(div(mul(frac(shares), frac(priceHundredths)), frac(100))));
    return { holderId, sharesBefore, shares, amountCents };
  });
}
