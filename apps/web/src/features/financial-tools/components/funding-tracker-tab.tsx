import { useState } from 'react';
import { Banknote, Target, TrendingUp } from 'lucide-react';
import type { FundingTrackerView } from '@baobab/contracts/financial-tools-api';
import { formatMinorAmount, formatRateDate } from '@baobab/contracts/money-display';
import type { MoneyTextContext } from '@baobab/contracts/money-reader';
import { modelCurrency } from '@baobab/contracts/financial-tools-model-input';
import { AmountInput } from '@/components/forms/amount-input';
import { useConvertedText } from '@/components/shared/amount-with-conversion';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { StatTile } from '@/components/ui/stat-tile';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatPercent } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useFundingTracker, useSetFundingTarget } from '../api/funding-tracker';
import { FundingTrackerRounds } from './funding-tracker-rounds';
import { InvestmentConfirmations } from './investment-confirmations';
import { MilestoneList } from './milestone-list';

/** `currency` is the company's as the startup list knows it; the tracker states its own (the same rule, read with it). */
type Props = { startupId: number; canEdit: boolean; currency?: string };

/**
 * The spec's Funding Tracker, in the company's currency (decision 0035): loads when the tab opens; the
 * reader's display currency beside each figure with its rate's date; amounts confirmed in another
 * currency listed with the rate they were counted at. The founder also sets the target and keeps milestones.
 */
export function FundingTrackerTab({ startupId, canEdit }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const locale = useLocale();
  const tracker = useFundingTracker(startupId);
  const data = tracker.data;
  const targetBeside = useConvertedText(data?.target ?? noAmount);
  const raisedBeside = useConvertedText(data?.raised ?? noAmount);
  if (tracker.isPending) return <Spinner />;
  if (tracker.isError || !data) return <p role="alert" className="text-red-700">{translate(errorMessage(tracker.error))}</p>;
  const progress = Math.round(data.progressPercent);
  const money = (amount: { amountMinor: string; currency: string }) => formatMinorAmount(amount.amountMinor, amount.currency, { locale });
  const withBeside = (hint: string, beside: string | null) => <FactLine facts={[beside, hint]} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile label={t('Target Amount')} value={money(data.target)} icon={Target} hint={withBeside(data.targetSource === 'profile' ? t('From the startup profile') : t('Set by the founder'), targetBeside)} />
        <StatTile label={t('Raised Amount')} value={money(data.raised)} icon={Banknote} hint={withBeside(t('Recorded by {{count}} investors', { count: data.investorCount }), raisedBeside)} />
        <Card className="flex flex-col gap-2 p-4 sm:p-5">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-stone-600">{t('Progress')}</p>
            <TrendingUp className="size-5 text-brand-700" aria-hidden="true" />
          </div>
          <p className="text-2xl font-bold tracking-tight">{formatPercent(progress / 100)}</p>
          <Progress value={Math.min(100, progress)} label={t('Funding progress')} />
        </Card>
      </div>
      <OtherCurrencies data={data} />
      <FundingTrackerRounds rounds={data.rounds} canEdit={canEdit} />
      {canEdit ? <TargetForm startupId={startupId} current={data.target.amountMinor === '0' ? '' : money(data.target)} currency={data.currency} /> : null}
      {canEdit ? <InvestmentConfirmations startupId={startupId} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('Key Milestones')}</CardTitle>
        </CardHeader>
        <CardContent>
          <MilestoneList startupId={startupId} milestones={data.milestones} canEdit={canEdit} />
        </CardContent>
      </Card>
    </div>
  );
}

const noAmount = { amountMinor: '0', currency: 'USD', converted: null } as const;

/** Each amount in another currency than the company's: what it counted for and the rate's date, or that it has no rate and is not added in. */
function OtherCurrencies({ data }: { data: FundingTrackerView }) {
  const t = useT('financial-tools');
  const locale = useLocale();
  const money = (amountMinor: string, currency: string) => formatMinorAmount(amountMinor, currency, { locale });
  const counted = [...(data.targetConversion ? [data.targetConversion] : []), ...data.raisedConversions];
  if (counted.length === 0 && data.unconverted.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 rounded-md bg-stone-50 p-3 text-sm text-stone-700">
      {counted.map((c) => (
        <li key={`${c.from.currency}-${c.from.amountMinor}`}>
          {t('{{from}} counted as {{amount}} at the rate of {{date}}', { from: money(c.from.amountMinor, c.from.currency), amount: money(c.amountMinor, data.currency), date: formatRateDate(c.rateDate, locale) })}
        </li>
      ))}
      {data.unconverted.map((u) => (
        <li key={`${u.currency}-${u.amountMinor}`}>{t('{{amount}} is not added in: no rate to {{currency}} yet', { amount: money(u.amountMinor, u.currency), currency: data.currency })}</li>
      ))}
    </ul>
  );
}

/** The target as the founder types it, read live by the one reader in the company's currency; the server reads the same text. */
function TargetForm({ startupId, current, currency }: { startupId: number; current: string; currency: string }) {
  const t = useT('financial-tools');
  const [value, setValue] = useState(current);
  const setTarget = useSetFundingTarget(startupId);
  const context: MoneyTextContext = { currency: modelCurrency(currency), isCurrencyFixed: true, sign: 'nonNegative' };
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (value === '') return;
        setTarget.mutate(value, {
          onSuccess: () => toast({ title: t('Target amount saved') }),
          onError: (error) => toast({ title: t('Could not save the target'), description: errorMessage(error), variant: 'destructive' }),
        });
      }}
    >
      <div className="w-full max-w-xs">
        <AmountInput id="target-amount" label={t('Target amount ({{currency}})', { currency })} value={value} context={context} onCommit={setValue} />
      </div>
      <Button type="submit" variant="outline" disabled={setTarget.isPending || value === ''}>
        {t('Set target')}
      </Button>
    </form>
  );
}
