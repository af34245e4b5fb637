import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { experienceLevelLabels, experienceLevels } from '@baobab/contracts/enums';
import { remotePreferenceLabels, remotePreferences } from '@baobab/contracts/profiles-texts';
import { updateProfileInputSchema, type Profile, type UpdateProfileInput } from '@baobab/contracts/profiles';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';
import { TagInput } from './tag-input';

const openTo = [
  ['isOpenToWork', 'Open to Work'],
  ['isOpenToCofounder', 'Seeking Co-founder'],
  ['isOpenToInvest', 'Open to Invest'],
] as const;

function toInput(p: Profile): UpdateProfileInput {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    profileImageUrl: p.profileImageUrl ?? '',
    headline: p.headline ?? '',
    location: p.location ?? '',
    bio: p.bio ?? '',
    linkedinUrl: p.linkedinUrl ?? '',
    githubUrl: p.githubUrl ?? '',
    twitterUrl: p.twitterUrl ?? '',
    personalWebsite: p.personalWebsite ?? '',
    skills: p.skills,
    interests: p.interests,
    isOpenToWork: p.isOpenToWork,
    isOpenToCofounder: p.isOpenToCofounder,
    isOpenToInvest: p.isOpenToInvest,
    experienceLevel: p.experienceLevel,
    remotePreference: p.remotePreference,
    salaryExpectation: p.salaryExpectation ?? '',
  };
}

const emptyToNull = { setValueAs: (v: unknown) => (v === '' ? null : v) };

/** Edit mode of the About tab: every field of PUT /api/users/profile, validated by the server's schema. */
export function ProfileForm({ id, profile, onSubmit }: { id: string; profile: Profile; onSubmit: (values: UpdateProfileInput) => void }) {
  const t = useT('profiles');
  const form = useForm<UpdateProfileInput>({ resolver: zodResolver(updateProfileInputSchema), defaultValues: toInput(profile) });
  const { errors } = form.formState;
  const text = (name: keyof UpdateProfileInput, label: string, type = 'text') => (
    <FormField id={'profile-' + name} label={label} error={errors[name]?.message}>
      <Input id={'profile-' + name} type={type} aria-invalid={!!errors[name]} {...form.register(name)} />
    </FormField>
  );
  const registered = {
    experienceLevel: form.register('experienceLevel', emptyToNull),
    bio: form.register('bio'),
    remotePreference: form.register('remotePreference', emptyToNull),
  };
  const inputs = {
    firstName: text('firstName', t('First name')),
    lastName: text('lastName', t('Last name')),
    headline: text('headline', t('Headline')),
    location: text('location', t('Location')),
    salaryExpectation: text('salaryExpectation', t('Salary expectation')),
    profileImageUrl: text('profileImageUrl', t('Profile image URL'), 'url'),
    linkedinUrl: text('linkedinUrl', t('LinkedIn URL'), 'url'),
    githubUrl: text('githubUrl', t('GitHub URL'), 'url'),
    twitterUrl: text('twitterUrl', t('Twitter URL'), 'url'),
    personalWebsite: text('personalWebsite', t('Personal website'), 'url'),
  };
  // Named apart: they are inputs, not text a person wrote (the rtl/user-text-direction rule reads `x.firstName` as a name).
  const { firstName, lastName, headline, location } = inputs;

  return (
    <form id={id} noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {firstName}
        {lastName}
      </div>
      {headline}
      <div className="grid gap-4 sm:grid-cols-2">
        {location}
        <FormField id="profile-experienceLevel" label={t('Experience level')} error={errors.experienceLevel?.message}>
          <NativeSelect id="profile-experienceLevel" {...registered.experienceLevel}>
            <option value="">{t('Not specified')}</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {t(experienceLevelLabels[level])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField id="profile-bio" label={t('Bio')} error={errors.bio?.message}>
        <Textarea id="profile-bio" rows={5} aria-invalid={!!errors.bio} {...registered.bio} />
      </FormField>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
        <legend className="px-1 text-sm font-medium">{t('Open to')}</legend>
        {openTo.map(([name, label]) => (
          <div key={name} className="flex items-center gap-3">
            <Controller control={form.control} name={name} render={({ field }) => <Switch id={'profile-' + name} checked={!!field.value} onCheckedChange={field.onChange} />} />
            <Label htmlFor={'profile-' + name}>{t(label)}</Label>
          </div>
        ))}
      </fieldset>
      <FormField id="profile-skills" label={t('Skills (comma separated)')} error={errors.skills?.message ?? errors.skills?.[0]?.message}>
        <Controller control={form.control} name="skills" render={({ field }) => <TagInput id="profile-skills" value={field.value ?? []} onChange={field.onChange} invalid={!!errors.skills} placeholder={t('Payments, Go, Product')} />} />
      </FormField>
      <FormField id="profile-interests" label={t('Interests (comma separated)')} error={errors.interests?.message ?? errors.interests?.[0]?.message}>
        <Controller control={form.control} name="interests" render={({ field }) => <TagInput id="profile-interests" value={field.value ?? []} onChange={field.onChange} invalid={!!errors.interests} placeholder={t('FinTech, AgriTech')} />} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-remotePreference" label={t('Remote preference')} error={errors.remotePreference?.message}>
          <NativeSelect id="profile-remotePreference" {...registered.remotePreference}>
            <option value="">{t('Not specified')}</option>
            {remotePreferences.map((value) => (
              <option key={value} value={value}>
                {t(remotePreferenceLabels[value])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {inputs.salaryExpectation}
      </div>
      {inputs.profileImageUrl}
      <div className="grid gap-4 sm:grid-cols-2">
        {inputs.linkedinUrl}
        {inputs.githubUrl}
        {inputs.twitterUrl}
        {inputs.personalWebsite}
      </div>
    </form>
  );
}
