/**
 * The first Intl formatter (or toLocaleString) a page uses loads the browser's locale data: 30-50 ms
 * on a desktop, four times that on a throttled phone, in one long task (Lighthouse, bench/README.md). The
 * directories' figures (counts and compact numbers) are therefore formatted here without Intl, to
 * the same output as en-US Intl; currency and dates keep Intl, built on first use rather than when
 * this module loads.
 */
function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/** A whole number with thousands separators: 12,345 (en-US). */
export const formatCount = (value: number): string => Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const compactUnits = [
  { size: 1e3, suffix: 'K' },
  { size: 1e6, suffix: 'M' },
  { size: 1e9, suffix: 'B' },
  { size: 1e12, suffix: 'T' },
];
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Short figures with at most one decimal: 950, 12.5K, 3M (en-US compact notation). */
export function formatCompact(value: number): string {
  const magnitude = Math.abs(value);
  let text = String(oneDecimal(magnitude));
  let size = 1;
  // Up a unit while the figure would read 1,000 or more in the current one (999,960 is 1M, not 1000K).
  for (const unit of compactUnits) {
    if (oneDecimal(magnitude / size) < 1000) break;
    text = `${oneDecimal(magnitude / unit.size)}${unit.suffix}`;
    size = unit.size;
  }
  return value < 0 ? `-${text}` : text;
}

/** Currency is shown as USD with no decimals (the spec's business constants). */
const usd = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));
export const formatUsd = (value: number): string => usd().format(value);

export const formatPercent = (fraction: number, digits = 0): string => `${(fraction * 100).toFixed(digits)}%`;

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }));
export const formatDate = (value: string | Date): string => dateFormat().format(new Date(value));

export const initials = (firstName: string, lastName: string): string =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
