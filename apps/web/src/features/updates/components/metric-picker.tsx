import { updateMessages as m } from '@baobab/contracts/updates-texts';
import { Spinner } from '@/components/ui/spinner';
import { useStartupMetrics } from '../api/get-updates';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { CheckRow } from './check-row';
import { UserText } from '@/components/ui/user-text';

/** The startup's metrics whose figures and charts the update embeds, in the order chosen. */
export function MetricPicker({ startupId, value, onChange, error }: { startupId: number; value: number[]; onChange: (next: number[]) => void; error?: string }) {
  const t = useT('updates');
  const translate = useTranslateMessage();
  const metrics = useStartupMetrics(startupId);
  const list = metrics.data?.metrics ?? [];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'update-metrics-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{t(m.metricsLabel)}</legend>
      <p className="text-xs text-stone-500">{t(m.metricsHint)}</p>
      {metrics.isLoading ? <Spinner label={t('Loading metrics')} /> : null}
      {metrics.isSuccess && list.length === 0 ? <p className="text-sm text-stone-600">{t(m.noMetrics)}</p> : null}
      {list.length ? (
        <div className="grid gap-2 min-[420px]:grid-cols-2 md:grid-cols-4">
          {list.map((metric) => (
            <CheckRow
              key={metric.id}
              checked={value.includes(metric.id)}
              onChange={(on) => onChange(on ? [...value, metric.id] : value.filter((id) => id !== metric.id))}
              hint={t('{{count}} months recorded', { count: metric.series.length })}
            >
              <UserText>{metric.name}</UserText>
            </CheckRow>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id="update-metrics-error" role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
