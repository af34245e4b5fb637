import { useState } from 'react';
import type { Raise, RaiseInvestor } from '@baobab/contracts/fundraising';
import { pipelineStageLabels, pipelineStages, type PipelineStage } from '@baobab/contracts/fundraising-texts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useRemoveRaiseInvestor, useUpdateRaiseInvestor } from '../api/raises';
import { fieldErrors } from './field-errors';
import { RoomInvitation } from './room-invitation';

const fields = ['stage', 'amount', 'nextStep', 'nextStepOn', 'notes'] as const;

/** Moves an investor to another stage and changes the amount, next step and notes; each refusal under its field. */
export function BoardEntryDialog({ startupId, raise, entry, onClose }: { startupId: number; raise: Raise; entry: RaiseInvestor; onClose: () => void }) {
  const { id: raiseId, currency } = raise;
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const update = useUpdateRaiseInvestor(startupId, raiseId);
  const remove = useRemoveRaiseInvestor(startupId, raiseId);
  const [stage, setStage] = useState<PipelineStage>(entry.stage);
  const { byField, general } = fieldErrors(update.error ?? remove.error, fields);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    update.mutate(
      { entryId: entry.id, body: { stage, amount: text('amount') || null, nextStep: text('nextStep') || null, nextStepOn: text('nextStepOn') || null, notes: String(form.get('notes') ?? '') } },
      { onSuccess: onClose },
    );
  }

  const invalid = (field: (typeof fields)[number]) => (byField[field] ? { 'aria-invalid': true as const, 'aria-describedby': `entry-${field}-error` } : {});
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('{{name}} on this round', { name: entry.name })}>
        <RoomInvitation startupId={startupId} raise={raise} entry={entry} />
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
          <FormField id="entry-stage" label={t('Stage')} error={byField.stage}>
            <NativeSelect id="entry-stage" value={stage} onChange={(e) => setStage(e.target.value as PipelineStage)} {...invalid('stage')}>
              {pipelineStages.map((s) => (
                <option key={s} value={s}>{t(pipelineStageLabels[s])}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="entry-amount" label={t('Amount soft-circled or committed ({{currency}})', { currency })} error={byField.amount}>
            <Input id="entry-amount" name="amount" inputMode="decimal" defaultValue={entry.amount ? String(entry.amount.amount) : ''} {...invalid('amount')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_11rem]">
            <FormField id="entry-nextStep" label={t('Next step')} error={byField.nextStep}>
              <Input id="entry-nextStep" name="nextStep" defaultValue={entry.nextStep ?? ''} {...invalid('nextStep')} />
            </FormField>
            <FormField id="entry-nextStepOn" label={t('Next step date')} error={byField.nextStepOn}>
              <Input id="entry-nextStepOn" name="nextStepOn" type="date" defaultValue={entry.nextStepOn ?? ''} {...invalid('nextStepOn')} />
            </FormField>
          </div>
          <FormField id="entry-notes" label={t('Notes')} error={byField.notes} hint={t('Only you see them.')}>
            <Textarea id="entry-notes" name="notes" rows={4} defaultValue={entry.notes} {...invalid('notes')} />
          </FormField>
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="submit" disabled={update.isPending}>{t('Save')}</Button>
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(entry.id, { onSuccess: onClose })}>
              {t('Take off the board')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
