/**
 * The digits of an amount as people group them: '500 000 000' (spaces, no-break spaces),
 * '1.500.000' (dots), '1,500,000' (commas), '1 500,50' and '1,500.50' (mixed: the last
 * separator is the decimal one). Read into exact digit strings; no floating point anywhere.
 */

/** The digits and separators, from the first digit (or a leading '.5') on. */
export const TYPED_NUMBER = /^[.,]?\d+(?:[ .,]\d+)*/;

/** How a single ',' or '.' followed by exactly three digits ('1,500') is to be read; the caller decides. */
export type LoneSeparatorReading = 'thousands' | 'decimal' | 'ambiguous';

export type NumberReading =
  | { kind: 'number'; whole: string; fraction: string }
  /** Both readings written so that neither is ambiguous any more: '1500' and '1.5'. */
  | { kind: 'ambiguous'; separator: ',' | '.'; asThousands: string; asDecimal: string }
  | { kind: 'invalid' };

const INVALID: NumberReading = { kind: 'invalid' };

/** 1 to 3 digits without a leading zero, then groups of exactly 3. */
const isGrouping = (runs: readonly string[]) => /^[1-9]\d{0,2}$/.test(runs[0] ?? '') && runs.slice(1).every((run) => /^\d{3}$/.test(run));

/** '500' read as a decimal, shown unambiguously: '1.5', '1.05', '1.0', and '1.2340' (three digits would be ambiguous again). */
function decimalShown(whole: string, fraction: string): string {
  let digits = fraction.replace(/0+$/, '') || '0';
  if (digits.length === 3) digits += '0';
  return `${whole}.${digits}`;
}

/** Reads a TYPED_NUMBER match. `lone` settles '1,500' and '1.500'; every other shape is unambiguous or invalid. */
export function readTypedNumber(typed: string, lone: (separator: ',' | '.') => LoneSeparatorReading): NumberReading {
  const runs = typed.split(/[ .,]/);
  const separators = typed.replace(/\d/g, '').split('');
  if (separators.length === 0) return { kind: 'number', whole: typed, fraction: '' };

  // '.5', ',25': a fraction with no whole part.
  if (runs[0] === '') return separators.length === 1 ? { kind: 'number', whole: '0', fraction: runs[1]! } : INVALID;

  const distinct = new Set(separators);
  const last = separators[separators.length - 1]!;
  if (distinct.size > 2) return INVALID;
  if (distinct.size === 2) {
    // Mixed: the last separator is the decimal point, used once; the other one groups thousands.
    if (last === ' ' || separators.slice(0, -1).includes(last)) return INVALID;
    const wholeRuns = runs.slice(0, -1);
    return isGrouping(wholeRuns) ? { kind: 'number', whole: wholeRuns.join(''), fraction: runs[runs.length - 1]! } : INVALID;
  }
  // One kind of separator used two or more times, or a space: it can only group thousands.
  if (separators.length > 1 || last === ' ') return isGrouping(runs) ? { kind: 'number', whole: runs.join(''), fraction: '' } : INVALID;

  const [whole, fraction] = runs as [string, string];
  // '12,50', '1.5', '1500,000', '0,500': cannot be a thousands group, so it is a decimal.
  if (fraction.length !== 3 || !isGrouping(runs)) return { kind: 'number', whole, fraction };
  const separator = last as ',' | '.';
  switch (lone(separator)) {
    case 'thousands':
      return { kind: 'number', whole: whole + fraction, fraction: '' };
    case 'decimal':
      return { kind: 'number', whole, fraction };
    case 'ambiguous':
      return { kind: 'ambiguous', separator, asThousands: whole + fraction, asDecimal: decimalShown(whole, fraction) };
  }
}
