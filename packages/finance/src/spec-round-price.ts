/**
 * A round priced by its price per share rather than its pre-money valuation. The engine sets
 * the price from the pre-money (price = pre-money ÷ pre-money shares, decision 0006), and the
 * pre-money share count itself moves with the pre-money (discount conversions, the pool
 * top-up), so the pre-money for a price is found by bisection on whole dollars: the smallest
 * pre-money whose exact price (before the $0.0001 rounding) reaches the price asked. The exact
 * price rises with the pre-money: a higher pre-money means a higher price, so fewer discount
 * conversion shares and a smaller pool shuffle, and so a smaller share count. Below some
 * pre-money the conversions do not settle (the converting securities would take the whole
 * company) and the engine refuses it: that is a price too low, so the search moves up.
 */
import { type SpecCapTableInput, specPricedRound } from './spec-cap-table';
import { engineErrors } from './engine-errors';

/** Beyond 10 trillion units of the company's currency no round is meant: the price asked is out of reach of these terms. */
const maxPreMoneyDollars = 1e13;

type WithRound = SpecCapTableInput & { pricedRound: NonNullable<SpecCapTableInput['pricedRound']> };

/** Exact price in dollars at a whole-dollar pre-money (no $0.0001 rounding). */
function exactPrice(input: WithRound, preMoney: number): number {
  const round = specPricedRound({ ...input, pricedRound: { ...input.pricedRound, preMoneyValuation: preMoney } });
  if (!round) throw new RangeError(engineErrors.priceNeedsRound);
  return preMoney / round.conversion.preMoneyShares;
}

/** Whether the price at this pre-money reaches the target; a pre-money the engine refuses is too low. */
function reaches(input: WithRound, preMoney: number, target: number): boolean {
  try {
    return exactPrice(input, preMoney) >= target;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

/** The smallest whole-dollar pre-money valuation whose round is priced at `pricePerShare` dollars or more. */
export function preMoneyForPrice(input: SpecCapTableInput, pricePerShare: number): number {
  const { pricedRound } = input;
  if (!pricedRound) throw new RangeError(engineErrors.priceNeedsRound);
  if (!(pricePerShare > 0) || !Number.isFinite(pricePerShare)) throw new RangeError(engineErrors.pricePositive);
  const withRound = { ...input, pricedRound };
  // At the largest pre-money any refusal is about the terms, not the price: let it through.
  if (exactPrice(withRound, maxPreMoneyDollars) < pricePerShare) throw new RangeError(engineErrors.noPreMoneyForPrice);
  let low = 0;
  let high = 1_000_000;
  while (!reaches(withRound, high, pricePerShare)) {
    low = high;
    high = Math.min(high * 2, maxPreMoneyDollars);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reaches(withRound, middle, pricePerShare)) high = middle;
    else low = middle;
  }
  return high;
}
