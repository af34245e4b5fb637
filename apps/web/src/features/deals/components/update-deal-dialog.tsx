import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateDealInputSchema, type Deal, type UpdateDealInput } from '@baobab/contracts/deals';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useUpdateDeal } from '../api/change-deal';
import { PriorityAndInterestFields } from './priority-interest-fields';

/** The List tab's Update action: priority, interest 1–10, next action and source channel. */
export function UpdateDealDialog({ deal, onClose }: { deal: Deal; onClose: () => void }) {
  const t = useT('deals');
  const update = useUpdateDeal();
  const form = useForm<UpdateDealInput>({
    resolver: zodResolver(updateDealInputSchema),
    defaultValues: { priority: deal.priority, interestLevel: deal.interestLevel, nextAction: deal.nextAction ?? '', sourceChannel: deal.sourceChannel ?? '' },
  });
  const { errors } = form.formState;
  const fields = { nextAction: form.register('nextAction'), sourceChannel: form.register('sourceChannel') };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t('Update {{name}}', { name: deal.startup.name })}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((input) =>
            update.mutate(
              { id: deal.id, input },
              {
                onSuccess: () => {
                  toast({ title: toastMessages.dealUpdated });
                  onClose();
                },
                onError: (error) => toast({ title: toastMessages.dealUpdateFailed, description: errorMessage(error), variant: 'destructive' }),
              },
            ),
          )}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <PriorityAndInterestFields idPrefix="deal" priority={form.register('priority')} interest={form.register('interestLevel', { valueAsNumber: true })} errors={errors} />
          </div>
          <FormField id="deal-next-action" label={t('Next action')} error={errors.nextAction?.message}>
            <Input id="deal-next-action" placeholder={t('e.g. Call the CFO about churn')} {...fields.nextAction} />
          </FormField>
          <FormField id="deal-source" label={t('Source channel')} error={errors.sourceChannel?.message}>
            <Input id="deal-source" placeholder={t('e.g. Referral, Demo day')} {...fields.sourceChannel} />
          </FormField>
          <Button type="submit" className="self-end" disabled={update.isPending}>
            {update.isPending ? t('Saving...') : t('Save changes')}

          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
