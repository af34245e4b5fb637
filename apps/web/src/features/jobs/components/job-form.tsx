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

const urlPlaceholder = 'https://';

const blank = { title: '', description: '', location: '', isRemote: false, requirements: '', benefits: '', applicationUrl: '', applicationEmail: '' } as JobInput;

/** Every field, option and message of the spec's job post form, on the server's own schema. */
export function JobForm({ initial, isPending, submitLabel, pendingLabel, onSubmit }: { initial?: JobInput; isPending: boolean; submitLabel: string; pendingLabel: string; onSubmit: (values: JobValues) => void }) {
  const t = useT('jobs');
  const form = useForm<JobInput, unknown, JobValues>({ resolver: zodResolver(jobInputSchema), defaultValues: initial ?? blank });
  const { errors } = form.formState;
  // The inputs' ids and registrations, made here rather than inline so the JSX holds only text to translate.
  const field = (name: keyof JobInput, options?: typeof asNumber) => ({ id: 'job-' + name, 'aria-invalid': !!errors[name], ...form.register(name, options) });
  const fields = {
    title: field('title'),
    description: field('description'),
    jobType: field('jobType'),
    category: field('category'),
    location: field('location'),
    salaryMin: field('salaryMin', asNumber),
    salaryMax: field('salaryMax', asNumber),
    equityMin: field('equityMin', asNumber),
    equityMax: field('equityMax', asNumber),
    requirements: field('requirements'),
    benefits: field('benefits'),
    applicationUrl: field('applicationUrl'),
    applicationEmail: field('applicationEmail'),
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id="job-title" label={t('Title')} error={errors.title?.message}>
        <Input {...fields.title}  />
      </FormField>
      <FormField id="job-description" label={t('Description')} error={errors.description?.message}>
        <Textarea {...fields.description} rows={4}  />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-jobType" label={t('Job type')} error={errors.jobType?.message}>
          <NativeSelect {...fields.jobType}  defaultValue={initial?.jobType ?? ''}>
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
          <NativeSelect {...fields.category}  defaultValue={initial?.category ?? ''}>
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
          <Input {...fields.location} placeholder={t('Lagos, Nigeria')}  />
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
          <Input {...fields.salaryMin} type="number" min={0} step={1} inputMode="numeric"  />
        </FormField>
        <FormField id="job-salaryMax" label={t('Maximum salary (USD per year)')} error={errors.salaryMax?.message}>
          <Input {...fields.salaryMax} type="number" min={0} step={1} inputMode="numeric"  />
        </FormField>
        <FormField id="job-equityMin" label={t('Minimum equity (%)')} error={errors.equityMin?.message}>
          <Input {...fields.equityMin} type="number" min={0} max={100} step={0.1} inputMode="decimal"  />
        </FormField>
        <FormField id="job-equityMax" label={t('Maximum equity (%)')} error={errors.equityMax?.message}>
          <Input {...fields.equityMax} type="number" min={0} max={100} step={0.1} inputMode="decimal"  />
        </FormField>
      </div>
      <FormField id="job-requirements" label={t('Requirements')} error={errors.requirements?.message}>
        <Textarea {...fields.requirements} rows={3}  />
      </FormField>
      <FormField id="job-benefits" label={t('Benefits')} error={errors.benefits?.message}>
        <Textarea {...fields.benefits} rows={3}  />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="job-applicationUrl" label={t('Application URL')} error={errors.applicationUrl?.message} hint={t('Optional: where candidates apply')}>
          <Input {...fields.applicationUrl} type="url" placeholder={urlPlaceholder}  />
        </FormField>
        <FormField id="job-applicationEmail" label={t('Application email')} error={errors.applicationEmail?.message} hint={t('Optional: used when there is no URL')}>
          <Input {...fields.applicationEmail} type="email"  />
        </FormField>
      </div>
      <Button type="submit" disabled={isPending} className="self-end">
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
