import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { antiDilutionOptions, roundTypeLabels, roundTypes } from '@baobab/contracts/enums';
import { EARLIEST_DEAL_DATE } from '@baobab/contracts/portfolio-texts';
import { recordInvestmentInputSchema, type RecordInvestmentFormValues, type RecordInvestmentInput } from '@baobab/contracts/portfolio';
import { StartupPicker } from '@/components/forms/startup-picker';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/use-t';

const optionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));
const optionalText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

const switches = ['leadInvestor', 'boardSeat'] as const;
const switchLabels = { leadInvestor: 'Lead investor', boardSeat: 'Board seat' } as const satisfies Record<(typeof switches)[number], string>;

/** Today in the person's own time zone: the picker's upper bound (no future deal dates). */
function localToday(): string {
  const now = new Date();
  return [now.getFullYear(), String(now.getMonth() + 1).padStart(2, '0'), String(now.getDate()).padStart(2, '0')].join('-');
}

/** The spec's record-investment form, validated by the same schema the server uses. */
export function InvestmentForm({
  defaultValues,
  isPending,
  submitLabel,
  pendingLabel,
  onSubmit,
}: {
  defaultValues: Partial<RecordInvestmentFormValues>;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: RecordInvestmentInput) => void;
}) {
  const t = useT('portfolio');
  const form = useForm<RecordInvestmentFormValues, unknown, RecordInvestmentInput>({
    resolver: zodResolver(recordInvestmentInputSchema),
    defaultValues: { leadInvestor: false, boardSeat: false, liquidationPreference: 1, ...defaultValues },
  });
  const { errors } = form.formState;
  const invalid = (name: keyof RecordInvestmentFormValues) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': 'inv-' + name + '-error' } : {});
  // Registered here rather than inside the JSX, where the field names would read as text to translate.
  const fields = {
    dealDate: { ...invalid('dealDate'), ...form.register('dealDate') },
    roundType: { ...invalid('roundType'), ...form.register('roundType', { setValueAs: optionalText }) },
    investmentAmount: { ...invalid('investmentAmount'), ...form.register('investmentAmount', { setValueAs: optionalNumber }) },
    equityPercentage: { ...invalid('equityPercentage'), ...form.register('equityPercentage', { setValueAs: optionalNumber }) },
    valuation: { ...invalid('valuation'), ...form.register('valuation', { setValueAs: optionalNumber }) },
    // The spec's rule: an emptied field falls back to 1.
    liquidationPreference: { ...invalid('liquidationPreference'), ...form.register('liquidationPreference', { setValueAs: (v: unknown) => optionalNumber(v) ?? 1 }) },
    antiDilutionRights: form.register('antiDilutionRights', { setValueAs: optionalText }),
    notes: form.register('notes', { setValueAs: optionalText }),
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField id="inv-startupId" label={t('Startup')} error={errors.startupId?.message}>
        <Controller
          control={form.control}
          name="startupId"
          render={({ field }) => (
            <StartupPicker id="inv-startupId" value={field.value} onChange={field.onChange} invalid={!!errors.startupId} describedBy={errors.startupId ? 'inv-startupId-error' : undefined} />
          )}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="inv-dealDate" label={t('Deal date')} error={errors.dealDate?.message}>
          <Input id="inv-dealDate" type="date" min={EARLIEST_DEAL_DATE} max={localToday()} {...fields.dealDate} />
        </FormField>
        <FormField id="inv-roundType" label={t('Round type')} error={errors.roundType?.message}>
          <NativeSelect id="inv-roundType" {...fields.roundType}>
            <option value="">{t('Select round type')}</option>
            {roundTypes.map((round) => (
              <option key={round} value={round}>
                {t(roundTypeLabels[round])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="inv-investmentAmount" label={t('Investment amount (USD)')} error={errors.investmentAmount?.message}>
          <Input id="inv-investmentAmount" type="number" inputMode="decimal" min={1} step="any" placeholder="50000" {...fields.investmentAmount} />
        </FormField>
        <FormField id="inv-equityPercentage" label={t('Equity percentage (optional)')} error={errors.equityPercentage?.message}>
          <Input id="inv-equityPercentage" type="number" inputMode="decimal" min={0} max={100} step={0.01} placeholder="2.5" {...fields.equityPercentage} />
        </FormField>
        <FormField id="inv-valuation" label={t('Post-money valuation (USD, optional)')} error={errors.valuation?.message}>
          <Input id="inv-valuation" type="number" inputMode="decimal" min={1} step="any" placeholder="2000000" {...fields.valuation} />
        </FormField>
        <FormField id="inv-liquidationPreference" label={t('Liquidation preference')} error={errors.liquidationPreference?.message}>
          <Input
            id="inv-liquidationPreference"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.1}
            {...fields.liquidationPreference}
          />
        </FormField>
        <FormField id="inv-antiDilutionRights" label={t('Anti-dilution rights (optional)')} error={errors.antiDilutionRights?.message}>
          <NativeSelect id="inv-antiDilutionRights" {...fields.antiDilutionRights}>
            <option value="">{t('Not specified')}</option>
            {antiDilutionOptions.map((option) => (
              <option key={option} value={option}>
                {t(option)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex flex-col justify-end gap-3">
          {switches.map((name) => (
            <div key={name} className="flex items-center justify-between gap-3">
              <Label htmlFor={'inv-' + name}>{t(switchLabels[name])}</Label>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => <Switch id={'inv-' + name} checked={field.value ?? false} onCheckedChange={field.onChange} />}
              />
            </div>
          ))}
        </div>
      </div>
      <FormField id="inv-notes" label={t('Notes (optional)')} error={errors.notes?.message}>

        <Textarea id="inv-notes" rows={3} {...fields.notes} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
