/**
 * Reads the free-text raise a founder types ('$500K', 'KES 50M', '₦200m', 'NGN 1,000,000')
 * into an exact amount in minor units, an ISO 4217 currency and a whole-dollar equivalent.
 * Pure: no I/O, no clock, no live exchange rates.
 */
import { readMoneyText, type MoneyTextContext } from '@baobab/contracts/money-reader';

/** The date the reference rates below were read. */
export const REFERENCE_RATES_DATE = '2025-06-30';

/**
 * A REFERENCE table, not live FX: approximate mid-market rates around REFERENCE_RATES_DATE,
 * rounded, in units of the currency per one US dollar. They exist so that raises typed in
 * different currencies can be filtered and compared in dollars; they are never used to move
 * or settle money. `exponent` is the ISO 4217 number of minor-unit digits (cents = 2; the
 * yen, the Rwandan franc and the CFA franc have none).
 */
export const referenceRates = {
  USD: { exponent: 2, perUsd: 1 },
  NGN: { exponent: 2, perUsd: 1530 },
  KES: { exponent: 2, perUsd: 129.2 },
  GHS: { exponent: 2, perUsd: 10.35 },
  ZAR: { exponent: 2, perUsd: 17.8 },
  EGP: { exponent: 2, perUsd: 49.6 },
  RWF: { exponent: 0, perUsd: 1440 },
  XOF: { exponent: 0, perUsd: 558 },
  // Pegged like XOF at 655.957 per euro, so the same rate.
  XAF: { exponent: 0, perUsd: 558 },
  ETB: { exponent: 2, perUsd: 135 },
  MAD: { exponent: 2, perUsd: 9.05 },
  TND: { exponent: 3, perUsd: 2.93 },
  UGX: { exponent: 0, perUsd: 3590 },
  TZS: { exponent: 2, perUsd: 2610 },
  EUR: { exponent: 2, perUsd: 0.853 },
  GBP: { exponent: 2, perUsd: 0.729 },
  PLN: { exponent: 2, perUsd: 3.61 },
  BRL: { exponent: 2, perUsd: 5.45 },
  INR: { exponent: 2, perUsd: 85.7 },
  IDR: { exponent: 2, perUsd: 16250 },
  SGD: { exponent: 2, perUsd: 1.275 },
  JPY: { exponent: 0, perUsd: 144 },
  KRW: { exponent: 0, perUsd: 1360 },
  AED: { exponent: 2, perUsd: 3.6725 },
} as const satisfies Record<string, { exponent: number; perUsd: number }>;

export type CurrencyCode = keyof typeof referenceRates;

export type ParsedMoney = {
  /** Exact amount in the currency's minor units (cents for USD), an integer. */
  amountMinor: number;
  currency: CurrencyCode;
  /** The amount in whole US dollars at the reference rate, rounded half up. */
  usd: number;
};

/**
 * Parses a raise typed as free text (money-reader.ts documents every form it reads). Returns
 * null when readMoneyText refuses it: empty, not an amount, ambiguous ('1,500'), negative,
 * zero, a range, an unknown currency, or above ten trillion units. A bare number or '$' means
 * US dollars; 'FCFA' is XOF unless context.country is in Central Africa.
 *
 * The dollar figure divides the exact amount by the reference rate in floating point and
 * rounds half up to whole dollars.
 */
export function parseMoneyText(text: string, context: MoneyTextContext = {}): ParsedMoney | null {
  const reading = readMoneyText(text, context);
  if (!reading.ok) return null;
  const { amountMinor, currency } = reading;
  const { exponent, perUsd } = referenceRates[currency];
  const usd = Math.round(amountMinor / 10 ** exponent / perUsd);
  return { amountMinor, currency, usd };
}
