import type { MetricUnit } from '@baobab/contracts/metrics';

/**
 * A company metric's value as people read it. Values travel as decimal text (exact); money is in
 * minor units of its currency, whose number of decimals Intl knows (2 for USD and NGN, 0 for XOF).
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(currency: string): Intl.NumberFormat {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 });
    currencyFormats.set(currency, format);
  }
  return format;
}

/** Decimal places of a currency's minor unit (ISO 4217), as Intl reports them. */
export const minorUnitDigits = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** A metric value as a plain number in its display unit (major currency units for money). */
export function metricNumber(value: string, unit: MetricUnit, currency: string | null): number {
  const n = Number(value);
  return unit === 'money' && currency ? n / 10 ** minorUnitDigits(currency) : n;
}

export function formatMetricValue(value: string | null, unit: MetricUnit, currency: string | null): string {
  if (value === null) return '—';
  const n = metricNumber(value, unit, currency);
  switch (unit) {
    case 'money':
      return currency ? currencyFormat(currency).format(n) : n.toLocaleString('en-US');
    case 'percent':
      return `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
    case 'months':
      return `${n.toLocaleString('en-US', { maximumFractionDigits: 1 })} mo`;
    default:
      return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
}
