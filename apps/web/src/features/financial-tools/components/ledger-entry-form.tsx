import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { LedgerEntryInput, LedgerCurrency } from '@baobab/contracts/financial-tools-ledger';
import { ledgerEntryKinds, ledgerKindLabels, vestingFrequencies, vestingFrequencyLabels, ledgerCurrencies as currencies } from '@baobab/contracts/financial-tools-ledger';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatCount } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { type LedgerFormValues, checkLedgerForm, emptyLedgerForm, fieldsFor, formField, ledgerFormSchema } from './ledger-form-values';
import type { GrantOption, PlanOption } from './ledger-grants';

type Props = {
  /** The currency the form starts in: the company's, as its ledger records it. */
  currency?: LedgerCurrency;
  grants: GrantOption[];
  /** The equity incentive plans an option grant can be drawn from. */
  plans: PlanOption[];
  today: string;
  isPending: boolean;
  /**
   * The server's refusal of the last entry (a rule over the whole ledger), already translated: beside its field when
   * the server named one the form shows (a grant beyond its plan's pool, at the options), else under the form.
   */
  refusal: { message: string; path?: string | undefined } | null;
  onSubmit: (entry: LedgerEntryInput, reset: () => void) => void;
};

/** Records one ledger entry; the fields follow the kind (an option grant adds its exercise price and vesting). */
export function LedgerEntryForm({ currency = 'USD', grants, plans, today, isPending, refusal, onSubmit }: Props) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const schema = useMemo(
    () =>
      ledgerFormSchema.superRefine((values, ctx) => {
        checkLedgerForm(values, grants, plans).errors?.forEach((message, field) => ctx.addIssue({ code: 'custom', path: [field], message }));
      }),
    [grants, plans],
  );
  const form = useForm<LedgerFormValues>({ resolver: zodResolver(schema), defaultValues: emptyLedgerForm(today, currency) });
  const { errors } = form.formState;
  const [kind, isOption, grantId, planId, currentCurrency] = useWatch({ control: form.control, name: ['kind', 'isOption', 'grantId', 'planId', 'currency'] });
  const show = fieldsFor(kind, isOption, grantId !== '', planId !== '');
  // The field the server's refusal is about, when the form shows it; otherwise the refusal stays under the form.
  const refusedField = refusal?.path === undefined ? undefined : formField(refusal.path.split('.'));
  const shown: Partial<Record<keyof LedgerFormValues, boolean>> = { date: true, shares: true, holder: show.holder, shareClass: show.shareClass, planId: show.planChoice, grantId: show.grant, planName: show.plan, boardApprovalDate: show.boardApproval };
  const refusalAtField = refusedField !== undefined && shown[refusedField] === true;
  useEffect(() => {
    if (refusal && refusedField && refusalAtField) form.setError(refusedField, { message: refusal.message }, { shouldFocus: true });
  }, [refusal, refusedField, refusalAtField, form]);

  const submit = form.handleSubmit((values) => {
    const checked = checkLedgerForm(values, grants, plans);
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
  const planSelect = show.planChoice ? form.register('planId') : undefined;
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
  const planField = show.planChoice
    ? field(
        'planId',
        t('Equity incentive plan'),
        <NativeSelect id="ledger-planId" aria-invalid={errors.planId ? true : undefined} aria-describedby={errors.planId ? 'ledger-planId-error' : undefined} {...planSelect}>
          {/* eslint-disable-next-line words/label-map -- the empty choice reads by what the entry needs, no kind is named */}
          <option value="">{kind === 'pool-increase' ? t('Choose a plan') : t('Outside any plan')}</option>
          {plans.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {t('{{plan}} ({{shareClass}}), from {{date}}', { plan: p.planName, shareClass: p.shareClass, date: p.date })}
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
                {t(vestingFrequencyLabels[f])}
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
    shares: text('shares', kind === 'plan' ? t('Options reserved') : kind === 'pool-increase' ? t('Options added to the pool') : optionsCounted ? t('Options') : t('Shares'), numeric),
    planName: show.plan ? text('planName', t('Plan name'), free) : null,
    boardApprovalDate: show.boardApproval ? text('boardApprovalDate', t('Board approval date (optional)'), calendar) : null,
    price: show.price ? text('pricePerShareMinor', t('Price per share ({{currency}})', { currency: currentCurrency }), decimal) : null,
  };

  return (
    <form noValidate aria-label={t('Add ledger entry')} className="flex flex-col gap-3" onSubmit={submit}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {kindField}
        {fields.date}
        {fields.planName}
        {kind === 'pool-increase' ? planField : null}
        {grantField}
        {fields.holder}
        {fields.fromHolder}
        {fields.toHolder}
        {fields.shareClass}
        {fields.shares}
        {fields.boardApprovalDate}
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
        <fieldset className="grid grid-cols-1 gap-3 rounded-md border border-stone-200 p-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="px-1 text-xs font-medium text-stone-600">{t('Option terms')}</legend>
          {kind === 'pool-increase' ? null : planField}
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
        {refusal && !refusalAtField ? (
          <p dir="auto" role="alert" className="min-w-0 flex-1 text-sm text-red-700">
            {refusal.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
