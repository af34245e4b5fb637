/**
 * A priced round's details in the spec cap table result: its price per share, the conversion prices its down round
 * adjusted, in USD to $0.0001 as financing documents state them, and the pro-rata allocations
 * of the shareholders named, in whole shares and USD to the cent.
 */
import type { ConversionPriceAdjustment } from './anti-dilution';
import type { PricedRoundOutcome } from './priced-round';
import { centsToDollars } from './rounding';

export type SpecAntiDilutionAdjustment = {
  shareClass: string;
  method: ConversionPriceAdjustment['method'];
  conversionPriceBefore: number;
  conversionPriceAfter: number;
  asConvertedSharesBefore: number;
  asConvertedSharesAfter: number;
};

export type SpecProRata = { shareholder: string; sharesBefore: number; shares: number; amount: number };

/** The round's price (USD to $0.0001) and the share counts it was set on and sold. */
export type SpecRoundPrice = { pricePerShare: number; preMoneyShares: number; newMoneyShares: number; poolIncreaseShares: number };

/** Prices in cents to two decimals become dollars to four, exactly as shown. */
const priceInDollars = (cents: number) => Math.round(cents * 100) / 10_000;

export function roundDetails(round: PricedRoundOutcome): { roundPrice: SpecRoundPrice; antiDilutionAdjustments: SpecAntiDilutionAdjustment[]; proRata: SpecProRata[] } {
  const { conversion } = round;
  return {
    roundPrice: {
      pricePerShare: priceInDollars(conversion.pricePerShareCents),
      preMoneyShares: conversion.preMoneyShares,
      newMoneyShares: conversion.newMoneyShares,
      poolIncreaseShares: conversion.poolIncreaseShares,
    },
    antiDilutionAdjustments: round.antiDilution.map((a) => ({
      shareClass: a.className,
      method: a.method,
      conversionPriceBefore: priceInDollars(a.conversionPriceBeforeCents),
      conversionPriceAfter: priceInDollars(a.conversionPriceAfterCents),
      asConvertedSharesBefore: a.asConvertedBefore,
      asConvertedSharesAfter: a.asConvertedAfter,
    })),
    proRata: round.proRata.map((p) => ({ shareholder: p.holderId, sharesBefore: p.sharesBefore, shares: p.shares, amount: centsToDollars(p.amountCents) })),
  };
}
