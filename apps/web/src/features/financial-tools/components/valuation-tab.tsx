import { Scale } from 'lucide-react';
import { comparablesMessages } from '@baobab/contracts/comparables-texts';
import type { ValuationResult } from '@baobab/contracts/financial-tools';
import type { ValuationInCurrency } from '@baobab/contracts/financial-tools-valuation';
import { pendingLabels, toastMessages } from '@baobab/contracts/ui-strings';
import type { CashPosition } from '@baobab/contracts/metrics';
import { formatMinorAmount, formatRateDate } from '@baobab/contracts/money-display';
import { ActualsSource } from '@/components/shared/actuals-source';
import { PeerValuations, TooFewRecordedPeers } from '@/components/shared/peer-valuations';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatPercent, formatUsd } from '@/lib/format';

const formatDecimal = (value: number) => (getLocale() === 'fr' ? String(value).replace('.', ',') : String(value));
import { getLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCalculateValuation, useSavedValuation } from '../api/calculate-valuation';
import { isSavedInEnglishOnly } from '@/lib/valuation-reasoning';

/** 'riskFactorSummation' → 'Risk Factor Summation' (the spec's valuation result: the method name split into words). */
export const methodTitle = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** The seven methods' titles as methodTitle writes them, so each has its French. */
const methodTitles = {
  berkus: 'Berkus',
  scorecard: 'Scorecard',
  riskFactorSummation: 'Risk Factor Summation',
  ventureCapital: 'Venture Capital',
  firstChicago: 'First Chicago',
  discountedCashFlow: 'Discounted Cash Flow',
  comparables: 'Comparables',
  roundTerms: 'Round on the record',
} as const;
const isKnownMethod = (name: string): name is keyof typeof methodTitles => name in methodTitles;

type Props = { startupId: number; canEdit: boolean };

export function ValuationTab({ startupId, canEdit }: Props) {
  const t = useT('financial-tools');
  const saved = useSavedValuation(startupId);
  const calculate = useCalculateValuation(startupId);
  if (saved.isPending) return <Spinner />;
  const result = calculate.data ?? saved.data ?? undefined;
  const onCalculate = () =>
    calculate.mutate(undefined, {
      onSuccess: () => toast({ title: toastMessages.valuationCalculated }),
      onError: (error) => toast({ title: toastMessages.valuationFailed, description: errorMessage(error), variant: 'destructive' }),
    });
  return (
    <div className="flex flex-col gap-4">
      {canEdit ? (
        <Card>
          <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <CardTitle>{t('Valuation')}</CardTitle>
              <p className="mt-1 text-sm text-stone-600">{t('Eight methods over the startup profile, its company metrics, its round, its financial model and comparable startups on Baobab.')}</p>
            </div>
            <Button type="button" onClick={onCalculate} disabled={calculate.isPending}>
              {calculate.isPending ? t(pendingLabels.calculating) : t('Calculate Valuation')}
            </Button>
          </CardHeader>
        </Card>
      ) : null}
      {result ? <ValuationDetails result={result} /> : !canEdit ? <EmptyState icon={Scale} title={t('No valuation yet')}>{t('The founder has not calculated a valuation for this startup.')}</EmptyState> : null}
    </div>
  );
}

/** The company's runway and burn beside its value, the same figures as on every other screen, with their month. */
function CashBeside({ position }: { position: CashPosition }) {
  const t = useT('financial-tools');
  const burn = formatMinorAmount(position.burnRate ?? '0', position.currency, { whole: true, locale: getLocale() });
  return (
    <div className="rounded-md bg-stone-50 p-3 text-sm">
      <p className="font-medium">
        {position.status === 'burning'
          ? t('Runway {{months}} months at a burn of {{burn}} a month', { months: formatDecimal(Number(position.runwayMonths)), burn })
          : t('Not burning cash: the runway has no limit at the current rate')}
      </p>
      <ActualsSource month={position.month} />
    </div>
  );
}

/** The recommendation in the company's currency, converted from the engine's US dollars at the stored rate of the day it was calculated. */
function InCompanyCurrency({ figures }: { figures: ValuationInCurrency }) {
  const t = useT('financial-tools');
  const locale = getLocale();
  const money = (minor: string) => formatMinorAmount(minor, figures.currency, { whole: true, locale });
  return (
    <div className="rounded-md bg-stone-50 p-3 text-sm">
      <p className="font-medium">
        {t('In {{currency}}: {{fairValue}}, range {{min}} - {{max}}', { currency: figures.currency, fairValue: money(figures.fairValueMinor), min: money(figures.minMinor), max: money(figures.maxMinor) })}
      </p>
      <p className="text-xs text-stone-600">{t('Converted from US dollars at the rate of {{date}} ({{source}})', { date: formatRateDate(figures.rateDate, locale), source: figures.source })}</p>
    </div>
  );
}

/** The rate the figures were converted at, under them. */
function ConvertedAt({ figures }: { figures: ValuationInCurrency }) {
  const t = useT('financial-tools');
  return <p className="text-xs text-stone-600">{t('Converted from US dollars at the rate of {{date}} ({{source}})', { date: formatRateDate(figures.rateDate, getLocale()), source: figures.source })}</p>;
}

function ValuationDetails({ result }: { result: ValuationResult }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const locale = getLocale();
  // A valuation calculated since each method's value travels converted is shown in the company's currency
  // throughout (its sentences state the same amounts); an older one shows dollars with the converted range beside.
  const converted = result.inCompanyCurrency?.methods ? result.inCompanyCurrency : null;
  const money = (usd: number, minor: string | undefined) => (converted && minor !== undefined ? formatMinorAmount(minor, converted.currency, { whole: true, locale }) : formatUsd(usd));
  const title = (name: string) => (isKnownMethod(name) ? t(methodTitles[name]) : methodTitle(name));
  const comparablesTitle = title('comparables');
  const { recommendation, comparables } = result;
  // Results saved before recorded peers were listed carry no `comparables`; they show as before.
  const tooFewPeers = comparables !== undefined && result.methods.comparables === undefined;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{t('Recommendation')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-x-8 gap-y-2">
            <div>
              <p className="text-sm text-stone-600">{t('Fair Value')}</p>
              <p className="text-3xl font-bold tracking-tight">{money(recommendation.fairValue, converted?.fairValueMinor)}</p>
            </div>
            <div>
              <p className="text-sm text-stone-600">{t('Range')}</p>
              <p className="text-lg font-semibold">
                {money(recommendation.range.min, converted?.minMinor)} - {money(recommendation.range.max, converted?.maxMinor)}
              </p>
            </div>
          </div>
          {converted ? <ConvertedAt figures={converted} /> : result.inCompanyCurrency ? <InCompanyCurrency figures={result.inCompanyCurrency} /> : null}
          {result.actuals && result.actuals.status !== 'unknown' ? <CashBeside position={result.actuals} /> : null}
          <ul className="list-disc space-y-1 ps-5 text-sm text-stone-700">
            {recommendation.reasoning.map((r) => (
              <li key={r}>{translate(r)}</li>
            ))}
          </ul>
          {getLocale() !== 'en' && recommendation.reasoning.some(isSavedInEnglishOnly) ? (
            <p className="text-xs text-stone-500">{t('This valuation was saved before its reasoning could be read in your language: calculate it again to read it here.')}</p>
          ) : null}
        </CardContent>
      </Card>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Object.entries(result.methods).map(([name, m]) => {
          const confidence = Math.round(m.confidence * 100);
          return (
            <Card key={name} className="flex flex-col gap-2 p-4">
              <p className="font-medium">{title(name)}</p>
              <p className="text-2xl font-bold tracking-tight">{money(m.value, converted?.methods?.[name])}</p>
              <div className="flex items-center gap-2 text-sm text-stone-600">
                <Progress value={confidence} label={t('{{method}} confidence', { method: title(name) })} />
                <span className="shrink-0 tabular-nums">{t('{{percent}} confidence', { percent: formatPercent(confidence / 100) })}</span>
              </div>
            </Card>
          );
        })}
        {tooFewPeers ? (
          <Card className="flex flex-col gap-2 p-4">
            <p className="font-medium">{comparablesTitle}</p>
            <TooFewRecordedPeers recorded={comparables} />
          </Card>
        ) : null}
      </div>
      {comparables && comparables.peers.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t(comparablesMessages.recordedPeersTitle)}</CardTitle>
            <p className="mt-1 text-sm text-stone-600">{t(comparablesMessages.recordedPeersExplained)}</p>
          </CardHeader>
          <CardContent>
            <PeerValuations recorded={comparables} writeValue={(usd, index) => money(usd, converted?.peers?.[index])} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
