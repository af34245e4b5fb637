import { currencyExponents, type CurrencyCode } from '@baobab/contracts/currencies';
import type { RaiseMoney } from '@baobab/contracts/fundraising';
import { readMoneyText } from '@baobab/contracts/money-reader';
import type { Issue } from '../../lib/errors';

/** A JSON number as a person would write it, so the one reader reads both kinds of input the same way. */
const numberText = (value: number) => (Number.isFinite(value) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : 'NaN');

/**
 * Reads an amount of the raise (text as a person writes it, or a number) in the round's currency with the one reader
 * (decision 0025): minor units, or the field's issue (the field's own sentence when it is no amount or not above zero, else the reader's).
 */
export function readRaiseAmount(value: string | number, currency: CurrencyCode, path: string, own: { notAmount: string; notPositive: string }): { amountMinor: number } | { issue: Issue } {
  const reading = readMoneyText(typeof value === 'number' ? numberText(value) : value, { currency, isCurrencyFixed: true, sign: 'positive' });
  if (reading.ok) return { amountMinor: reading.amountMinor };
  const message = reading.reason === 'notAmount' ? own.notAmount : reading.reason === 'notPositive' ? own.notPositive : reading.message;
  return { issue: { path, message } };
}

export const money = (amountMinor: number, currency: CurrencyCode): RaiseMoney => ({ amountMinor, amount: amountMinor / 10 ** currencyExponents[currency] });
