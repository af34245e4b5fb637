import { type CapTableAmountKind, readCapTableAmount } from '@baobab/contracts/financial-tools-cap-table-amounts';
import type { CurrencyCode } from '@baobab/contracts/currencies';
import { englishRemembered } from '@/lib/i18n/english-remembered';

/**
 * Reads a typed amount at a contract path in the company's currency (the one reader, decision 0032): empty
 * or refused is NaN, so the contract names the field; a refusal's own sentence ("This amount is in XOF,
 * but "$500" is in USD") is put in `refusals` at that path, to be shown instead.
 */
export type AmountReader = (path: string, text: string, kind: CapTableAmountKind, notANumber: string) => number;

export function amountReader(currency: CurrencyCode, refusals?: Map<string, string>): AmountReader {
  return (path, text, kind, notANumber) => {
    if (text.trim() === '') return Number.NaN;
    const reading = readCapTableAmount(text, kind, currency, notANumber);
    if (reading.ok) return reading.value;
    refusals?.set(path, englishRemembered(reading.message));
    return Number.NaN;
  };
}
