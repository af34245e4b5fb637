import type { Raise } from '@baobab/contracts/fundraising';
import { pipelineStageLabels } from '@baobab/contracts/fundraising-texts';
import { useT } from '@/lib/i18n/use-t';
import { FactLine } from '@/components/ui/fact-line';
import { formatRaiseAmount } from './money';

const clamp = (percent: number) => Math.max(0, Math.min(100, percent));

/**
 * Progress against the target at a glance: committed money (dark) over soft-circled money (light), the minimum as a
 * mark on the bar, and each stage's count and total beneath. Figures come from the server (packages/finance, raise-progress.ts).
 */
export function RaiseProgressBar({ raise }: { raise: Raise }) {
  const t = useT('fundraising');
  const { progress, currency } = raise;
  const money = (amount: number) => formatRaiseAmount(amount, currency);
  return (
    <section aria-labelledby="raise-progress-title" className="flex flex-col gap-3">
      <h3 id="raise-progress-title" className="text-base font-semibold">{t('Progress')}</h3>
      <div
        role="meter"
        aria-label={t('Committed against the target')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamp(progress.committedPercent)}
        aria-valuetext={t('{{committed}} committed, {{softCircled}} soft-circled of {{target}}', { committed: money(progress.committed.amount), softCircled: money(progress.softCircled.amount), target: money(raise.target.amount) })}
        className="relative h-4 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="absolute inset-y-0 inset-s-0 bg-brand-200" style={{ width: `${clamp(progress.softCircledPercent)}%` }} />
        <div className="absolute inset-y-0 inset-s-0 bg-brand-700" style={{ width: `${clamp(progress.committedPercent)}%` }} />
        {progress.minimumPercent !== null ? <div className="absolute inset-y-0 w-0.5 bg-ochre-600" style={{ left: `${clamp(progress.minimumPercent)}%` }} aria-hidden="true" /> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-600">{t('Soft-circled')}</dt>
          <dd className="font-semibold" data-testid="soft-circled-total">{money(progress.softCircled.amount)} <span className="font-normal text-stone-600">({t('{{percent}}% of target', { percent: progress.softCircledPercent })})</span></dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('Committed')}</dt>
          <dd className="font-semibold">{money(progress.committed.amount)} <span className="font-normal text-stone-600">({t('{{percent}}% of target', { percent: progress.committedPercent })})</span></dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('Target amount')}</dt>
          <dd className="font-semibold">{money(raise.target.amount)}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('Minimum to close')}</dt>
          <dd className="font-semibold">
            {raise.minimum ? money(raise.minimum.amount) : t('None')}{' '}
            {progress.isMinimumReached ? <span className="font-normal text-brand-700">{t('reached')}</span> : null}
          </dd>
        </div>
      </dl>
      <ul className="flex flex-wrap gap-2 text-xs text-stone-700" aria-label={t('Investors by stage')}>
        {progress.byStage
          .filter((s) => s.count > 0)
          .map((s) => (
            <li key={s.stage} className="rounded-full bg-stone-100 px-2.5 py-1">
              <FactLine facts={[t('{{stage}}: {{count}}', { stage: t(pipelineStageLabels[s.stage]), count: s.count }), s.total.amount > 0 ? money(s.total.amount) : null]} />
            </li>
          ))}
      </ul>
      {progress.overdueCount > 0 ? <p role="status" className="text-sm font-medium text-red-700">{t('{{count}} next steps overdue', { count: progress.overdueCount })}</p> : null}
    </section>
  );
}
