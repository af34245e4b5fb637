import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { allRegions, allSectors, fundingStages, regionLabels, sectorLabels, stageLabels } from '@baobab/contracts/enums';
import { investorTypeLabels } from '@baobab/contracts/investors-texts';
import { investorProfileInputSchema, type InvestorOwnProfile, type InvestorProfileValues } from '@baobab/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { CountryPicker } from '@/components/shared/country-picker';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** What the form holds: ticket sizes as typed ('$500K', '250 000'), read by the one amount reader on submit. */
type Values = z.input<typeof investorProfileInputSchema>;

const defaults = (p: InvestorOwnProfile | null): Values =>
  ({
    type: p?.type ?? '',
    investmentThesis: p?.investmentThesis ?? '',
    minTicketSize: p?.minTicketSize ?? 10_000,
    averageTicketSize: p?.averageTicketSize ?? 25_000,
    maxTicketSize: p?.maxTicketSize ?? 100_000,
    sectors: p?.sectors ?? [],
    geographies: p?.geographies ?? [],
    countries: p?.countries ?? [],
    stages: p?.stages ?? [],
    linkedinUrl: p?.linkedinUrl ?? '',
  }) as Values;

const tickets = [
  ['minTicketSize', 'Minimum ticket size (USD)'],
  ['averageTicketSize', 'Average ticket size (USD)'],
  ['maxTicketSize', 'Maximum ticket size (USD)'],
] as const;

/** The one vocabulary's lists with their label maps (regions Africa first). */
const preferenceLists = [
  ['sectors', 'Preferred sectors', allSectors, sectorLabels],
  ['geographies', 'Preferred regions', allRegions, regionLabels],
  ['stages', 'Preferred stages', fundingStages, stageLabels],
] as const;

/** Step 2 for investors: the spec's fields and messages plus the min ≤ average ≤ max rule. */
export function InvestorProfileForm({ profile, pending, submitLabel, onSubmit }: { profile: InvestorOwnProfile | null; pending: boolean; submitLabel: string; onSubmit: (values: InvestorProfileValues) => void }) {
  const t = useT('onboarding');
  // Investor type labels are contract values; their French is in `messages`.
  const translate = useTranslateMessage();
  const form = useForm<Values, unknown, InvestorProfileValues>({ resolver: zodResolver(investorProfileInputSchema), defaultValues: defaults(profile) });
  const { errors } = form.formState;
  // Registered here: string literals inside JSX read as text to the translation lint.
  const typeField = form.register('type');
  const investmentThesisField = form.register('investmentThesis');
  const linkedinUrlField = form.register('linkedinUrl');
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id="investor-type" label={t('Investor type')} error={errors.type?.message}>
        <Select id="investor-type" aria-invalid={!!errors.type} {...typeField}>
          <option value="">{t('Select a type')}</option>
          {Object.entries(investorTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {translate(label)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="investor-thesis" label={t('Investment thesis')} error={errors.investmentThesis?.message}>
        <Textarea id="investor-thesis" placeholder={t('What you invest in, where, and why')} aria-invalid={!!errors.investmentThesis} {...investmentThesisField} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        {tickets.map(([name, label]) => (
          <FormField key={name} id={`investor-${name}`} label={t(label)} error={errors[name]?.message}>
            <Input id={`investor-${name}`} inputMode="decimal" autoComplete="off" aria-invalid={!!errors[name]} {...form.register(name)} />
          </FormField>
        ))}
      </div>
      {preferenceLists.map(([name, legend, options, labels]) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <CheckboxGroup id={`investor-${name}`} legend={t(legend)} options={options} labels={labels} value={field.value as string[]} onChange={field.onChange} error={errors[name]?.message} />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="countries"
        render={({ field }) => <CountryPicker id="investor-countries" legend={t('Preferred countries (optional)')} hint={t('A country you name ranks its startups above those matched only by region.')} value={field.value ?? []} onChange={field.onChange} error={errors.countries?.message} />}
      />
      <FormField id="investor-linkedin" label={t('LinkedIn URL (optional)')} error={errors.linkedinUrl?.message}>
        <Input id="investor-linkedin" type="url" placeholder={t('https://linkedin.com/in/you')} aria-invalid={!!errors.linkedinUrl} {...linkedinUrlField} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? t('Saving...') : submitLabel}
      </Button>
    </form>
  );
}
