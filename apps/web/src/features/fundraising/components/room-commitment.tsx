import { useState } from 'react';
import { Link } from 'wouter';
import type { CommitmentAction, RoundRoom } from '@baobab/contracts/round-room';
import { commitmentActionLabels, commitmentStateLabels, roundRoomMessages } from '@baobab/contracts/round-room-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useActOnCommitment } from '../api/round-rooms';
import { fieldErrors } from './field-errors';
import { formatRaiseAmount } from './money';

const fields = ['amount', 'reason', 'termsVersion', 'terms', 'action'] as const;

/**
 * The investor's side of their commitment: where it stands, and a button for each move open to them now (the server's
 * `nextActions`, from the one judge of moves). An amount is typed as they would write it, in the round's currency;
 * passing says why; confirming signs the final amount on the terms version shown here.
 */
export function CommitmentPanel({ room }: { room: RoundRoom }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const act = useActOnCommitment(room.id);
  const [isPassing, setPassing] = useState(false);
  const { byField, general } = fieldErrors(act.error, fields);
  const { commitment, nextActions, currency } = room;
  const can = (action: CommitmentAction) => nextActions.includes(action);
  const money = (value: { amount: number } | null) => (value ? formatRaiseAmount(value.amount, currency) : '');

  function move(action: CommitmentAction, form?: HTMLFormElement) {
    const data = form ? new FormData(form) : null;
    const text = (name: string) => String(data?.get(name) ?? '').trim();
    if (action === 'soft-circle' || action === 'commit') act.mutate({ action, amount: text('amount') }, { onSuccess: () => form?.reset() });
    else if (action === 'pass') act.mutate({ action, reason: text('reason') }, { onSuccess: () => setPassing(false) });
    else if (action === 'confirm') act.mutate({ action, termsVersion: room.termsVersion });
    else act.mutate({ action });
  }

  const finalAmount = commitment?.finalAmount ?? commitment?.amount ?? null;
  return (
    <section aria-labelledby="commitment-title" className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-white p-4" data-testid="commitment-panel">
      <div>
        <h2 id="commitment-title" className="text-lg font-semibold">{t('Your commitment')}</h2>
        <p className="text-sm font-medium text-stone-800" data-testid="commitment-state">
          {commitment ? t(commitmentStateLabels[commitment.state]) : translate(roundRoomMessages.noCommitment)}
        </p>
        {commitment?.amount && commitment.state !== 'passed' ? <p className="text-sm text-stone-700">{t('You put in {{amount}}', { amount: money(commitment.amount) })}</p> : null}
        {commitment?.finalAmount ? <p className="text-sm text-stone-700">{t('The founder set {{amount}}', { amount: money(commitment.finalAmount) })}</p> : null}
        {commitment?.state === 'passed' && commitment.passReason ? <p className="whitespace-pre-line text-sm text-stone-700">{commitment.passReason}</p> : null}
        {commitment?.signature ? (
          <p className="mt-1 text-sm text-stone-700">
            {t('Signed by {{name}} on {{date}}, terms version {{version}}.', { name: commitment.signature.name, date: formatDateTime(commitment.signature.signedAt), version: commitment.signature.termsVersion })}{' '}
            <Link href={`/rounds/${room.id}/summary`} className="text-brand-700 underline underline-offset-2">{t('Printable summary')}</Link>
          </p>
        ) : null}
      </div>
      {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
      {byField.terms || byField.action || byField.termsVersion ? <p role="alert" className="text-sm text-red-700">{translate(byField.terms ?? byField.action ?? byField.termsVersion ?? '')}</p> : null}

      {can('confirm') ? (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3">
          <p className="text-sm text-stone-800">{t('Confirm {{amount}} on the terms above (version {{version}}): this signs your commitment.', { amount: money(finalAmount), version: room.termsVersion })}</p>
          <Button onClick={() => move('confirm')} disabled={act.isPending} className="self-start">{t(commitmentActionLabels.confirm)}</Button>
        </div>
      ) : null}

      {can('soft-circle') || can('commit') ? (
        <form onSubmit={(e) => e.preventDefault()} noValidate className="flex flex-col gap-3" aria-label={t('Soft-circle or commit')}>
          <FormField id="commitment-amount" label={t('Amount ({{currency}})', { currency })} error={byField.amount} hint={t('As you would write it: 25 000 000, 25M')}>
            <Input id="commitment-amount" name="amount" inputMode="decimal" autoComplete="off" aria-invalid={byField.amount ? true : undefined} aria-describedby={byField.amount ? 'commitment-amount-error' : undefined} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            {can('commit') ? <Button type="submit" disabled={act.isPending} onClick={(e) => move('commit', e.currentTarget.form!)}>{t(commitmentActionLabels.commit)}</Button> : null}
            {can('soft-circle') ? <Button type="button" variant="outline" disabled={act.isPending} onClick={(e) => move('soft-circle', e.currentTarget.form!)}>{t(commitmentActionLabels['soft-circle'])}</Button> : null}
          </div>
          {!room.terms ? <p className="text-xs text-stone-600">{translate(roundRoomMessages.noTerms)}</p> : null}
          {room.terms && can('soft-circle') ? <p className="text-xs text-stone-600">{t('A soft-circle tells the founder your interest; a commitment is your word, which the founder accepts, scales back or declines.')}</p> : null}
        </form>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {can('withdraw') ? <Button variant="outline" size="sm" disabled={act.isPending} onClick={() => move('withdraw')}>{t(commitmentActionLabels.withdraw)}</Button> : null}
        {can('pass') && !isPassing ? <Button variant="ghost" size="sm" onClick={() => setPassing(true)}>{t('Pass on this round')}</Button> : null}
      </div>
      {can('pass') && isPassing ? (
        <form onSubmit={(e) => (e.preventDefault(), move('pass', e.currentTarget))} noValidate className="flex flex-col gap-2">
          <FormField id="pass-reason" label={t('Why are you passing?')} error={byField.reason} hint={t('The founder reads it as you write it.')}>
            <Textarea id="pass-reason" name="reason" rows={3} autoFocus aria-invalid={byField.reason ? true : undefined} aria-describedby={byField.reason ? 'pass-reason-error' : undefined} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" variant="outline" disabled={act.isPending}>{t(commitmentActionLabels.pass)}</Button>
            <Button type="button" variant="ghost" onClick={() => setPassing(false)}>{t('Keep the round open')}</Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
