import { metricName } from '../metric-name';
import { useId, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { metricsText, standardMetricKinds, standardMetrics, type MetricKind, type MetricUnit, metricsTemplates } from '@baobab/contracts/metrics-texts';
import type { Metric } from '@baobab/contracts/metrics';
import { isMetricCurrency, type MetricCurrency } from '@baobab/contracts/metric-values';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast-store';
import { issueRemembered } from '@/lib/i18n/english-remembered';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useDefineMetric } from '../api/change-metrics';
import { errorsByField, type FieldErrors } from './form-errors';
import { MetricDefinitionFields } from './metric-definition-fields';

/** The metric's schema, and zod with it, load when the dialog opens, not with the metrics screen. */
const defineMetricSchema = loadOnce(() => import('@baobab/contracts/metrics').then((module) => module.defineMetricInputSchema));

/**
 * Adds a metric: one of the standard ones not yet tracked (name and unit fixed) or a custom one with its
 * own name and unit; money metrics take a currency (the cash metric's, by default, so burn matches it,
 * else the startup's own: the currency of its raise).
 */
export function DefineMetricDialog({ startupId, metrics, ownCurrency }: { startupId: number; metrics: Metric[]; ownCurrency: string | null }) {
  const t = useT('metrics');
  const translate = useTranslateMessage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const available = standardMetricKinds.filter((kind) => !metrics.some((metric) => metric.kind === kind));
  // Cash's currency first (net burn must match it), else the one other money metrics use, else the startup's own.
  const defaultCurrency: MetricCurrency =
    [metrics.find((metric) => metric.kind === 'cash')?.currency, ...metrics.map((metric) => metric.currency), ownCurrency].find((code): code is MetricCurrency => !!code && isMetricCurrency(code)) ?? 'USD';
  const [kind, setKind] = useState<MetricKind>(available[0] ?? 'custom');
  const [name, setName] = useState('');
  const [unit, setUnit] = useState<MetricUnit>('count');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [errors, setErrors] = useState<FieldErrors>({});
  const define = useDefineMetric(startupId);

  const effectiveUnit = kind === 'custom' ? unit : standardMetrics[kind].unit;
  const reset = () => {
    setKind(available[0] ?? 'custom');
    setName('');
    setUnit('count');
    setCurrency(defaultCurrency);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let defineMetricInputSchema;
    try {
      defineMetricInputSchema = await defineMetricSchema.load();
    } catch (error) {
      setErrors(errorsByField([], errorMessage(error)));
      return;
    }
    const input = {
      kind,
      ...(kind === 'custom' ? { name, unit } : {}),
      ...(effectiveUnit === 'money' ? { currency } : {}),
    };
    const checked = defineMetricInputSchema.safeParse(input);
    if (!checked.success) {
      setErrors(errorsByField(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: issueRemembered(i) })), t('Check the fields')));
      return;
    }
    define.mutate(input, {
      onSuccess: (metric) => {
        toast({ title: t(metricsTemplates.metricAdded, { name: metricName(t, metric) }) });
        setOpen(false);
      },
      onError: (error) => setErrors(errorsByField(error instanceof ApiRequestError ? error.serverIssues : [], errorMessage(error))),
    });
  };

  const field = (name: string) => `${id}-${name}`;
  const described = (name: keyof FieldErrors) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${field(name)}-error` } : {});
  const kindField = described('kind');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Opened afresh each time: the standard metrics still available may have changed since.
        if (next) {
          defineMetricSchema.preload(); // ready by the time the form is sent
          reset();
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t(metricsText.addMetric)}
        </Button>
      </DialogTrigger>
      <DialogContent title={t(metricsText.addMetric)} description={t('Pick a standard metric or define your own.')}>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <FormField id={field('kind')} label={t('Metric')} error={errors.kind} hint={kind === 'custom' ? t('Your own metric, with a unit you choose') : t(standardMetrics[kind].hint)}>
            <NativeSelect id={field('kind')} value={kind} onChange={(e) => setKind(e.target.value as MetricKind)} {...kindField}>
              {available.length ? (
                <optgroup label={t('Standard metrics')}>
                  {available.map((k) => (
                    <option key={k} value={k}>
                      {t(standardMetrics[k].name)}
                    </option>
                  ))}
                </optgroup>
              ) : null}
              <option value="custom">{t('Custom metric…')}</option>
            </NativeSelect>
          </FormField>
          <MetricDefinitionFields
            idPrefix={id}
            value={{ name, unit, currency }}
            onChange={(next) => {
              setName(next.name);
              setUnit(next.unit);
              setCurrency(next.currency);
            }}
            errors={errors}
            isCustom={kind === 'custom'}
            isMoney={effectiveUnit === 'money'}
          />
          {errors.form ? (
            <p role="alert" className="text-sm text-red-700">
              {translate(errors.form)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="submit" disabled={define.isPending}>
              {define.isPending ? t('Adding…') : t(metricsText.addMetric)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
