import { metricUnitLabels, metricUnits, type MetricUnit } from '@baobab/contracts/metrics-texts';
import { metricCurrencies, type MetricCurrency } from '@baobab/contracts/metric-values';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import type { FieldErrors } from './form-errors';

export type MetricDefinition = { name: string; unit: MetricUnit; currency: MetricCurrency };

/**
 * The fields that define a metric, shared by adding one and by its settings: a custom metric's name
 * and unit, and the currency of a money metric. `idPrefix` keeps the ids of two open forms apart.
 */
export function MetricDefinitionFields({
  idPrefix,
  value,
  onChange,
  errors,
  isCustom,
  isMoney,
}: {
  idPrefix: string;
  value: MetricDefinition;
  onChange: (value: MetricDefinition) => void;
  errors: FieldErrors;
  isCustom: boolean;
  isMoney: boolean;
}) {
  const t = useT('metrics');
  const field = (part: string) => `${idPrefix}-${part}`;
  const described = (part: 'name' | 'unit' | 'currency') => (errors[part] ? { 'aria-invalid': true, 'aria-describedby': `${field(part)}-error` } : {});
  const aria = { name: described('name'), unit: described('unit'), currency: described('currency') };
  return (
    <>
      {isCustom ? (
        <>
          <FormField id={field('name')} label={t('Name')} error={errors.name}>
            <Input id={field('name')} value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} maxLength={80} autoComplete="off" {...aria.name} />
          </FormField>
          <FormField id={field('unit')} label={t('Unit')} error={errors.unit}>
            <NativeSelect id={field('unit')} value={value.unit} onChange={(e) => onChange({ ...value, unit: e.target.value as MetricUnit })} {...aria.unit}>
              {metricUnits.map((u) => (
                <option key={u} value={u}>
                  {t(metricUnitLabels[u])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      ) : null}
      {isMoney ? (
        <FormField id={field('currency')} label={t('Currency')} error={errors.currency}>
          <NativeSelect id={field('currency')} value={value.currency} onChange={(e) => onChange({ ...value, currency: e.target.value as MetricCurrency })} {...aria.currency}>
            {metricCurrencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ) : null}
    </>
  );
}
