import { useState } from 'react';
import { Flame, Gauge, Hourglass, LineChart } from 'lucide-react';
import { defaultFinancialAssumptions, type FinancialAssumptionsInput, type FinancialModelResult } from '@baobab/contracts/financial-tools-model';
import { assumptionMoneyContext, modelCurrency, readAssumptionText, typedAssumptions } from '@baobab/contracts/financial-tools-model-input';
import { AmountInput } from '@/components/forms/amount-input';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { StatTile } from '@/components/ui/stat-tile';
import { errorMessage } from '@/lib/api';
import { actualsSourceText } from '@/components/shared/actuals-source';
import { getLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useGenerateFinancialModel, useSavedFinancialModel } from '../api/generate-financial-model';
import { DraftInput } from './draft-field';
import { formatModelMoney, ModelStartingPoint } from './model-starting-point';
import { englishRemembered } from '@/lib/i18n/english-remembered';

type Field = keyof typeof defaultFinancialAssumptions;

/** The spec's six inputs (Financial Tools screen), in its order and with its labels; amounts in the company's currency. */
const fields = [
  { name: 'revenueGrowthRate', label: 'Revenue Growth Rate (%)' },
  { name: 'marketSize', label: 'Market Size ({{currency}})' },
  { name: 'customerAcquisitionCost', label: 'Customer Acquisition Cost ({{currency}})' },
  { name: 'lifetimeValue', label: 'Lifetime Value ({{currency}})' },
  { name: 'churnRate', label: 'Churn Rate (%)' },
  { name: 'grossMargin', label: 'Gross Margin (%)' },
] as const satisfies readonly { name: Field; label: string }[];

/** The spec writes dollar amounts with '$'; other currencies by their ISO code. */
const currencyMark = (currency: string) => (currency === 'USD' ? '$' : currency);

const textOf = (values: Partial<Record<Field, number>>) =>
  Object.fromEntries(fields.map((f) => [f.name, String(values[f.name] ?? defaultFinancialAssumptions[f.name])])) as Record<Field, string>;

type Props = { startupId: number; canEdit: boolean; currency: string };

export function FinancialModelTab({ startupId, canEdit, currency }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const saved = useSavedFinancialModel(startupId);
  if (saved.isPending) return <Spinner />;
  if (saved.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(saved.error))}</p>;
  if (!canEdit) {
    return saved.data ? <ModelResult result={saved.data} currency={currency} /> : <EmptyState icon={LineChart} title={t('No financial model yet')}>{t('The founder has not generated a financial model for this startup.')}</EmptyState>;
  }
  return <ModelWorkspace startupId={startupId} initial={saved.data?.assumptions ?? {}} saved={saved.data ?? undefined} currency={currency} />;
}

type WorkspaceProps = { startupId: number; initial: Partial<Record<Field, number>>; saved: FinancialModelResult | undefined; currency: string };

function ModelWorkspace({ startupId, initial, saved, currency }: WorkspaceProps) {
  const t = useT('financial-tools');
  const [values, setValues] = useState(() => textOf(initial));
  const generate = useGenerateFinancialModel(startupId);
  const result = generate.data ?? saved;
  const readerCurrency = modelCurrency(currency);
  // The one reader (contracts/financial-tools-model-input.ts), the server's own: '62,5 %' or '18 000 000' in the company's currency.
  const errorFor = (name: Field) => {
    if (values[name].trim() === '') return t('Enter a number');
    const reading = readAssumptionText(name, values[name], readerCurrency);
    return reading.ok ? undefined : englishRemembered(reading.message);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // The text as typed: the server reads it with the same reader and names any field it refuses; an empty one goes as null so it is named too.
    const assumptions = Object.fromEntries(fields.map((f) => [f.name, values[f.name].trim() === '' ? null : values[f.name].trim()])) as unknown as FinancialAssumptionsInput;
    generate.mutate(assumptions, {
      onSuccess: () => toast({ title: toastMessages.financialModelGenerated }),
      onError: (error) => toast({ title: toastMessages.financialModelFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>{t('Assumptions')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {fields.map((f) =>
                typedAssumptions[f.name].kind === 'money' ? (
                  <AmountInput
                    key={f.name}
                    id={`assumption-${f.name}`}
                    label={t(f.label, { currency: currencyMark(currency) })}
                    value={values[f.name]}
                    context={assumptionMoneyContext(f.name, readerCurrency)}
                    onCommit={(text) => setValues((v) => ({ ...v, [f.name]: text }))}
                  />
                ) : (
                  <DraftInput
                    key={f.name}
                    id={`assumption-${f.name}`}
                    label={t(f.label, { currency: currencyMark(currency) })}
                    inputMode="decimal"
                    autoComplete="off"
                    error={errorFor(f.name)}
                    value={values[f.name]}
                    onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  />
                ),
              )}
            </div>
            <div>
              <Button type="submit" disabled={generate.isPending}>
                {generate.isPending ? t(pendingLabels.generating) : t('Generate')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {result ? <ModelResult result={result} currency={currency} /> : null}
    </div>
  );
}

/** A metric to `digits` decimals, with the reader's decimal mark; the fallback says why there is none. */
const metric = (value: number | null, digits: number, fallback: string) => {
  if (value === null) return fallback;
  const text = value.toFixed(digits);
  return getLocale() === 'fr' ? text.replace('.', ',') : text;
};

/**
 * Metric cards and the projections table of the spec's Financial Tools screen; a metric that is not defined
 * says why instead of a number. Burn and runway are the company's recorded ones when company metrics know
 * them (`actuals`), with their month; the projection says what it started from.
 */
function ModelResult({ result, currency: companyCurrency }: { result: FinancialModelResult; currency: string }) {
  const t = useT('financial-tools');
  const common = useT('common');
  const translate = useTranslateMessage();
  const { metrics, actuals } = result;
  const currency = result.currency ?? companyCurrency;
  const money = (value: number) => formatModelMoney(value, currency);
  const recorded = actuals && actuals.status !== 'unknown' ? actualsSourceText(common, actuals.month) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile label={t('LTV/CAC Ratio')} value={metric(metrics.ltv_cac, 1, t('No CAC'))} icon={Gauge} />
        <StatTile label={t('Burn Rate')} value={money(metrics.burnRate)} icon={Flame} hint={recorded ?? t('per month')} />
        <StatTile label={t('Runway (months)')} value={metric(metrics.runway, 1, t('Not burning'))} icon={Hourglass} hint={recorded ?? t('Projected')} />
        <StatTile label={t('Rule of 40 (%)')} value={metric(metrics.rule40, 1, t('n/a'))} icon={LineChart} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Projections')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 overflow-x-auto">
          {result.startingPoint ? <ModelStartingPoint items={result.startingPoint} currency={currency} /> : null}
          <table className="w-full min-w-[520px] text-sm">
            <thead className="text-start text-stone-600">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pe-3 font-medium">{t('Year')}</th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Revenue')}</th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">{t('EBITDA')}</th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Cash Flow')}</th>
                <th scope="col" className="py-2 text-end font-medium">{t('Headcount')}</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {result.projections.map((p) => (
                <tr key={p.year} className="border-b border-stone-100 last:border-0">
                  <td className="py-2 pe-3">{p.year}</td>
                  <td className="py-2 pe-3 text-end">{money(p.revenue)}</td>
                  <td className="py-2 pe-3 text-end">{money(p.ebitda)}</td>
                  <td className="py-2 pe-3 text-end">{money(p.cashFlow)}</td>
                  <td className="py-2 text-end">{p.headcount}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.adjustments && result.adjustments.length > 0 ? (
            <ul className="list-disc ps-5 text-xs text-stone-600">
              {result.adjustments.map((a) => (
                <li key={a}>{translate(a)}</li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
