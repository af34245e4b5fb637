import { Banknote, Flame, Hourglass } from 'lucide-react';
import { metricsText, type CashPosition as Position } from '@baobab/contracts/metrics';
import { formatMetricValue } from '@baobab/contracts/metric-values';
import { StatTile } from '@/components/ui/stat-tile';
import { monthLabel } from './months';

/**
 * Cash, burn rate and runway as of the latest month with cash (finance/company-metrics.ts): the burn
 * rate is the average monthly net cash outflow over the last 3 months with data, the runway cash ÷ that.
 */
export function CashPosition({ position }: { position: Position }) {
  const money = { unit: 'money' as const, currency: position.currency };
  const asOf = `As of ${monthLabel(position.month)}`;
  const runway =
    position.status === 'burning' ? formatMetricValue({ unit: 'months', currency: null }, position.runwayMonths ?? '0') : position.status === 'not_burning' ? metricsText.notBurning : '–';
  return (
    <section aria-labelledby="cash-position-title" className="flex flex-col gap-3">
      <h2 id="cash-position-title" className="text-lg font-semibold">
        Cash, burn and runway
      </h2>
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
        <StatTile label="Cash" value={formatMetricValue(money, position.cash)} icon={Banknote} hint={asOf} />
        <StatTile
          label="Burn rate"
          value={position.burnRate === null ? '–' : `${formatMetricValue(money, position.burnRate)}/mo`}
          icon={Flame}
          hint="Average net burn of the last 3 months"
        />
        <StatTile label="Runway" value={runway} icon={Hourglass} hint={position.status === 'unknown' ? metricsText.runwayUnknown : 'Cash ÷ burn rate'} />
      </div>
    </section>
  );
}
