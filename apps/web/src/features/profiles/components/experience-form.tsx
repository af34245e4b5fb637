import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { experienceTypeLabels, experienceTypes } from '@baobab/contracts/enums';
import { experienceInputSchema, type Experience, type ExperienceInput } from '@baobab/contracts/profiles';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';


const fromExperience = (e: Experience | null): ExperienceInput =>
  e
    ? { type: e.type, title: e.title, company: e.company, startDate: e.startDate, endDate: e.endDate ?? '', isCurrent: e.isCurrent, description: e.description ?? '' }
    : { type: 'work', title: '', company: '', startDate: '', endDate: '', isCurrent: false, description: '' };

/** Add or edit a work, education or project item; dates must run forwards unless it is current. */
export function ExperienceForm({ experience, isPending, onSubmit }: { experience: Experience | null; isPending: boolean; onSubmit: (input: ExperienceInput) => void }) {
  const t = useT('profiles');
  const form = useForm<ExperienceInput>({ resolver: zodResolver(experienceInputSchema), defaultValues: fromExperience(experience) });
  const { errors } = form.formState;
  const isCurrent = useWatch({ control: form.control, name: 'isCurrent' });
  const registered = {
    type: form.register('type'),
    title: form.register('title'),
    company: form.register('company'),
    startDate: form.register('startDate'),
    endDate: form.register('endDate'),
    description: form.register('description'),
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((values) => onSubmit({ ...values, endDate: values.isCurrent ? null : values.endDate }))}>
      <FormField id="experience-type" label={t('Type')} error={errors.type?.message}>
        <NativeSelect id="experience-type" {...registered.type}>
          {experienceTypes.map((type) => (
            <option key={type} value={type}>
              {t(experienceTypeLabels[type])}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="experience-title" label={t('Title')} error={errors.title?.message}>
        <Input id="experience-title" aria-invalid={!!errors.title} {...registered.title} />
      </FormField>
      <FormField id="experience-company" label={t('Company or school')} error={errors.company?.message}>
        <Input id="experience-company" aria-invalid={!!errors.company} {...registered.company} />
      </FormField>
      <div className="flex items-center gap-3">
        <Controller control={form.control} name="isCurrent" render={({ field }) => (
            <Switch
              id="experience-current"
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                // A current item has no end date; clear any date typed before switching.
                if (checked) form.setValue('endDate', '');
              }}
            />
          )} />
        <Label htmlFor="experience-current">{t('I currently do this')}</Label>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="experience-start" label={t('Start date')} error={errors.startDate?.message}>
          <Input id="experience-start" type="date" min="1900-01-01" aria-invalid={!!errors.startDate} {...registered.startDate} />
        </FormField>
        <FormField id="experience-end" label={t('End date')} error={errors.endDate?.message}>
          <Input id="experience-end" type="date" min="1900-01-01" disabled={isCurrent} aria-invalid={!!errors.endDate} {...registered.endDate} />
        </FormField>
      </div>
      <FormField id="experience-description" label={t('Description')} error={errors.description?.message}>
        <Textarea id="experience-description" rows={4} {...registered.description} />
      </FormField>
      <Button type="submit" disabled={isPending} className="self-end">
        {isPending ? t('Saving...') : t('Save experience')}
      </Button>
    </form>
  );
}
