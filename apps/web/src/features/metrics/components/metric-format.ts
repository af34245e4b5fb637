import { formatMetricValue as englishValue } from '@baobab/contracts/metric-values';
import { getLocale } from '@/lib/i18n/locale';

/**
 * A stored value for reading in the current language: the contracts' English ('USD 12,500.50', '62.5%',
 * '14.2 months'), or the same figure written the French way ('USD 12 500,50', '62,5 %', '14,2 mois').
 */
export function formatMetricValue(...[rules, stored]: Parameters<typeof englishValue>): string {
  const text = englishValue(rules, stored);
  if (getLocale() !== 'fr') return text;
  const french = text.replace(/[,.]/g, (mark) => (mark === ',' ? '\u202f' : ','));
  if (rules.unit === 'percent') return french.replace(/%$/, '\u00a0%');
  if (rules.unit === 'months') return french.replace(/ months?$/, ' mois');
  return french;
}
