/**
 * A priced round's details in the spec cap table result: its price per share, the conversion prices its down round
 * adjusted, in USD to $0.0001 as financing documents state them, and the pro-rata allocations
 * of the shareholders named, in whole shares and USD to the cent.
 */
import type { ConversionPriceAdjustment } from './anti-dilution';
import type { AntiDilution } from './cap-table';
import type { AntiDilutionOrdering, PricedRoundOutcome } from './priced-round';
import { centsToDollars } from './rounding';
import { roundOrderingTexts } from '@baobab/contracts/financial-tools-cap-table-texts';

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

/** The new series as applied: its original issue price (the round price, USD to $0.0001) and the term sheet's terms. */
export type SpecSeriesResult = {
  name: string;
  originalIssuePrice: number;
  liquidationPreference: number;
  participation: 'non-participating' | 'participating';
  participationCap?: number;
  seniority: 'senior' | 'pari-passu';
  conversionRatio: number;
  antiDilution: AntiDilution;
  proRata: boolean;
};

/**
 * The sentence saying where the round put the pool top-up and the anti-dilution shares: `key` is
 * its English template (a translation key, decision 0023), `values` fill it.
 */
export type SpecRoundOrdering = { ordering: AntiDilutionOrdering; key: string; values: { shares: number } };


/** Prices in cents to two decimals become dollars to four, exactly as shown. */
const priceInDollars = (cents: number) => Math.round(cents * 100) / 10_000;

export function roundDetails(round: PricedRoundOutcome, seriesProRata: boolean): { roundPrice: SpecRoundPrice; antiDilutionAdjustments: SpecAntiDilutionAdjustment[]; proRata: SpecProRata[]; series: SpecSeriesResult; roundOrdering: SpecRoundOrdering } {
  const { conversion } = round;
  const extraShares = round.antiDilution.reduce((sum, a) => sum + a.asConvertedAfter - a.asConvertedBefore, 0);
  return {
    series: seriesResult(round, seriesProRata),
    roundOrdering: { ordering: round.antiDilutionOrdering, key: roundOrderingTexts[round.antiDilutionOrdering], values: { shares: extraShares } },
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

function seriesResult(round: PricedRoundOutcome, proRata: boolean): SpecSeriesResult {
  const { seriesClass: series } = round;
  const pariPassu = round.table.classes.some((c) => c.kind === 'preferred' && c.seniority === series.seniority && c.id !== series.id && !c.id.startsWith(`${series.id}-`));
  return {
    name: series.name,
    originalIssuePrice: priceInDollars(series.issuePriceCents),
    liquidationPreference: series.liquidationPreferenceMultiple,
    participation: series.participation.kind,
    ...(series.participation.kind === 'participating' && series.participation.capMultiple !== undefined ? { participationCap: series.participation.capMultiple } : {}),
    seniority: pariPassu ? 'pari-passu' : 'senior',
    conversionRatio: series.conversionRatio,
    antiDilution: series.antiDilution ?? 'none',
    proRata,
  };
}
