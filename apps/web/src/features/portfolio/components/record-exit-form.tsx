import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EARLIEST_DEAL_DATE, portfolioMessages } from '@baobab/contracts/portfolio-texts';
import { recordExitInputSchema, type RecordExitInput } from '@baobab/contracts/portfolio';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useRecordExit } from '../api/change-investment';

/** The exit dialog's form: its own chunk with the exit schema and zod, loaded when the dialog is about to open (exit-panel.tsx). */
export function RecordExitForm({ startupId, onRecorded }: { startupId: number; onRecorded: () => void }) {
  const t = useT('portfolio');
  const recordExit = useRecordExit(startupId);
  const form = useForm<RecordExitInput>({ resolver: zodResolver(recordExitInputSchema) });
  const { errors } = form.formState;
  const fields = { exitAmount: form.register('exitAmount', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) }), exitDate: form.register('exitDate') };
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        recordExit.mutate(values, {
          onSuccess: () => {
            toast({ title: portfolioMessages.exitRecorded });
            onRecorded();
          },
          onError: (error) => toast({ title: 'Could not record the exit', description: errorMessage(error), variant: 'destructive' }),
        }),
      )}
    >
      <FormField id="exit-amount" label={t('Exit amount (USD)')} error={errors.exitAmount?.message}>
        <Input id="exit-amount" type="number" min={0} step="any" aria-invalid={!!errors.exitAmount} {...fields.exitAmount} />
      </FormField>
      <FormField id="exit-date" label={t('Exit date')} error={errors.exitDate?.message}>
        <Input id="exit-date" type="date" min={EARLIEST_DEAL_DATE} max={new Date().toISOString().slice(0, 10)} aria-invalid={!!errors.exitDate} {...fields.exitDate} />
      </FormField>
      <Button type="submit" disabled={recordExit.isPending}>
        {recordExit.isPending ? t('Recording...') : t('Record exit')}
      </Button>
    </form>
  );
}
