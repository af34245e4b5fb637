import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EARLIEST_DEAL_DATE, portfolioMessages } from '@baobab/contracts/portfolio-texts';
import { recordExitInputSchema, type PortfolioCompanyDetail, type RecordExitInput } from '@baobab/contracts/portfolio';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { formatDate, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useDeleteExit, useRecordExit } from '../api/change-investment';

/** Record (or undo) the exit of the whole position, so exited counts and multiples are real. */
export function ExitPanel({ startupId, exit }: { startupId: number; exit: PortfolioCompanyDetail['exit'] }) {
  const t = useT('portfolio');
  const [open, setOpen] = useState(false);
  const recordExit = useRecordExit(startupId);
  const deleteExit = useDeleteExit(startupId);
  const form = useForm<RecordExitInput>({ resolver: zodResolver(recordExitInputSchema) });
  const { errors } = form.formState;
  const fields = { exitAmount: form.register('exitAmount', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) }), exitDate: form.register('exitDate') };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Exit')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {exit ? (
          <>
            <p>
              {t('Exited on {{date}} for', { date: formatDate(`${exit.exitDate}T00:00:00`) })} <strong>{formatUsd(exit.exitAmount)}</strong>.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={deleteExit.isPending}
              onClick={() => deleteExit.mutate(undefined, { onSuccess: () => toast({ title: portfolioMessages.exitRemoved }), onError: (error) => toast({ title: 'Could not remove the exit', description: errorMessage(error), variant: 'destructive' }) })}
            >
              {t('Remove exit')}
            </Button>
          </>
        ) : (
          <p className="text-stone-600">{t('Still held. Record an exit when you sell your stake or the company is acquired.')}</p>
        )}
        <Dialog open={open} onOpenChange={setOpen}>
          {exit ? null : (
            <DialogTrigger asChild>
              <Button size="sm">{t('Record exit')}</Button>
            </DialogTrigger>
          )}
          <DialogContent title={t('Record exit')} description={t('What you received for your whole position, in US dollars.')}>
            <form
              noValidate
              className="flex flex-col gap-4"
              onSubmit={form.handleSubmit((values) =>
                recordExit.mutate(values, {
                  onSuccess: () => {
                    toast({ title: portfolioMessages.exitRecorded });
                    setOpen(false);
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
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
