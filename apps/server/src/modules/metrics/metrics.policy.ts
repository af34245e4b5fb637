import { metricsMessages as m, type MetricUnit } from '@baobab/contracts/metrics';
import type { Message } from '@baobab/contracts/i18n/message';

/**
 * Who reads and changes a startup's metrics: its owner (startups.owner_id) only. The service checks it
 * first with `requireOwnedStartup` (startups module), which answers 404 to anyone else, exactly as for a
 * missing startup, so ids reveal nothing. Nobody else reaches the metrics: an investor sees figures only
 * in an update sent to them, whose figures `snapshotFigures` copied when the founder sent it.
 *
 * And what a change may do to the metrics already there:
 */
export const metricsPolicy = {
  /** A unit or currency changes what every recorded value means (cents become counts), so only while there are none. */
  canChangeUnit: (hasValues: boolean) => !hasValues,
  /**
   * Net burn is read from cash (finance/company-metrics.ts), so the two share a currency: the message that
   * refuses a metric about to break that, or null.
   */
  currencyConflict(kind: string, unit: MetricUnit, currency: string | null, others: { kind: string; currency: string | null }[]): Message | null {
    if (unit !== 'money' || currency === null) return null;
    const partner = others.find((o) => o.kind === (kind === 'burn' ? 'cash' : kind === 'cash' ? 'burn' : null));
    if (!partner?.currency || partner.currency === currency) return null;
    return kind === 'burn' ? m.burnCurrency(partner.currency) : m.cashCurrency(partner.currency);
  },
};
