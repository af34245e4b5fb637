import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { countryOptions } from '@baobab/contracts/countries';
import { businessModels, fundingStages, startupRegions, startupSectors } from '@baobab/contracts/enums';
import { startupTrustMessages as trust } from '@baobab/contracts/startup-trust';
import { pendingLabels } from '@baobab/contracts/ui-strings';
import { startupInputSchema, type StartupDetail, type StartupInput } from '@baobab/contracts/startups';
import { readMoneyText } from '@baobab/finance/money-reader';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

const selects = [
  ['sector', 'Sector', startupSectors],
  ['region', 'Region', startupRegions],
  ['fundingStage', 'Funding stage', fundingStages],
  ['businessModel', 'Business model', businessModels],
] as const;

const defaults = (s?: StartupDetail): StartupInput =>
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
  }) as StartupInput;

/** Built once: 249 names from the browser's own country data. */
const countries = countryOptions();

/** An emptied optional number field means "not given", not zero. */
const optionalNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };

/**
 * The reader's message when the raise could be read two ways ('1,500': thousands or decimals?),
 * shown as the founder types; the server refuses the same text with the same words.
 */
function raiseAmbiguity(text: string | undefined, country: string | null | undefined): string | undefined {
  const reading = readMoneyText(text ?? '', country ? { country } : {});
  return !reading.ok && reading.reason === 'ambiguous' ? reading.message : undefined;
}

/** The spec's startup form (plus optional traction figures and the company registration), validated by the server's schema. */
export function StartupForm({ startup, pending, submitLabel, pendingLabel = pendingLabels.creating, onSubmit, onCancel }: { startup?: StartupDetail; pending: boolean; submitLabel: string; pendingLabel?: string; onSubmit: (values: StartupInput) => void; onCancel?: () => void }) {
  const form = useForm<StartupInput>({ resolver: zodResolver(startupInputSchema), defaultValues: defaults(startup) });
  const { errors } = form.formState;
  const ambiguity = raiseAmbiguity(form.watch('raisingAmount'), form.watch('registrationCountry'));
  const raiseError = errors.raisingAmount?.message ?? ambiguity;
  const submit = (values: StartupInput) => {
    if (raiseAmbiguity(values.raisingAmount, values.registrationCountry)) form.setFocus('raisingAmount');
    else onSubmit(values);
  };
  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(submit)}>
      <FormField id="startup-name" label="Company name" error={errors.name?.message}>
        <Input id="startup-name" aria-invalid={!!errors.name} {...form.register('name')} />
      </FormField>
      <FormField id="startup-description" label="Description" error={errors.description?.message} hint="The problem, who has it, and how you solve it">
        <Textarea id="startup-description" rows={5} aria-invalid={!!errors.description} {...form.register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {selects.map(([name, label, options]) => (
          <FormField key={name} id={`startup-${name}`} label={label} error={errors[name]?.message}>
            <Select id={`startup-${name}`} aria-invalid={!!errors[name]} {...form.register(name)}>
              <option value="">Select…</option>
              {options.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </FormField>
        ))}
        <FormField id="startup-raising" label="Raising amount" error={raiseError} hint="For example $500K, 1.2M, KES 50M or 500 millions FCFA">
          <Input id="startup-raising" aria-invalid={!!raiseError} {...form.register('raisingAmount')} />
        </FormField>
        <FormField id="startup-team" label="Team size" error={errors.teamSize?.message}>
          <Input id="startup-team" type="number" min={1} inputMode="numeric" aria-invalid={!!errors.teamSize} {...form.register('teamSize', { valueAsNumber: true })} />
        </FormField>
        <FormField id="startup-logo" label="Logo URL (optional)" error={errors.logoUrl?.message}>
          <Input id="startup-logo" type="url" placeholder="https://" aria-invalid={!!errors.logoUrl} {...form.register('logoUrl')} />
        </FormField>
        <FormField id="startup-website" label="Website (optional)" error={errors.website?.message}>
          <Input id="startup-website" type="url" placeholder="https://" aria-invalid={!!errors.website} {...form.register('website')} />
        </FormField>
        <FormField id="startup-users" label="Users (optional)" error={errors.tractionUsers?.message}>
          <Input id="startup-users" type="number" min={0} inputMode="numeric" aria-invalid={!!errors.tractionUsers} {...form.register('tractionUsers', optionalNumber)} />
        </FormField>
        <FormField id="startup-revenue" label="Monthly revenue, USD (optional)" error={errors.monthlyRevenueUsd?.message}>
          <Input id="startup-revenue" type="number" min={0} inputMode="numeric" aria-invalid={!!errors.monthlyRevenueUsd} {...form.register('monthlyRevenueUsd', optionalNumber)} />
        </FormField>
        <FormField id="startup-registration-number" label={trust.registrationNumberLabel} error={errors.registrationNumber?.message} hint={trust.registrationNumberHint}>
          <Input id="startup-registration-number" autoComplete="off" aria-invalid={!!errors.registrationNumber} {...form.register('registrationNumber')} />
        </FormField>
        <FormField id="startup-registration-country" label={trust.registrationCountryLabel} error={errors.registrationCountry?.message}>
          <Select id="startup-registration-country" aria-invalid={!!errors.registrationCountry} {...form.register('registrationCountry')}>
            <option value="">{trust.registrationCountryNone}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
