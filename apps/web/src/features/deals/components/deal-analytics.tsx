import { CheckCircle2, Layers, Percent, SearchCheck } from 'lucide-react';
import { conversionRate } from '@baobab/contracts/deals-texts';
import type { DealStage } from '@baobab/contracts/enums';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatTile } from '@/components/ui/stat-tile';
import { formatPercent } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useDealAnalytics } from '../api/get-deals';
import { useStagesInUse } from './pipeline-stages-context';
import { useStageLabel } from './stage-label';

/**
 * The spec's four Deal Flow figures for the deals the filters keep, from the board's counts per stage (decision
 * 0066), and time in each stage across the whole pipeline.
 */
export function DealAnalytics({ counts, organisationId }: { counts: Partial<Record<DealStage, number>>; organisationId?: number }) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const stages = useStagesInUse();
  const analytics = useDealAnalytics(organisationId);
  const closed = counts.closed ?? 0;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <StatTile icon={Layers} label={t('Total Deals')} value={String(total)} />
        <StatTile icon={SearchCheck} label={t('In Due Diligence')} value={String(counts['due-diligence'] ?? 0)} />
        <StatTile icon={CheckCircle2} label={t('Closed Deals')} value={String(closed)} />
        <StatTile icon={Percent} label={t('Conversion Rate')} value={formatPercent(conversionRate(closed, total) / 100)} hint={t('Closed deals over all deals')} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Time in each stage')}</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="mb-3 text-sm text-stone-600">{t('Average days a deal of your whole pipeline has spent in each stage, from its recorded stage changes.')}</p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {(analytics.data?.timeInStage ?? []).filter((entry) => stages.includes(entry.stage)).map((entry) => (
              <div key={entry.stage} className="rounded-lg bg-stone-50 p-3">
                <dt dir="auto" className="text-xs text-stone-600">{stageLabel(entry.stage)}</dt>
                <dd className="text-lg font-semibold">{entry.averageDays === null ? '—' : t('{{days}} d', { days: entry.averageDays })}</dd>
                <dd className="text-xs text-stone-500">{t('{{count}} deals', { count: entry.deals })}</dd>

              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
