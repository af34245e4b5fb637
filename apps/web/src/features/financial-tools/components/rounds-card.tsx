import { useState } from 'react';
import type { CapTableRound, RoundInput } from '@baobab/contracts/cap-table-rounds';
import { roundKindLabels, roundName, roundStatusLabels } from '@baobab/contracts/cap-table-rounds-texts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatCount } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAddRound, useCapTableRounds, useCloseRound, useDeleteRound, useUpdateRound } from '../api/cap-table-rounds';
import { RoundForm } from './round-form';
import { roundToDraft } from './round-form-values';
import { useMoneyWriters } from './use-money-writers';

type Props = { startupId: number; canEdit: boolean };

/**
 * Rounds as a dated sequence on the share ledger: SAFEs, notes and priced rounds in date order, each with what
 * it does (a priced round's price, its new shares, what it converts, its anti-dilution shares and pool top-up).
 * A round stays a scenario until the founder closes it; closing writes its entries to the ledger on its date.
 */
export function RoundsCard({ startupId, canEdit }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const rounds = useCapTableRounds(startupId);
  const add = useAddRound(startupId);
  const list = rounds.data?.rounds ?? [];
  // `title` arrives translated.
  const failed = (title: string) => (error: unknown) => toast({ title, description: translate(errorMessage(error)), variant: 'destructive' });

  return (
    <Card role="region" aria-labelledby="rounds-title">
      <CardHeader>
        <CardTitle id="rounds-title">{t('Rounds in date order')}</CardTitle>
        <CardDescription>
          {t('Each priced round converts the SAFEs and notes before it. A round stays a scenario until it is closed; closing writes its shares to the share ledger on its date.')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {rounds.isPending ? <Spinner /> : null}
        {rounds.isError ? <p role="alert" className="text-sm text-red-700">{translate(errorMessage(rounds.error))}</p> : null}
        {rounds.isSuccess && list.length === 0 ? <p className="text-sm text-stone-600">{t('No rounds yet.')}</p> : null}
        {list.length > 0 ? (
          <ol className="flex flex-col divide-y divide-stone-200 rounded-lg border border-stone-200" aria-labelledby="rounds-title">
            {list.map((round) => (
              <RoundRow key={round.id} startupId={startupId} round={round} all={list} canEdit={canEdit} onFailed={failed} />
            ))}
          </ol>
        ) : null}
        {canEdit ? (
          <section aria-labelledby="round-add-title" className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
            <h3 id="round-add-title" className="text-sm font-semibold text-stone-800">{t('Add a round')}</h3>
            <RoundForm
              idPrefix="round-add"
              pending={add.isPending}
              submitLabel={t('Add round')}
              onSubmit={(round) => add.mutateAsync(round).then(() => toast({ title: t('Round added') }), (error: unknown) => { failed(t('Round not saved'))(error); throw error; })}
            />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

type RowProps = { startupId: number; round: CapTableRound; all: CapTableRound[]; canEdit: boolean; onFailed: (title: string) => (error: unknown) => void };

function RoundRow({ startupId, round, all, canEdit, onFailed }: RowProps) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const update = useUpdateRound(startupId);
  const remove = useDeleteRound(startupId);
  const close = useCloseRound(startupId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = useRoundName()(round.round);
  const headingId = `round-${round.id}-name`;

  return (
    <li className="flex flex-col gap-2 p-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm text-stone-600">{round.round.date}</span>
        <span id={headingId} dir="auto" className="font-medium text-stone-900">{name}</span>
        <Badge variant={round.status === 'closed' ? 'default' : 'secondary'}>{t(roundStatusLabels[round.status])}</Badge>
      </div>
      <RoundSummary round={round} all={all} />
      {round.problem ? <p role="alert" className="text-sm text-red-700">{translate(round.problem)}</p> : null}
      {canEdit && round.status === 'modelled' && !editing ? (
        <div className="flex flex-wrap gap-2">
          {confirming ? (
            <>
              <p className="basis-full text-sm text-stone-700">{t('Closing writes this round to the share ledger on {{date}}; it cannot be changed afterwards.', { date: round.round.date })}</p>
              <Button type="button" size="sm" disabled={close.isPending} onClick={() => close.mutate(round.id, { onSuccess: () => toast({ title: t('Round closed') }), onError: onFailed(t('Round not closed')), onSettled: () => setConfirming(false) })}>
                {t('Close {{name}}', { name })}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setConfirming(false)}>{t('Cancel')}</Button>
            </>
          ) : (
            <>
              <Button type="button" size="sm" onClick={() => setConfirming(true)}>{t('Close round')}</Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setEditing(true)}>{t('Edit round')}</Button>
              <Button type="button" size="sm" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(round.id, { onError: onFailed(t('Round not deleted')) })}>{t('Delete round')}</Button>
            </>
          )}
        </div>
      ) : null}
      {editing ? (
        <RoundForm
          idPrefix={`round-${round.id}`}
          initial={roundToDraft(round.round)}
          pending={update.isPending}
          submitLabel={t('Save round')}
          onCancel={() => setEditing(false)}
          onSubmit={(next: RoundInput) => update.mutateAsync({ roundId: round.id, round: next }).then(() => setEditing(false), (error: unknown) => { onFailed(t('Round not saved'))(error); throw error; })}
        />
      ) : null}
    </li>
  );
}

/** What the round does: a priced round's figures, or which priced round converts a SAFE or note. */
function RoundSummary({ round, all }: { round: CapTableRound; all: CapTableRound[] }) {
  const t = useT('financial-tools');
  const money = useMoneyWriters();
  const nameOf = useRoundName();
  const outcome = round.outcome;
  if (!outcome) return null;
  if (outcome.kind === 'instrument') {
    const by = all.find((r) => r.id === outcome.convertedBy);
    return <p className="text-sm text-stone-600">{by ? t('Converts in {{name}}', { name: nameOf(by.round) }) : t('Not converted yet: no priced round after it.')}</p>;
  }
  const converted = outcome.entries.filter((e) => e.role === 'conversion').reduce((sum, e) => sum + e.entry.shares, 0);
  const extra = outcome.adjustments.reduce((sum, a) => sum + a.extraShares, 0);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <Figure label={t('Price per share')} value={money.price(Number(outcome.pricePerShare))} />
      <Figure label={t('New shares')} value={formatCount(outcome.newMoneyShares)} />
      <Figure label={t('Shares from conversions')} value={formatCount(converted)} />
      <Figure label={t('Anti-dilution shares')} value={formatCount(extra)} />
      <Figure label={t('Pool top-up')} value={formatCount(outcome.poolIncreaseShares)} />
      <Figure label={t('Shares after the round')} value={formatCount(outcome.totalSharesAfter)} />
    </dl>
  );
}

/** A round's name in the reader's language: the series, or the instrument's kind and its holder. */
function useRoundName() {
  const translate = useTranslateMessage();
  return (round: RoundInput) => (round.kind === 'priced' ? roundName(round) : `${translate(roundKindLabels[round.kind])} ${round.holderName}`);
}

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="flex flex-col">
    <dt className="text-xs text-stone-500">{label}</dt>
    <dd className="font-medium tabular-nums text-stone-900">{value}</dd>
  </div>
);
