import { readMoneyText } from '@baobab/finance/money-reader';
import { parseMoneyText } from '@baobab/finance/money-text';
import { badRequest } from '../../lib/errors';

export type ParsedRaise = { amountMinor: number; currency: string; amountUsd: number };

/**
 * The founder's free-text raise ('$500K', 'KES 50M', '500 millions FCFA') as stored columns.
 * The text itself is always kept; null here means it could not be read as money, which the
 * score explains. An ambiguous text ('1,500': thousands or decimals?) is refused instead, with
 * the reader's message on raisingAmount, since storing either reading could be wrong by 1000×.
 * `country` (ISO 3166 alpha-2) decides whether 'FCFA' is XOF or XAF.
 */
export function parseRaise(text: string, country?: string): ParsedRaise | null {
  const context = country ? { country } : {};
  const reading = readMoneyText(text, context);
  if (!reading.ok && reading.reason === 'ambiguous') throw badRequest(reading.message, [{ path: 'raisingAmount', message: reading.message }]);
  const parsed = reading.ok ? parseMoneyText(text, context) : null;
  return parsed ? { amountMinor: parsed.amountMinor, currency: parsed.currency, amountUsd: parsed.usd } : null;
}
