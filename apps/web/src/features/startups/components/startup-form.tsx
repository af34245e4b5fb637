import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useForm } from 'react-hook-form';
import { countryOptions } from '@baobab/contracts/countries';
import { allRegions, allSectors, businessModels, fundingStages, regionLabels, sectorLabels, stageLabels } from '@baobab/contracts/enums';
import { startupTrustMessages as trust } from '@baobab/contracts/startup-trust-texts';
import { pendingLabels } from '@baobab/contracts/ui-strings';
import { startupInputSchema, type StartupDetail, type StartupInput } from '@baobab/contracts/startups';
import { readMoneyText } from '@baobab/contracts/money-reader';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { intlLocales } from '@baobab/i18n/locales';
import { useLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { englishRemembered } from '@/lib/i18n/english-remembered';

/** The one vocabulary's lists (regions Africa first) with their label maps; business models are their own labels. */
const selects = [
  ['sector', 'Sector', allSectors, sectorLabels],
  ['region', 'Region', allRegions, regionLabels],
  ['fundingStage', 'Funding stage', fundingStages, stageLabels],
  ['businessModel', 'Business model', businessModels, null],
] as const;

/** What the fields hold; the schema reads them into StartupInput (any accepted spelling becomes the vocabulary's value). */
type StartupFormValues = z.input<typeof startupInputSchema>;

const defaults = (s?: StartupDetail): StartupFormValues =>
  ({
    name: s?.name ?? '',
    description: s?.description ?? '',
    sector: s?.sector ?? '',
    region: s?.region ?? '',
    fundingStage: s?.fundingStage ?? '',
    raisingAmount: s?.raisingAmount ?? '',
    teamSize: s?.teamSize ?? 1,
    businessModel: s?.businessModel ?? '',
    logoUrl: s?.logoUrl ?? '',
    website: s?.website ?? '',
    tractionUsers: s?.traction.users ?? null,
    monthlyRevenueUsd: s?.monthlyRevenueUsd ?? null,
    registrationNumber: s?.verificationFacts.registrationNumber ?? '',
    registrationCountry: s?.verificationFacts.registrationCountry ?? '',
  }) as StartupFormValues;

/** Built once per language: 249 names from the browser's own country data. */
const countriesByTag = new Map<string, ReturnType<typeof countryOptions>>();
function countriesIn(tag: string) {
  let list = countriesByTag.get(tag);
  if (!list) countriesByTag.set(tag, (list = countryOptions(tag)));
  return list;
}

const urlPlaceholder = 'https://';

/** An emptied optional number field means "not given", not zero. */
const optionalNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/**
 * The reader's message when the raise could be read two ways ('1,500': thousands or decimals?),
 * shown as the founder types; the server refuses the same text with the same words.
 */
function raiseAmbiguity(text: string | undefined, country: string | null | undefined): string | undefined {
  const reading = readMoneyText(text ?? '', country ? { country } : {});
  return !reading.ok && reading.reason === 'ambiguous' ? englishRemembered(reading.message) : undefined;
}

/** The spec's startup form (plus optional traction figures and the company registration), validated by the server's schema. */
export function StartupForm({ startup, pending, submitLabel, pendingLabel = pendingLabels.creating, onSubmit, onCancel }: { startup?: StartupDetail; pending: boolean; submitLabel: string; pendingLabel?: string; onSubmit: (values: StartupInput) => void; onCancel?: () => void }) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const countries = countriesIn(intlLocales[useLocale()]);
  const form = useForm<StartupFormValues, unknown, StartupInput>({ resolver: zodResolver(startupInputSchema), defaultValues: defaults(startup) });
  const { errors } = form.formState;
  const ambiguity = raiseAmbiguity(form.watch('raisingAmount'), form.watch('registrationCountry'));
  const raiseError = errors.raisingAmount?.message ?? ambiguity;
  const submit = (values: StartupInput) => {
    if (raiseAmbiguity(values.raisingAmount, values.registrationCountry)) form.setFocus('raisingAmount');
    else onSubmit(values);
  };
  // Registered here: string literals inside JSX read as text to the translation lint.
  const nameField = form.register('name');
  const descriptionField = form.register('description');
  const raisingAmountField = form.register('raisingAmount');
  const teamSizeField = form.register('teamSize', { valueAsNumber: true });
  const logoUrlField = form.register('logoUrl');
  const websiteField = form.register('website');
  const tractionUsersField = form.register('tractionUsers', optionalNumber);
  const monthlyRevenueUsdField = form.register('monthlyRevenueUsd', optionalNumber);
  const registrationNumberField = form.register('registrationNumber');
  const registrationCountryField = form.register('registrationCountry');
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(submit)}>
      <FormField id="startup-name" label={t('Company name')} error={errors.name?.message}>
        <Input id="startup-name" aria-invalid={!!errors.name} {...nameField} />
      </FormField>
      <FormField id="startup-description" label={t('Description')} error={errors.description?.message} hint={t('The problem, who has it, and how you solve it')}>
        <Textarea id="startup-description" rows={5} aria-invalid={!!errors.description} {...descriptionField} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {selects.map(([name, label, options, labels]) => (
          <FormField key={name} id={`startup-${name}`} label={t(label)} error={errors[name]?.message}>
            <Select id={`startup-${name}`} aria-invalid={!!errors[name]} {...form.register(name)}>
              <option value="">{t('Select…')}</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {translate((labels as Readonly<Record<string, string>> | null)?.[option] ?? option)}
                </option>
              ))}
            </Select>
          </FormField>
        ))}
        <FormField id="startup-raising" label={t('Raising amount')} error={raiseError} hint={t('For example $500K, 1.2M, KES 50M or 500 millions FCFA')}>
          <Input id="startup-raising" aria-invalid={!!raiseError} {...raisingAmountField} />
        </FormField>
        <FormField id="startup-team" label={t('Team size')} error={errors.teamSize?.message}>
          <Input id="startup-team" type="number" min={1} inputMode="numeric" aria-invalid={!!errors.teamSize} {...teamSizeField} />
        </FormField>
        <FormField id="startup-logo" label={t('Logo URL (optional)')} error={errors.logoUrl?.message}>
          <Input id="startup-logo" type="url" placeholder={urlPlaceholder} aria-invalid={!!errors.logoUrl} {...logoUrlField} />
        </FormField>
        <FormField id="startup-website" label={t('Website (optional)')} error={errors.website?.message}>
          <Input id="startup-website" type="url" placeholder={urlPlaceholder} aria-invalid={!!errors.website} {...websiteField} />
        </FormField>
        <FormField id="startup-users" label={t('Users (optional)')} error={errors.tractionUsers?.message}>
          <Input id="startup-users" type="number" min={0} inputMode="numeric" aria-invalid={!!errors.tractionUsers} {...tractionUsersField} />
        </FormField>
        <FormField id="startup-revenue" label={t('Monthly revenue, USD (optional)')} error={errors.monthlyRevenueUsd?.message}>
          <Input id="startup-revenue" type="number" min={0} inputMode="numeric" aria-invalid={!!errors.monthlyRevenueUsd} {...monthlyRevenueUsdField} />
        </FormField>
        <FormField id="startup-registration-number" label={t(trust.registrationNumberLabel)} error={errors.registrationNumber?.message} hint={t(trust.registrationNumberHint)}>
          <Input id="startup-registration-number" autoComplete="off" aria-invalid={!!errors.registrationNumber} {...registrationNumberField} />
        </FormField>
        <FormField id="startup-registration-country" label={t(trust.registrationCountryLabel)} error={errors.registrationCountry?.message}>
          <Select id="startup-registration-country" aria-invalid={!!errors.registrationCountry} {...registrationCountryField}>
            <option value="">{t(trust.registrationCountryNone)}</option>
            {countries.map((country) => (
              <option dir="auto" key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('Cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? translate(pendingLabel) : submitLabel}
        </Button>
      </div>
    </form>
  );
}
