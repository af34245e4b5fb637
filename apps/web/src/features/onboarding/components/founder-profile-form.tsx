import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { expertiseAreas } from '@baobab/contracts/enums';
import { founderProfileInputSchema, type FounderProfile, type FounderProfileInput } from '@baobab/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';

const defaults = (profile: FounderProfile | null): FounderProfileInput => ({
  bio: profile?.bio ?? '',
  location: profile?.location ?? '',
  linkedinUrl: profile?.linkedinUrl ?? '',
  previousExits: profile?.previousExits ?? 0,
  expertiseTags: (profile?.expertiseTags ?? []) as FounderProfileInput['expertiseTags'],
  lookingForCofounder: profile?.lookingForCofounder ?? false,
});

/** Step 2 for founders: every field and message of the spec's founder form, validated by the server's own schema. */
export function FounderProfileForm({ profile, pending, submitLabel, onSubmit }: { profile: FounderProfile | null; pending: boolean; submitLabel: string; onSubmit: (values: FounderProfileInput) => void }) {
  const t = useT('onboarding');
  const form = useForm<FounderProfileInput>({ resolver: zodResolver(founderProfileInputSchema), defaultValues: defaults(profile) });
  const { errors } = form.formState;
  // Registered here: string literals inside JSX read as text to the translation lint.
  const bioField = form.register('bio');
  const locationField = form.register('location');
  const linkedinUrlField = form.register('linkedinUrl');
  const previousExitsField = form.register('previousExits', { valueAsNumber: true });
  const lookingForCofounderField = form.register('lookingForCofounder');
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id="founder-bio" label={t('Bio')} error={errors.bio?.message} hint={t('What you are building and why you are the one to build it')}>
        <Textarea id="founder-bio" aria-invalid={!!errors.bio} {...bioField} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="founder-location" label={t('Location')} error={errors.location?.message}>
          <Input id="founder-location" placeholder={t('Lagos, Nigeria')} autoComplete="address-level2" aria-invalid={!!errors.location} {...locationField} />
        </FormField>
        <FormField id="founder-linkedin" label={t('LinkedIn URL (optional)')} error={errors.linkedinUrl?.message}>
          <Input id="founder-linkedin" type="url" placeholder={t('https://linkedin.com/in/you')} aria-invalid={!!errors.linkedinUrl} {...linkedinUrlField} />
        </FormField>
        <FormField id="founder-exits" label={t('Previous exits (optional)')} error={errors.previousExits?.message}>
          <Input id="founder-exits" type="number" min={0} inputMode="numeric" aria-invalid={!!errors.previousExits} {...previousExitsField} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="expertiseTags"
        render={({ field }) => (
          <CheckboxGroup id="founder-expertise" legend={t('Expertise areas')} options={expertiseAreas} value={field.value} onChange={field.onChange} error={errors.expertiseTags?.message} />
        )}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-brand-700" {...lookingForCofounderField} />
        {t('I am looking for a co-founder')}
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? t('Saving...') : submitLabel}
      </Button>
    </form>
  );
}
