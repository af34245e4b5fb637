import { parseMoneyText } from '@baobab/finance/money-text';

export type ParsedRaise = { amountMinor: number; currency: string };

/**
 * The founder's free-text raise ('$500K', 'KES 50M') as stored columns. The text itself is always
 * kept; null here means it could not be read as money, which the score explains. Its dollar value is
 * not the parser's: it is converted at the database's latest rates (modules/exchange-rates, decision 0022).
 */
export function parseRaise(text: string): ParsedRaise | null {
  const parsed = parseMoneyText(text);
  return parsed ? { amountMinor: parsed.amountMinor, currency: parsed.currency } : null;
}
