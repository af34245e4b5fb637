/**
 * Baobab's REFERENCE rates: approximate mid-market rates around REFERENCE_RATES_DATE, rounded, in units of
 * each currency per one US dollar. The one table of them (decision 0022): the demo seed imports it through
 * the same import as an admin's rates file (`referenceRatesCsv`), and the seed's raise texts are written in
 * local currency with it. They exist so that raises typed in different currencies can be filtered and
 * compared; they never move or settle money. Typed as a full record over `contracts/currencies.ts`, so a
 * currency added there does not compile until it has a rate here.
 */
import type { CurrencyCode } from '@baobab/contracts/currencies';

/** The day the rates below were read. */
export const REFERENCE_RATES_DATE = '2025-06-30';
export const REFERENCE_RATES_SOURCE = 'Baobab reference rates (approximate mid-market)';

/** Euro-pegged francs and escudos: per dollar = their fixed rate per euro times the euro's rate below. */
const EUR_PER_USD = 0.853;
const perEuroPeg = (unitsPerEuro: number) => Math.round(unitsPerEuro * EUR_PER_USD * 10) / 10;

export const referencePerUsd: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: EUR_PER_USD,
  GBP: 0.729,
  NGN: 1530,
  KES: 129.2,
  GHS: 10.35,
  ZAR: 17.8,
  EGP: 49.6,
  MAD: 9.05,
  TND: 2.93,
  ETB: 135,
  TZS: 2610,
  // The CFA francs are pegged at 655.957 per euro; the table kept 558 for both since 2025.
  XOF: 558,
  XAF: 558,
  RWF: 1440,
  UGX: 3590,
  AOA: 917,
  BIF: 2970,
  BWP: 13.4,
  CDF: 2880,
  CVE: perEuroPeg(110.265),
  DJF: 177.7,
  DZD: 130,
  ERN: 15,
  GMD: 71.5,
  GNF: 8660,
  KMF: perEuroPeg(491.96775),
  LRD: 199,
  LSL: 17.8,
  LYD: 5.43,
  MGA: 4440,
  MRU: 39.7,
  MUR: 45,
  MWK: 1735,
  MZN: 63.9,
  NAD: 17.8,
  SCR: 14.3,
  SLE: 22.7,
  SOS: 571,
  STN: perEuroPeg(24.5),
  SZL: 17.8,
  ZMW: 23.6,
  PLN: 3.61,
  BRL: 5.45,
  INR: 85.7,
  IDR: 16250,
  SGD: 1.275,
  JPY: 144,
  KRW: 1360,
  AED: 3.6725,
};

/** The table as a rates file (`currency,date,per_usd,source`), the form every rate is imported in. */
export function referenceRatesCsv(): string {
  const rows = Object.entries(referencePerUsd).map(([currency, perUsd]) => `${currency},${REFERENCE_RATES_DATE},${perUsd},${REFERENCE_RATES_SOURCE}`);
  return ['currency,date,per_usd,source', ...rows].join('\n') + '\n';
}
