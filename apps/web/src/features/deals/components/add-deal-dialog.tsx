import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { dealMessages } from '@baobab/contracts/deals-texts';
import { createDealInputSchema, type CreateDealFormValues, type CreateDealInput } from '@baobab/contracts/deals';
import { StartupPicker } from '@/components/forms/startup-picker';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCreateDeal } from '../api/change-deal';
import { PriorityAndInterestFields } from './priority-interest-fields';
import { useStagesInUse } from './pipeline-stages-context';
import { useStageLabel } from './stage-label';

const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The deal-flow screen's Add Deal: any startup into the pipeline on screen (the person's own or a fund's) at a chosen stage. */
export function AddDealDialog({ organisationId }: { organisationId?: number }) {
  const t = useT('deals');
  const stageLabel = useStageLabel();
  const stages = useStagesInUse();
  const [open, setOpen] = useState(false);
  const create = useCreateDeal();
  const form = useForm<CreateDealFormValues, unknown, CreateDealInput>({
    resolver: zodResolver(createDealInputSchema),
    defaultValues: { stage: 'sourced', priority: 'medium', interestLevel: 5 },
  });
  const { errors } = form.formState;
  const fields = { stage: form.register('stage'), sourceChannel: form.register('sourceChannel', { setValueAs: optionalText }), nextAction: form.register('nextAction', { setValueAs: optionalText }) };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" /> {t('Add Deal')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('Add Deal')} description={t('Put a startup in your pipeline.')}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) =>
            create.mutate(organisationId === undefined ? values : { ...values, organisationId }, {
              onSuccess: () => {
                toast({ title: dealMessages.dealAdded });
                setOpen(false);
                form.reset();
              },
              onError: (error) => toast({ title: dealMessages.dealAddFailed, description: errorMessage(error), variant: 'destructive' }),
            }),
          )}
        >
          <FormField id="add-deal-startup" label={t('Startup')} error={errors.startupId?.message}>
            <Controller
              control={form.control}
              name="startupId"
              render={({ field }) => <StartupPicker id="add-deal-startup" value={field.value} onChange={field.onChange} invalid={!!errors.startupId} />}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id="add-deal-stage" label={t('Stage')} error={errors.stage?.message}>
              <NativeSelect id="add-deal-stage" {...fields.stage}>
                {stages.map((s) => (
                  <option key={s} value={s} dir="auto">
                    {stageLabel(s)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <PriorityAndInterestFields idPrefix="add-deal" priority={form.register('priority')} interest={form.register('interestLevel', { valueAsNumber: true })} errors={errors} />
          </div>
          <FormField id="add-deal-source" label={t('Source channel (optional)')} error={errors.sourceChannel?.message}>
            <Input id="add-deal-source" placeholder={t('e.g. Referral')} {...fields.sourceChannel} />
          </FormField>
          <FormField id="add-deal-next" label={t('Next action (optional)')} error={errors.nextAction?.message}>
            <Input id="add-deal-next" placeholder={t('e.g. Book a first call')} {...fields.nextAction} />
          </FormField>
          <Button type="submit" className="self-end" disabled={create.isPending}>
            {create.isPending ? t('Adding...') : t('Add to pipeline')}

          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
