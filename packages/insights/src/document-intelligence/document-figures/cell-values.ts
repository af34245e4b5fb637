/** A table cell or a line's value as one figure: an amount with its currency, or a bare number; null for anything else. */
import { cellNumber } from '../layout-cells';
import { parseMoney, suffixScales } from '../money';

// A percentage's sign is dropped: a cell of a margin row holds the rate ('38,0 %').
export function cellValue(cell: string): number | null {
  const trimmed = cell.trim().replace(/\s?%$/, '');
  const [only, more] = parseMoney(trimmed);
  if (only && !more && only.start === 0 && only.end === trimmed.length) return only.amount;
  // A figure with its scale and no currency ('$64k' is read above; '64k', '1.2m' here), as lines under a captioned heading write them.
  const scaled = /^(-?[\d.,\s\u00A0\u202F]+?)\s?(k|m|mn|bn)$/i.exec(trimmed);
  const number = cellNumber(scaled ? scaled[1] ?? '' : trimmed);
  if (number === null || !/\d/.test(trimmed) || /[a-z]/i.test(trimmed.replace(/\s?(k|m|mn|bn)$/i, ''))) return null;
  const scale = scaled ? (suffixScales[(scaled[2] ?? '').toLowerCase()] ?? 1) : 1;
  return Number(number) * scale;
}
