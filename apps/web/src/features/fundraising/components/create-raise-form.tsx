import { useState } from 'react';
import type { CapTableRound } from '@baobab/contracts/cap-table-rounds';
import { raiseInstrumentLabels, raiseInstruments, type RaiseInstrument } from '@baobab/contracts/fundraising-texts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useCreateRaise, useModelledRounds } from '../api/raises';
import { fieldErrors } from './field-errors';
import { termsLabel } from './terms-label';

const fields = ['name', 'instrument', 'targetAmount', 'minimumAmount', 'targetCloseOn', 'capTableRoundId'] as const;

/** The instrument a modelled round is, as the server checks it (a SAFE in the form it names, post-money by default). */
const instrumentOf = (round: CapTableRound['round']): RaiseInstrument =>
  round.kind === 'safe' ? (round.safeType === 'pre-money' ? 'pre-money-safe' : 'post-money-safe') : round.kind;

/** A new round: its name, instrument, target and minimum in the company's currency, target close, and terms from the cap table. */
export function CreateRaiseForm({ startupId, currency, onCreated }: { startupId: number; currency: string; onCreated: (raiseId: number) => void }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const create = useCreateRaise(startupId);
  const rounds = useModelledRounds(startupId);
  const [instrument, setInstrument] = useState<RaiseInstrument>('post-money-safe');
  const { byField, general } = fieldErrors(create.error, fields);
  const matching = (rounds.data?.rounds ?? []).filter((r) => r.status === 'modelled' && instrumentOf(r.round) === instrument);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const roundId = Number(text('capTableRoundId')) || null;
    create.mutate(
      {
        name: text('name'),
        instrument,
        targetAmount: text('targetAmount'),
        minimumAmount: text('minimumAmount') || null,
        targetCloseOn: text('targetCloseOn') || null,
        capTableRoundId: roundId,
      },
      { onSuccess: (raise) => onCreated(raise.id) },
    );
  }

  const invalid = (field: (typeof fields)[number]) => ({ 'aria-invalid': byField[field] ? true : undefined, 'aria-describedby': byField[field] ? `raise-${field}-error` : undefined });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('New round')}>
      {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
      <FormField id="raise-name" label={t('Round name')} error={byField.name}>
        <Input id="raise-name" name="name" placeholder={t('Seed 2026')} {...invalid('name')} />
      </FormField>
      <FormField id="raise-instrument" label={t('Instrument')} error={byField.instrument}>
        <NativeSelect id="raise-instrument" name="instrument" value={instrument} onChange={(e) => setInstrument(e.target.value as RaiseInstrument)} {...invalid('instrument')}>
          {raiseInstruments.map((i) => (
            <option key={i} value={i}>{t(raiseInstrumentLabels[i])}</option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="raise-targetAmount" label={t('Target ({{currency}})', { currency })} error={byField.targetAmount} hint={t('As you would write it: 300 000 000, 300M')}>
          <Input id="raise-targetAmount" name="targetAmount" inputMode="decimal" {...invalid('targetAmount')} />
        </FormField>
        <FormField id="raise-minimumAmount" label={t('Minimum to close ({{currency}})', { currency })} error={byField.minimumAmount} hint={t('Optional')}>
          <Input id="raise-minimumAmount" name="minimumAmount" inputMode="decimal" {...invalid('minimumAmount')} />
        </FormField>
      </div>
      <FormField id="raise-targetCloseOn" label={t('Target close')} error={byField.targetCloseOn} hint={t('Optional')}>
        <Input id="raise-targetCloseOn" name="targetCloseOn" type="date" {...invalid('targetCloseOn')} />
      </FormField>
      <FormField id="raise-capTableRoundId" label={t('Terms')} error={byField.capTableRoundId} hint={t('Terms are the rounds you model on the Cap Table tab of Financial Tools.')}>
        <NativeSelect id="raise-capTableRoundId" name="capTableRoundId" defaultValue="" {...invalid('capTableRoundId')}>
          <option value="">{t('No terms yet')}</option>
          {matching.map((r) => (
            <option key={r.id} value={r.id}>{termsLabel(r.round, t)}</option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={create.isPending} className="self-start">{t('Create round')}</Button>
    </form>
  );
}
