import { metricName } from '../metric-name';
import { useId, useState, type FormEvent } from 'react';
import { Settings2 } from 'lucide-react';
import { metricUnitLabels, type MetricUnit, metricsTemplates } from '@baobab/contracts/metrics-texts';
import type { Metric } from '@baobab/contracts/metrics';
import { isMetricCurrency, type MetricCurrency } from '@baobab/contracts/metric-values';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useDeleteMetric, useUpdateMetric } from '../api/change-metrics';
import { errorsByField, type FieldErrors } from './form-errors';
import { MetricDefinitionFields } from './metric-definition-fields';

/**
 * A metric's settings: a custom metric's name, unit and currency, a standard money metric's currency
 * (the server refuses a unit or currency change once values are recorded, and says why), and deleting
 * the metric with its values after a confirmation.
 */
export function MetricSettingsDialog({ startupId, metric }: { startupId: number; metric: Metric }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(metric.name);
  const [unit, setUnit] = useState<MetricUnit>(metric.unit);
  const savedCurrency: MetricCurrency = metric.currency && isMetricCurrency(metric.currency) ? metric.currency : 'USD';
  const [currency, setCurrency] = useState<MetricCurrency>(savedCurrency);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateMetric(startupId);
  const remove = useDeleteMetric(startupId);
  const isCustom = metric.kind === 'custom';
  const canEdit = isCustom || metric.unit === 'money';

  const reset = () => {
    setName(metric.name);
    setUnit(metric.unit);
    setCurrency(savedCurrency);
    setErrors({});
    setConfirming(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...(isCustom && name.trim() !== metric.name ? { name } : {}),
      ...(isCustom && unit !== metric.unit ? { unit } : {}),
      // A metric leaving money loses its currency on the server; one becoming money needs one.
      ...(unit === 'money' && currency !== metric.currency ? { currency } : {}),
    };
    if (Object.keys(input).length === 0) {
      setOpen(false);
      return;
    }
    update.mutate(
      { metricId: metric.id, ...input },
      {
        onSuccess: (changed) => {
          toast({ title: t(metricsTemplates.metricUpdated, { name: changed.name }) });
          setOpen(false);
        },
        onError: (error) => setErrors(errorsByField(error instanceof ApiRequestError ? error.serverIssues : [], errorMessage(error))),
      },
    );
  };

  const destroy = () =>
    remove.mutate(metric.id, {
      onSuccess: () => {
        toast({ title: t(metricsTemplates.metricDeleted, { name: metricName(t, metric) }) });
        setOpen(false);
      },
      onError: (error) => setErrors({ form: errorMessage(error) }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('Settings of {{name}}', { name: metricName(t, metric) })}>
          <Settings2 aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent title={t('{{name}} settings', { name: metricName(t, metric) })}>
        {canEdit ? (
          <form onSubmit={save} noValidate className="flex flex-col gap-4">
            <MetricDefinitionFields
              idPrefix={id}
              value={{ name, unit, currency }}
              onChange={(next) => {
                setName(next.name);
                setUnit(next.unit);
                setCurrency(next.currency);
              }}
              errors={errors}
              isCustom={isCustom}
              isMoney={unit === 'money'}
            />
            <div className="flex justify-end">
              <Button type="submit" disabled={update.isPending}>
                {update.isPending ? t('Saving…') : t('Save changes')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-stone-600">
            {t('{{name}} is a standard metric measured in {{unit}}: there is nothing to change.', { name: metricName(t, metric), unit: t(metricUnitLabels[metric.unit]).toLowerCase() })}
          </p>
        )}
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700">
            {translate(errors.form)}
          </p>
        ) : null}
        <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
          {confirming ? (
            <>
              <p className="text-sm text-stone-800">
                {t('Delete {{name}} and its {{count}} recorded values? This cannot be undone.', { name: metricName(t, metric), count: metric.series.filter((p) => !p.isComputed).length })}
              </p>
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="outline" onClick={() => setConfirming(false)}>
                  {t('Keep it')}
                </Button>
                <Button variant="destructive" onClick={destroy} disabled={remove.isPending}>
                  {remove.isPending ? t('Deleting…') : t('Delete {{name}}', { name: metricName(t, metric) })}
                </Button>
              </div>
            </>
          ) : (
            <Button variant="outline" className="self-start text-red-700" onClick={() => setConfirming(true)}>
              {t('Delete metric…')}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
