import { metricName } from '../metric-name';
import { useId, useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { metricsText, metricsTemplates } from '@baobab/contracts/metrics-texts';
import type { Metric } from '@baobab/contracts/metrics';
import { parseMetricValue, toInputText } from '@baobab/contracts/metric-values';
import { isMessage } from '@baobab/contracts/i18n/message';
import { englishOf } from '@baobab/contracts/i18n/message-english';
import { rememberMessages } from '@/lib/i18n/glossary';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage, type Translate } from '@/lib/i18n/use-t';
import { formatMetricValue } from './metric-format';
import { useRecordMetricValues } from '../api/record-metric-values';
import { addMonths, defaultEntryMonth, latestMonth, monthLabel } from './months';

const unitHint = (t: Translate<'metrics'>, metric: Metric) => (metric.unit === 'money' ? metric.currency : metric.unit === 'percent' ? '%' : metric.unit === 'months' ? t('months') : null);

/** The text each metric's input starts from for `month`: its recorded value, as the founder would type it. */
function savedTexts(metrics: Metric[], month: string): Record<number, string> {
  return Object.fromEntries(
    metrics.map((metric) => {
      const point = metric.series.find((p) => p.month === month && !p.isComputed);
      return [metric.id, point ? toInputText(metric, point.value) : ''];
    }),
  );
}

/**
 * One month's values of every metric in a table: one labelled input per metric, saved together in one
 * request (one transaction). Tab moves between inputs, Enter saves; an empty input deletes the month's
 * value. Burn and runway months that cash already gives are shown, computed, instead of an input.
 */
export function MonthlyEntry({ startupId, metrics }: { startupId: number; metrics: Metric[] }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const id = useId();
  const [month, setMonth] = useState(defaultEntryMonth);
  // Only what the founder typed; every other input shows the saved value (which an import may change meanwhile).
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const record = useRecordMetricValues(startupId);
  const latest = latestMonth();
  const saved = savedTexts(metrics, month);

  const goTo = (next: string) => {
    if (!/^\d{4}-\d{2}$/.test(next) || next > latest || next < '1900-01') return;
    setMonth(next);
    setEdits({});
    setErrors({});
    setFormError(null);
  };
  const computedAt = (metric: Metric) => metric.series.find((p) => p.month === month && p.isComputed);
  const previous = (metric: Metric) => metric.series.find((p) => p.month === addMonths(month, -1));
  const textOf = (metric: Metric) => edits[metric.id] ?? saved[metric.id] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = metrics.filter((metric) => !computedAt(metric) && textOf(metric).trim() !== (saved[metric.id] ?? ''));
    if (changed.length === 0) {
      setFormError(t(metricsText.noChanges));
      return;
    }
    const problems: Record<number, string> = {};
    for (const metric of changed) {
      const text = textOf(metric).trim();
      const parsed = text === '' ? null : parseMetricValue(metric, text);
      if (parsed && 'error' in parsed) {
        // The refusal is a message (decision 0046): its English is remembered with it, so the field shows it
        // rendered in the reader's language, with what the founder typed left exactly as typed.
        const english = englishOf(parsed.error);
        if (isMessage(parsed.error)) rememberMessages({ [english]: parsed.error });
        problems[metric.id] = english;
      }
    }
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length) return;
    const values = changed.map((metric) => ({ metricId: metric.id, month, value: textOf(metric).trim() || null }));
    record.mutate(
      { values },
      {
        onSuccess: () => {
          toast({ title: t(metricsTemplates.valuesSaved, { count: values.length, month: monthLabel(month) }) });
          setEdits({});
        },
        onError: (error) => {
          const issues = error instanceof ApiRequestError ? error.serverIssues : [];
          const byMetric: Record<number, string> = {};
          for (const issue of issues) {
            const index = /^values\.(\d+)\./.exec(issue.path)?.[1];
            const entry = index === undefined ? undefined : values[Number(index)];
            if (entry) byMetric[entry.metricId] ??= issue.message;
          }
          setErrors(byMetric);
          if (Object.keys(byMetric).length === 0) setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight text-stone-900">{t('Monthly values')}</h2>
        <CardDescription>{t("Enter this month's figures and save them together. Leave a value empty to remove it.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-month`}>{t('Month')}</Label>
              <Input id={`${id}-month`} type="month" className="w-44" value={month} max={latest} min="1900-01" onChange={(e) => goTo(e.target.value)} />
            </div>
            <Button type="button" variant="outline" size="icon" aria-label={t('Previous month')} onClick={() => goTo(addMonths(month, -1))}>
              <ChevronLeft className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
            <Button type="button" variant="outline" size="icon" aria-label={t('Next month')} disabled={month >= latest} onClick={() => goTo(addMonths(month, 1))}>
              <ChevronRight className="rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          </div>
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">{t('Values for {{month}}', { month: monthLabel(month) })}</caption>
              <thead className="text-xs text-stone-500">
                <tr>
                  <th scope="col" className="py-1 pe-3 font-medium">{t('Metric')}</th>
                  <th scope="col" className="py-1 pe-3 font-medium">{monthLabel(month)}</th>
                  <th scope="col" className="hidden py-1 text-end font-medium sm:table-cell">{monthLabel(addMonths(month, -1))}</th>
                </tr>
              </thead>
              <tbody>
                {metrics.map((metric) => {
                  const computed = computedAt(metric);
                  const before = previous(metric);
                  const inputId = `${id}-value-${metric.id}`;
                  const error = errors[metric.id];
                  return (
                    <tr key={metric.id} className="border-t border-stone-100 align-top">
                      <th scope="row" className="py-2 pe-3 font-medium">
                        <label htmlFor={computed ? undefined : inputId}>{metricName(t, metric)}</label>
                        {unitHint(t, metric) ? <span className="block text-xs font-normal text-stone-500">{unitHint(t, metric)}</span> : null}
                      </th>
                      <td className="py-2 pe-3">
                        {computed ? (
                          <p className="py-2 tabular-nums">
                            {formatMetricValue(metric, computed.value)}
                            <span className="block text-xs text-stone-500">{t(metricsText.computedFromCash)}</span>
                          </p>
                        ) : (
                          <>
                            <Input
                              id={inputId}
                              inputMode="decimal"
                              autoComplete="off"
                              className="w-full min-w-28 max-w-48 tabular-nums"
                              aria-label={`${metricName(t, metric)}, ${monthLabel(month)}`}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${inputId}-error` : undefined}
                              value={textOf(metric)}
                              onChange={(e) => setEdits((current) => ({ ...current, [metric.id]: e.target.value }))}
                            />
                            {error ? (
                              <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
                                {translate(error)}
                              </p>
                            ) : null}
                          </>
                        )}
                      </td>
                      <td className="hidden py-2 text-end whitespace-nowrap tabular-nums text-stone-600 sm:table-cell">{before ? formatMetricValue(metric, before.value) : '–'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {formError ? (
            <p role="alert" className="text-sm text-red-700">
              {translate(formError)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? t('Saving…') : t('Save values')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => goTo(month)}>
              {t('Undo changes')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
