import { standardMetrics } from '@baobab/contracts/metrics-texts';
import type { Metric } from '@baobab/contracts/metrics';
import type { Translate } from '@/lib/i18n/use-t';

/**
 * What a metric is called on screen: a standard metric's fixed name in the reader's language (it is
 * the product's word, stored only for exports), a custom metric's name exactly as its founder wrote it.
 */
export function metricName(t: Translate<'metrics'>, metric: Pick<Metric, 'kind' | 'name'>): string {
  return metric.kind === 'custom' ? metric.name : t(standardMetrics[metric.kind].name);
}
