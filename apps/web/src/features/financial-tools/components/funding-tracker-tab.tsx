import { useState } from 'react';
import { Banknote, Target, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import { StatTile } from '@/components/ui/stat-tile';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { formatPercent, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useFundingTracker, useSetFundingTarget } from '../api/funding-tracker';
import { DraftInput } from './draft-field';
import { InvestmentConfirmations } from './investment-confirmations';
import { MilestoneList } from './milestone-list';

type Props = { startupId: number; canEdit: boolean };

/** The spec's Funding Tracker: loads when the tab opens; the founder also sets the target and keeps milestones. */
export function FundingTrackerTab({ startupId, canEdit }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const tracker = useFundingTracker(startupId);
  if (tracker.isPending) return <Spinner />;
  if (tracker.isError) return <p role="alert" className="text-red-700">{translate(errorMessage(tracker.error))}</p>;
  const data = tracker.data;
  const progress = Math.round(data.progressPercent);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile label={t('Target Amount')} value={formatUsd(data.targetAmount)} icon={Target} hint={data.targetSource === 'profile' ? t('From the startup profile') : t('Set by the founder')} />
        <StatTile label={t('Raised Amount')} value={formatUsd(data.raisedAmount)} icon={Banknote} hint={t('Recorded by {{count}} investors', { count: data.investorCount })} />
        <Card className="flex flex-col gap-2 p-4 sm:p-5">
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium text-stone-600">{t('Progress')}</p>
            <TrendingUp className="size-5 text-brand-700" aria-hidden="true" />
          </div>
          <p className="text-2xl font-bold tracking-tight">{formatPercent(progress / 100)}</p>
          <Progress value={Math.min(100, progress)} label={t('Funding progress')} />
        </Card>
      </div>
      {canEdit ? <TargetForm startupId={startupId} current={data.targetAmount} /> : null}
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

function TargetForm({ startupId, current }: { startupId: number; current: number }) {
  const t = useT('financial-tools');
  const [value, setValue] = useState(String(current));
  const setTarget = useSetFundingTarget(startupId);
  const invalid = value.trim() === '' || !(Number(value) >= 0);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        setTarget.mutate(Number(value), {
          onSuccess: () => toast({ title: t('Target amount saved') }),
          onError: (error) => toast({ title: t('Could not save the target'), description: errorMessage(error), variant: 'destructive' }),
        });
      }}
    >
      <div className="w-full max-w-xs">
        <DraftInput id="target-amount" label={t('Target amount (USD)')} type="number" min={0} step="any" value={value} error={invalid ? t('Target amount must be zero or more') : undefined} onChange={(e) => setValue(e.target.value)} />
      </div>
      <Button type="submit" variant="outline" disabled={setTarget.isPending || invalid}>
        {t('Set target')}
      </Button>
    </form>
  );
}
