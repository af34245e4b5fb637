import { formatMetricValue as englishValue } from '@baobab/contracts/metric-values';
import { getLocale } from '@/lib/i18n/locale';

/**
 * A stored value for reading in the current language: money in the one spelling per currency and language
 * (contracts/money-display.ts: '$12,500.50', '12 500,50 $US'); '62.5%' and '14.2 months', or the same
 * figure written the French way ('62,5 %', '14,2 mois').
 */
export function formatMetricValue(rules: Parameters<typeof englishValue>[0], stored: string): string {
  const locale = getLocale();
  const text = englishValue(rules, stored, locale);
  if (locale !== 'fr' || rules.unit === 'money') return text;
  const french = text.replace(/[,.]/g, (mark) => (mark === ',' ? '\u202f' : ','));
  if (rules.unit === 'percent') return french.replace(/%$/, '\u00a0%');
  if (rules.unit === 'months') return french.replace(/ months?$/, ' mois');
  return french;
}
