import { useState } from 'react';
import type { Raise, RaiseInvestor } from '@baobab/contracts/fundraising';
import { Button } from '@/components/ui/button';
import { FactLine } from '@/components/ui/fact-line';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCloseCommitments } from '../api/raises';
import { fieldErrors } from './field-errors';
import { formatRaiseAmount } from './money';
import { UserText } from '@/components/ui/user-text';

type Confirmed = RaiseInvestor & { commitment: NonNullable<RaiseInvestor['commitment']> };

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The founder marks money received (decision 0059): the confirmed commitments whose money arrived, one or several
 * together (a tranche), and the day it arrived. Each one closed is written to the cap table (the investor's SAFE or note,
 * or their shares of a priced round's series) and to their portfolio; the server writes nothing twice if this is sent again.
 */
export function CloseCommitmentsForm({ startupId, raise }: { startupId: number; raise: Raise }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const close = useCloseCommitments(startupId, raise.id);
  const confirmed = raise.investors.filter((e): e is Confirmed => e.commitment?.state === 'confirmed');
  const [chosen, setChosen] = useState<number[]>([]);
  const [receivedOn, setReceivedOn] = useState(todayUtc);
  const { byField, general } = fieldErrors(close.error, ['commitmentIds', 'receivedOn']);
  if (confirmed.length === 0 || raise.status === 'draft' || raise.status === 'closed' || raise.status === 'cancelled') return null;
  const toggle = (id: number, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((i) => i !== id)));
  const submit = () =>
    close.mutate(
      { commitmentIds: chosen, ...(receivedOn ? { receivedOn } : {}) },
      {
        onSuccess: () => {
          setChosen([]);
          toast({ title: t('Money received: written to the cap table and the investors’ portfolios') });
        },
      },
    );
  return (
    <form onSubmit={(e) => (e.preventDefault(), submit())} noValidate className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3" aria-labelledby="close-title">
      <h4 id="close-title" className="text-sm font-semibold text-stone-900">{t('Mark money received')}</h4>
      <p className="text-sm text-stone-700">{t('Tick the confirmed commitments whose money arrived. Each is written to the cap table on its signed terms and to the investor’s portfolio.')}</p>
      <fieldset className="flex flex-col gap-2" aria-describedby={byField.commitmentIds ? 'close-ids-error' : undefined}>
        <legend className="sr-only">{t('Confirmed commitments')}</legend>
        {confirmed.map((e) => (
          <label key={e.commitment.id} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-700" checked={chosen.includes(e.commitment.id)} onChange={(event) => toggle(e.commitment.id, event.target.checked)} />
            <span className="min-w-0 break-words">
              <FactLine facts={[<UserText>{e.name}</UserText>, e.commitment.finalAmount ? formatRaiseAmount(e.commitment.finalAmount.amount, raise.currency) : '—']} />
            </span>
          </label>
        ))}
        {byField.commitmentIds ? <p id="close-ids-error" role="alert" className="text-sm text-red-700">{translate(byField.commitmentIds)}</p> : null}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-56">
          <FormField id="close-received-on" label={t('Received on')} error={byField.receivedOn}>
            <Input id="close-received-on" type="date" max={todayUtc()} value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} aria-invalid={byField.receivedOn ? true : undefined} aria-describedby={byField.receivedOn ? 'close-received-on-error' : undefined} />
          </FormField>
        </div>
        <Button type="submit" size="sm" disabled={close.isPending || chosen.length === 0}>
          {t('Mark received ({{count}})', { count: chosen.length })}
        </Button>
      </div>
      {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
    </form>
  );
}
