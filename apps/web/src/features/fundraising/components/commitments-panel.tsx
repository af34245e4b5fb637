import { useState } from 'react';
import type { Raise, RaiseInvestor } from '@baobab/contracts/fundraising';
import { awaitingFounder, commitmentActionLabels, commitmentStateLabels } from '@baobab/contracts/round-room-texts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatDate, formatDateTime } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useDecideCommitment } from '../api/raises';
import { CloseCommitmentsForm } from './close-commitments-form';
import { fieldErrors } from './field-errors';
import { formatRaiseAmount } from './money';

type WithCommitment = RaiseInvestor & { commitment: NonNullable<RaiseInvestor['commitment']> };

/** One investor's commitment, and the founder's three answers while it waits for them: accept, scale back to a lower amount, decline. */
function CommitmentRow({ startupId, raise, entry }: { startupId: number; raise: Raise; entry: WithCommitment }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const decide = useDecideCommitment(startupId, raise.id);
  const [isScaling, setScaling] = useState(false);
  const { byField, general } = fieldErrors(decide.error, ['amount']);
  const { commitment } = entry;
  const money = (value: { amount: number } | null) => (value ? formatRaiseAmount(value.amount, raise.currency) : '—');
  const send = (body: Parameters<typeof decide.mutate>[0]['body']) => decide.mutate({ commitmentId: commitment.id, body }, { onSuccess: () => setScaling(false) });
  const fieldId = `scale-${commitment.id}`;
  return (
    <li className="flex flex-col gap-2 border-b border-stone-100 py-3 last:border-0" data-testid="commitment-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p dir="auto" className="font-semibold text-stone-900">{entry.name}</p>
        <Badge variant={awaitingFounder(commitment.state) ? 'accent' : commitment.state === 'confirmed' || commitment.state === 'funded' ? 'default' : 'secondary'}>{t(commitmentStateLabels[commitment.state])}</Badge>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('Their amount')}</dt>
        <dd>{money(commitment.amount)}</dd>
        <dt className="text-stone-600">{t('Your decision')}</dt>
        <dd>{money(commitment.finalAmount)}</dd>
        {commitment.signature ? (
          <>
            <dt className="text-stone-600">{t('Signed')}</dt>
            <dd>{t('{{name}}, {{date}}, terms version {{version}}', { name: commitment.signature.name, date: formatDateTime(commitment.signature.signedAt), version: commitment.signature.termsVersion })}</dd>
          </>
        ) : null}
        {commitment.fundedOn ? (
          <>
            <dt className="text-stone-600">{t('Received on')}</dt>
            <dd>{formatDate(`${commitment.fundedOn}T00:00:00`)}</dd>
          </>
        ) : null}
        {commitment.passReason ? (
          <>
            <dt className="text-stone-600">{t('Their reason')}</dt>
            <dd className="whitespace-pre-line">{commitment.passReason}</dd>
          </>
        ) : null}
      </dl>
      {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
      {awaitingFounder(commitment.state) ? (
        isScaling ? (
          <form onSubmit={(e) => (e.preventDefault(), send({ action: 'scale-back', amount: String(new FormData(e.currentTarget).get('amount') ?? '').trim() }))} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="sm:w-64">
              <FormField id={fieldId} label={t('Scale back to ({{currency}})', { currency: raise.currency })} error={byField.amount}>
                <Input id={fieldId} name="amount" inputMode="decimal" autoFocus aria-invalid={byField.amount ? true : undefined} aria-describedby={byField.amount ? `${fieldId}-error` : undefined} />
              </FormField>
            </div>
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={decide.isPending}>{t(commitmentActionLabels['scale-back'])}</Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setScaling(false)}>{t('Cancel')}</Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={decide.isPending} onClick={() => send({ action: 'accept' })} aria-label={t('Accept {{amount}} from {{name}}', { amount: money(commitment.amount), name: entry.name })}>{t(commitmentActionLabels.accept)}</Button>
            <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => setScaling(true)} aria-label={t('Scale back {{name}}', { name: entry.name })}>{t(commitmentActionLabels['scale-back'])}</Button>
            <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => send({ action: 'decline' })} aria-label={t('Decline the commitment of {{name}}', { name: entry.name })}>{t(commitmentActionLabels.decline)}</Button>
          </div>
        )
      ) : null}
    </li>
  );
}

/** The founder's view of the commitments invited investors made: each one's stage, amounts and signature, and the decisions waiting. */
export function CommitmentsPanel({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  const entries = raise.investors.filter((e): e is WithCommitment => e.commitment !== null);
  return (
    <section aria-labelledby="commitments-title" className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id="commitments-title" className="text-base font-semibold">{t('Commitments')}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">{t('Investors you invite to the round room soft-circle, commit or pass there; their answers come here.')}</p>
      ) : (
        <>
        <CloseCommitmentsForm startupId={startupId} raise={raise} />
        <ul className="flex flex-col">
          {entries.map((e) => (
            <CommitmentRow key={e.id} startupId={startupId} raise={raise} entry={e} />
          ))}
        </ul>
        </>
      )}
    </section>
  );
}
