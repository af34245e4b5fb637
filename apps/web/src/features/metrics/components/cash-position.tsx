import { Banknote, Flame, Hourglass } from 'lucide-react';
import { metricsText } from '@baobab/contracts/metrics-texts';
import type { CashPosition as Position } from '@baobab/contracts/metrics';
import { StatTile } from '@/components/ui/stat-tile';
import { useT } from '@/lib/i18n/use-t';
import { formatMetricValue } from './metric-format';
import { actualsSourceText } from '@/components/shared/actuals-source';

/**
 * Cash, burn rate and runway as of the latest month with cash (finance/company-metrics.ts): the burn
 * rate is the average monthly net cash outflow over the last 3 months with data, the runway cash ÷ that.
 */
export function CashPosition({ position }: { position: Position }) {
  const t = useT('metrics');
  const money = { unit: 'money' as const, currency: position.currency };
  // The same as-of line as every other screen that states this runway (model, valuation, due diligence).
  const common = useT('common');
  const asOf = actualsSourceText(common, position.month);
  const runway =
    position.status === 'burning' ? formatMetricValue({ unit: 'months', currency: null }, position.runwayMonths ?? '0') : position.status === 'not_burning' ? t(metricsText.notBurning) : '–';
  return (
    <section aria-labelledby="cash-position-title" className="flex flex-col gap-3">
      <h2 id="cash-position-title" className="text-lg font-semibold">
        {t('Cash, burn and runway')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        <StatTile label={t('Cash')} value={formatMetricValue(money, position.cash)} icon={Banknote} hint={asOf} />
        <StatTile
          label={t('Burn rate')}
          value={position.burnRate === null ? '–' : t('{{amount}}/mo', { amount: formatMetricValue(money, position.burnRate) })}
          icon={Flame}
          hint={t('Average net burn of the last 3 months')}
        />
        <StatTile label={t('Runway')} value={runway} icon={Hourglass} hint={position.status === 'unknown' ? t(metricsText.runwayUnknown) : t('Cash ÷ burn rate')} />
      </div>
    </section>
  );
}
