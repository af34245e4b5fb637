let usNumber: Intl.NumberFormat | undefined;

/**
 * A number as en-US writes it (1234567.5 → "1,234,567.5"), the same text as `toLocaleString('en-US')`: at most three
 * decimals, thousands grouped by commas. Written without Intl for every finite figure under 1e21: the first Intl
 * formatter a page builds loads the browser's number data, 220 ms in one task on a throttled phone (the app warmed it
 * when first idle, a long task on every screen, bench/README.md); `toLocaleString` also builds a formatter per call.
 */
export function formatUsNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    usNumber ??= new Intl.NumberFormat('en-US');
    return usNumber.format(value);
  }
  const [whole, fraction] = roundedToThousandths(Math.abs(value));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/**
 * The whole and fraction digits of a figure rounded half away from zero to three decimals, from its shortest decimal
 * text as Intl rounds it (`toFixed` would round the binary value's full expansion: 747.453 where Intl writes 747.45).
 */
function roundedToThousandths(abs: number): [string, string] {
  // Under a millionth the text is in exponent form; such a figure rounds to 0 either way.
  const [int = '0', frac = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  const thousandths = BigInt(int + frac.slice(0, 3).padEnd(3, '0')) + (frac.length > 3 && frac[3]! >= '5' ? 1n : 0n);
  const digits = thousandths.toString().padStart(4, '0');
  return [digits.slice(0, -3), digits.slice(-3).replace(/0+$/, '')];
}
