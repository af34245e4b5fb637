import { readMoneyText } from '@baobab/contracts/money-reader';
import { badRequest } from '../../lib/errors';

export type ParsedRaise = { amountMinor: number; currency: string };

/**
 * The founder's free-text raise ('$500K', 'KES 50M', '500 millions FCFA') as stored columns.
 * The text itself is always kept; null here means it could not be read as money, which the
 * score explains. An ambiguous text ('1,500': thousands or decimals?) is refused instead, with
 * the reader's message on raisingAmount, since storing either reading could be wrong by 1000x.
 * `country` (ISO 3166 alpha-2) decides whether 'FCFA' is XOF or XAF, and reads the signs of one country ('K 500,000'
 * in Zambia or Malawi; decision 0024). Its dollar value is not the
 * reader's: it is converted at the database's latest rates (modules/exchange-rates, decision 0022).
 */
export function parseRaise(text: string, country?: string): ParsedRaise | null {
  const reading = readMoneyText(text, country ? { country } : {});
  if (!reading.ok && reading.reason === 'ambiguous') throw badRequest(reading.message, [{ path: 'raisingAmount', message: reading.message }]);
  return reading.ok ? { amountMinor: reading.amountMinor, currency: reading.currency } : null;
}
