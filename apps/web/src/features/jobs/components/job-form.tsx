import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { jobCategories, jobTypes } from '@baobab/contracts/enums';
import { jobInputSchema, type Job, type JobInput, type JobValues } from '@baobab/contracts/jobs';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';

/** Empty number inputs mean 'not given' (null), not zero. */
const asNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

export function jobToInput(job: Job): JobInput {
  return {
    title: job.title,
    description: job.description,
    jobType: job.jobType as JobInput['jobType'],
    category: job.category as JobInput['category'],
    location: job.location,
    isRemote: job.isRemote,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    equityMin: job.equityMin,
    equityMax: job.equityMax,
    requirements: job.requirements ?? '',
    benefits: job.benefits ?? '',
    applicationUrl: job.applicationUrl ?? '',
    applicationEmail: job.applicationEmail ?? '',
  };
}

const blank = { title: '', description: '', location: '', isRemote: false, requirements: '', benefits: '', applicationUrl: '', applicationEmail: '' } as JobInput;

/** Every field, option and message of the spec's job post form, on the server's own schema. */
export function JobForm({ initial, isPending, submitLabel, pendingLabel, onSubmit }: { initial?: JobInput; isPending: boolean; submitLabel: string; pendingLabel: string; onSubmit: (values: JobValues) => void }) {
  const t = useT('jobs');
  const form = useForm<JobInput, unknown, JobValues>({ resolver: zodResolver(jobInputSchema), defaultValues: initial ?? blank });
  const { errors } = form.formState;
  const field = (name: keyof JobInput) => ({ id: `job-${name}`, 'aria-invalid': !!errors[name] });

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id="job-title" label={t('Title')} error={errors.title?.message}>
        <Input {...field('title')} {...form.register('title')} />
      </FormField>
      <FormField id="job-description" label={t('Description')} error={errors.description?.message}>
        <Textarea {...field('description')} rows={4} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-jobType" label={t('Job type')} error={errors.jobType?.message}>
          <NativeSelect {...field('jobType')} {...form.register('jobType')} defaultValue={initial?.jobType ?? ''}>
            <option value="" disabled>
              {t('Select a job type')}
            </option>
            {jobTypes.map((type) => (
              <option key={type} value={type}>
                {t(type)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="job-category" label={t('Category')} error={errors.category?.message}>
          <NativeSelect {...field('category')} {...form.register('category')} defaultValue={initial?.category ?? ''}>
            <option value="" disabled>
              {t('Select a category')}
            </option>
            {jobCategories.map((category) => (
              <option key={category} value={category}>
                {t(category)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <FormField id="job-location" label={t('Location')} error={errors.location?.message}>
          <Input {...field('location')} placeholder={t('Lagos, Nigeria')} {...form.register('location')} />
        </FormField>
        <div className="flex h-10 items-center gap-3">
          <Controller
            control={form.control}
            name="isRemote"
            render={({ field: f }) => <Switch id="job-isRemote" checked={!!f.value} onCheckedChange={f.onChange} />}
          />
          <Label htmlFor="job-isRemote">{t('Remote friendly')}</Label>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-salaryMin" label={t('Minimum salary (USD per year)')} error={errors.salaryMin?.message}>
          <Input {...field('salaryMin')} type="number" min={0} step={1} inputMode="numeric" {...form.register('salaryMin', asNumber)} />
        </FormField>
        <FormField id="job-salaryMax" label={t('Maximum salary (USD per year)')} error={errors.salaryMax?.message}>
          <Input {...field('salaryMax')} type="number" min={0} step={1} inputMode="numeric" {...form.register('salaryMax', asNumber)} />
        </FormField>
        <FormField id="job-equityMin" label={t('Minimum equity (%)')} error={errors.equityMin?.message}>
          <Input {...field('equityMin')} type="number" min={0} max={100} step={0.1} inputMode="decimal" {...form.register('equityMin', asNumber)} />
        </FormField>
        <FormField id="job-equityMax" label={t('Maximum equity (%)')} error={errors.equityMax?.message}>
          <Input {...field('equityMax')} type="number" min={0} max={100} step={0.1} inputMode="decimal" {...form.register('equityMax', asNumber)} />
        </FormField>
      </div>
      <FormField id="job-requirements" label={t('Requirements')} error={errors.requirements?.message}>
        <Textarea {...field('requirements')} rows={3} {...form.register('requirements')} />
      </FormField>
      <FormField id="job-benefits" label={t('Benefits')} error={errors.benefits?.message}>
        <Textarea {...field('benefits')} rows={3} {...form.register('benefits')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-applicationUrl" label={t('Application URL')} error={errors.applicationUrl?.message} hint={t('Optional: where candidates apply')}>
          <Input {...field('applicationUrl')} type="url" placeholder="https://" {...form.register('applicationUrl')} />
        </FormField>
        <FormField id="job-applicationEmail" label={t('Application email')} error={errors.applicationEmail?.message} hint={t('Optional: used when there is no URL')}>
          <Input {...field('applicationEmail')} type="email" {...form.register('applicationEmail')} />
        </FormField>
      </div>
      <Button type="submit" disabled={isPending} className="self-end">
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
