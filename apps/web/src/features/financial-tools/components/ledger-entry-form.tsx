import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { LedgerEntryInput } from '@baobab/contracts/financial-tools-ledger';
import { ledgerEntryKinds, ledgerKindLabels, vestingFrequencies } from '@baobab/contracts/financial-tools-ledger-texts';
import { ledgerCurrencies as currencies } from '@baobab/contracts/financial-tools-ledger-texts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCount } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { LedgerCurrency } from '@baobab/contracts/financial-tools-ledger-texts';
import { type LedgerFormValues, checkLedgerForm, emptyLedgerForm, fieldsFor, ledgerFormSchema } from './ledger-form-values';
import type { GrantOption } from './ledger-grants';

type Props = {
  /** The currency the form starts in: the company's, as its ledger records it. */
  currency?: LedgerCurrency;
  grants: GrantOption[];
  today: string;
  isPending: boolean;
  /** The server's refusal of the last entry (a rule over the whole ledger), shown under the form. */
  refusal: string | null;
  onSubmit: (entry: LedgerEntryInput, reset: () => void) => void;
};

/** Records one ledger entry; the fields follow the kind (an option grant adds its exercise price and vesting). */
export function LedgerEntryForm({ currency = 'USD', grants, today, isPending, refusal, onSubmit }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const schema = useMemo(
    () =>
      ledgerFormSchema.superRefine((values, ctx) => {
        checkLedgerForm(values, grants).errors?.forEach((message, field) => ctx.addIssue({ code: 'custom', path: [field], message }));
      }),
    [grants],
  );
  const form = useForm<LedgerFormValues>({ resolver: zodResolver(schema), defaultValues: emptyLedgerForm(today, currency) });
  const { errors } = form.formState;
  const [kind, isOption, grantId, currentCurrency] = useWatch({ control: form.control, name: ['kind', 'isOption', 'grantId', 'currency'] });
  const show = fieldsFor(kind, isOption, grantId !== '');

  const submit = form.handleSubmit((values) => {
    const checked = checkLedgerForm(values, grants);
    if (checked.entry) onSubmit(checked.entry, () => form.reset({ ...emptyLedgerForm(today, values.currency), kind: values.kind, date: values.date }));
  });

  const field = (name: keyof LedgerFormValues, label: string, input: React.ReactNode) => (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={`ledger-${name}`} className="text-xs">
        {label}
      </Label>
      {input}
      {errors[name]?.message ? (
        <p id={`ledger-${name}-error`} className="text-xs text-red-700">
          {translate(errors[name]?.message ?? '')}
        </p>
      ) : null}
    </div>
  );
  const text = (name: keyof LedgerFormValues, label: string, props: React.ComponentProps<'input'> = {}) =>
    field(name, label, <Input id={`ledger-${name}`} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `ledger-${name}-error` : undefined} {...props} {...form.register(name)} />);

  // The fields, built before the markup (literal field names stay out of JSX, where the translation lint reads text).
  const optionsCounted = kind === 'exercise' || (kind === 'issuance' && isOption) || (kind === 'cancellation' && grantId !== '');
  const isOptionBox = show.isOption ? form.register('isOption') : undefined;
  const kindSelect = form.register('kind');
  const grantSelect = show.grant ? form.register('grantId') : undefined;
  const currencySelect = show.price ? form.register('currency') : undefined;
  const frequencySelect = show.optionTerms ? form.register('frequency') : undefined;
  const numeric = { inputMode: 'numeric' } as const;
  const decimal = { inputMode: 'decimal' } as const;
  const calendar = { type: 'date', min: '1900-01-01' } as const;
  const free = { autoComplete: 'off' } as const;
  const kindField = field(
    'kind',
    t('Kind'),
    <NativeSelect id="ledger-kind" {...kindSelect}>
      {ledgerEntryKinds.map((k) => (
        <option key={k} value={k}>
          {t(ledgerKindLabels[k])}
        </option>
      ))}
    </NativeSelect>,
  );
  const grantField = show.grant
    ? field(
        'grantId',
        kind === 'exercise' ? t('Option grant') : t('Option grant (leave empty to cancel shares)'),
        <NativeSelect id="ledger-grantId" aria-invalid={errors.grantId ? true : undefined} {...grantSelect}>
          <option value="">{kind === 'exercise' ? t('Choose a grant') : t('No grant: cancel shares')}</option>
          {grants.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {t('{{holder}}: {{shares}} options of {{shareClass}}, granted {{date}}', { count: g.shares, holder: g.holder, shares: formatCount(g.shares), shareClass: g.shareClass, date: g.date })}
            </option>
          ))}
        </NativeSelect>,
      )
    : null;
  const currencyField = show.price
    ? field(
        'currency',
        t('Currency'),
        <NativeSelect id="ledger-currency" {...currencySelect}>
          {currencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>,
      )
    : null;
  const terms = show.optionTerms
    ? {
        exercisePrice: text('exercisePriceMinor', t('Exercise price ({{currency}})', { currency: currentCurrency }), decimal),
        vestingStart: text('vestingStart', t('Vesting start'), calendar),
        vestingMonths: text('vestingMonths', t('Vesting months'), numeric),
        cliffMonths: text('cliffMonths', t('Cliff months'), numeric),
        frequency: field(
          'frequency',
          t('Vests'),
          <NativeSelect id="ledger-frequency" {...frequencySelect}>
            {vestingFrequencies.map((f) => (
              <option key={f} value={f}>
                {f === 'monthly' ? t('Monthly') : t('Quarterly')}
              </option>
            ))}
          </NativeSelect>,
        ),
      }
    : null;
  const fields = {
    date: text('date', t('Date'), calendar),
    holder: show.holder ? text('holder', t('Holder'), free) : null,
    fromHolder: show.transfer ? text('fromHolder', t('From holder'), free) : null,
    toHolder: show.transfer ? text('toHolder', t('To holder'), free) : null,
    shareClass: show.shareClass ? text('shareClass', t('Share class'), free) : null,
    shares: text('shares', optionsCounted ? t('Options') : t('Shares'), numeric),
    price: show.price ? text('pricePerShareMinor', t('Price per share ({{currency}})', { currency: currentCurrency }), decimal) : null,
  };

  return (
    <form noValidate aria-label={t('Add ledger entry')} className="flex flex-col gap-3" onSubmit={submit}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {kindField}
        {fields.date}
        {grantField}
        {fields.holder}
        {fields.fromHolder}
        {fields.toHolder}
        {fields.shareClass}
        {fields.shares}
        {fields.price}
        {currencyField}
      </div>
      {show.isOption ? (
        <div className="flex min-h-10 items-center gap-2">
          <input id="ledger-isOption" type="checkbox" className="size-4 accent-brand-700" {...isOptionBox} />
          <Label htmlFor="ledger-isOption" className="text-xs">
            {t('Option grant (vests over time, exercised into shares of the class)')}
          </Label>
          {errors.isOption?.message ? <p className="text-xs text-red-700">{translate(errors.isOption.message)}</p> : null}
        </div>
      ) : null}
      {terms ? (
        <fieldset className="grid grid-cols-1 gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="px-1 text-xs font-medium text-stone-600">{t('Option terms')}</legend>
          {terms.exercisePrice}
          {terms.vestingStart}
          {terms.vestingMonths}
          {terms.cliffMonths}
          {terms.frequency}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isPending}>
          {isPending ? t('Recording...') : t('Record entry')}
        </Button>
        {refusal ? (
          <p role="alert" className="min-w-0 flex-1 text-sm text-red-700">
            {refusal}
          </p>
        ) : null}
      </div>
    </form>
  );
}
