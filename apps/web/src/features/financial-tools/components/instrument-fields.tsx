import { Trash2 } from 'lucide-react';
import { antiDilutionFieldLabels, antiDilutionMethodLabels, antiDilutionMethods, safeTypeLabels, safeTypes } from '@baobab/contracts/financial-tools-cap-table-texts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { type NoteDraft, type PreferredClassDraft, type SafeDraft, dayCounts } from './cap-table-draft';
import { DraftCheckbox, DraftInput, DraftSelect } from './draft-field';
import { currencyMark, useCompanyCurrency } from './company-currency';

/** One preferred class, SAFE or note of the editor: every term the engine reads, each labelled, its contract message beside it. */
export type RowProps<T> = { index: number; value: T; errors: Map<string, string>; onChange: (patch: Partial<T>) => void; onRemove: () => void };

/** `label` is the whole accessible name (Remove SAFE 2), already translated. */
function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  const t = useT('financial-tools');
  return (
    <div className="flex items-end">
      <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={label}>
        <Trash2 aria-hidden="true" /> {t('Remove')}
      </Button>
    </div>
  );
}

export function ClassFields({ index, value, errors, onChange, onRemove }: RowProps<PreferredClassDraft>) {
  const t = useT('financial-tools');
  const mark = currencyMark(useCompanyCurrency());
  const translate = useTranslateMessage();
  const id = (field: string) => `class-${value.key}-${field}`;
  const error = (field: string) => errors.get(`shareClasses.${index}.${field}`);
  const antiError = error('antiDilution');
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">{t('Preferred class {{number}}', { number: index + 1 })}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <DraftInput id={id('name')} label={t('Class name')} error={error('name')} value={value.name} placeholder={t('Series Seed')} onChange={(e) => onChange({ name: e.target.value })} />
        <DraftInput id={id('price')} label={t('Issue price ({{currency}})', { currency: mark })} error={error('issuePrice')} inputMode="decimal" value={value.issuePrice} onChange={(e) => onChange({ issuePrice: e.target.value })} />
        <DraftInput id={id('pref')} label={t('Preference (x)')} error={error('liquidationPreference')} inputMode="decimal" value={value.liquidationPreference} onChange={(e) => onChange({ liquidationPreference: e.target.value })} />
        <DraftInput id={id('seniority')} label={t('Seniority (higher is paid first)')} error={error('seniority')} inputMode="numeric" value={value.seniority} onChange={(e) => onChange({ seniority: e.target.value })} />
        <DraftInput id={id('ratio')} label={t('Conversion ratio')} error={error('conversionRatio')} inputMode="decimal" value={value.conversionRatio} onChange={(e) => onChange({ conversionRatio: e.target.value })} />
        <div className="col-span-2 flex min-w-0 flex-col gap-1 sm:col-span-1">
          <Label htmlFor={id('anti-dilution')} className="text-xs">
            {t(antiDilutionFieldLabels.field)}
          </Label>
          <NativeSelect
            id={id('anti-dilution')}
            aria-invalid={antiError ? true : undefined}
            aria-describedby={antiError ? `${id('anti-dilution')}-error` : undefined}
            value={value.antiDilution}
            onChange={(e) => onChange({ antiDilution: e.target.value as PreferredClassDraft['antiDilution'] })}
          >
            <option value="entries">{t(antiDilutionFieldLabels.fromEntries)}</option>
            {antiDilutionMethods.map((m) => (
              <option key={m} value={m}>
                {t(antiDilutionMethodLabels[m])}
              </option>
            ))}
          </NativeSelect>
          {antiError ? (
            <p id={`${id('anti-dilution')}-error`} className="text-xs text-red-700">
              {translate(antiError)}
            </p>
          ) : null}
        </div>
        <DraftCheckbox id={id('participating')} label={t('Participating')} checked={value.participating} onChange={(participating) => onChange({ participating })} />
        {value.participating ? (
          <DraftInput id={id('cap')} label={t('Participation cap (x issue price, empty for none)')} error={error('participationCap')} inputMode="decimal" value={value.participationCap} onChange={(e) => onChange({ participationCap: e.target.value })} />
        ) : null}
        <RemoveButton label={t('Remove preferred class {{number}}', { number: index + 1 })} onRemove={onRemove} />
      </div>
    </fieldset>
  );
}

export function SafeFields({ index, value, errors, onChange, onRemove }: RowProps<SafeDraft>) {
  const t = useT('financial-tools');
  const mark = currencyMark(useCompanyCurrency());
  const id = (field: string) => `safe-${value.key}-${field}`;
  const error = (field: string) => errors.get(`safes.${index}.${field}`);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">{t('SAFE {{number}}', { number: index + 1 })}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <DraftInput id={id('holder')} label={t('Investor name')} error={error('holderName')} value={value.holderName} onChange={(e) => onChange({ holderName: e.target.value })} />
        <DraftInput id={id('investment')} label={t('Investment ({{currency}})', { currency: mark })} error={error('investment')} inputMode="decimal" value={value.investment} onChange={(e) => onChange({ investment: e.target.value })} />
        <DraftInput
          id={id('cap')}
          // The cap is the kind of valuation the SAFE's form prices against.
          label={value.safeType === 'pre-money' ? t('Pre-money valuation cap ({{currency}})', { currency: mark }) : t('Post-money valuation cap ({{currency}})', { currency: mark })}
          error={error('valuationCap')}
          inputMode="decimal"
          value={value.valuationCap}
          onChange={(e) => onChange({ valuationCap: e.target.value })}
        />
        <DraftInput id={id('discount')} label={t('Discount (%)')} error={error('discountPercent')} inputMode="decimal" value={value.discountPercent} onChange={(e) => onChange({ discountPercent: e.target.value })} />
        <DraftCheckbox id={id('mfn')} label={t("MFN (takes the best later SAFE's terms)")} checked={value.isMfn} onChange={(isMfn) => onChange({ isMfn })} />
        <DraftSelect id={id('type')} label={t('SAFE type')} error={error('safeType')} options={safeTypes} optionLabel={(o) => t(safeTypeLabels[o as SafeDraft['safeType']])} value={value.safeType} onChange={(e) => onChange({ safeType: e.target.value as SafeDraft['safeType'] })} />
        <DraftCheckbox id={id('pro-rata')} label={t('Pro-rata side letter')} checked={value.proRata} onChange={(proRata) => onChange({ proRata })} />
        <RemoveButton label={t('Remove SAFE {{number}}', { number: index + 1 })} onRemove={onRemove} />
      </div>
    </fieldset>
  );
}

export function NoteFields({ index, value, errors, onChange, onRemove }: RowProps<NoteDraft>) {
  const t = useT('financial-tools');
  const mark = currencyMark(useCompanyCurrency());
  const id = (field: string) => `note-${value.key}-${field}`;
  const error = (field: string) => errors.get(`notes.${index}.${field}`);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">{t('Note {{number}}', { number: index + 1 })}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-8">
        <DraftInput id={id('holder')} label={t('Lender name')} error={error('holderName')} value={value.holderName} onChange={(e) => onChange({ holderName: e.target.value })} />
        <DraftInput id={id('principal')} label={t('Principal ({{currency}})', { currency: mark })} error={error('principal')} inputMode="decimal" value={value.principal} onChange={(e) => onChange({ principal: e.target.value })} />
        <DraftInput id={id('rate')} label={t('Interest rate (% a year)')} error={error('interestRatePercent')} inputMode="decimal" placeholder="8.125" value={value.interestRatePercent} onChange={(e) => onChange({ interestRatePercent: e.target.value })} />
        <DraftInput id={id('issued')} label={t('Issue date')} type="date" error={error('issueDate')} value={value.issueDate} onChange={(e) => onChange({ issueDate: e.target.value })} />
        <DraftSelect id={id('day-count')} label={t('Day count')} error={error('dayCount')} options={dayCounts} optionLabel={(o) => t(o as (typeof dayCounts)[number])} value={value.dayCount} onChange={(e) => onChange({ dayCount: e.target.value as NoteDraft['dayCount'] })} />
        <DraftInput id={id('cap')} label={t('Pre-money valuation cap ({{currency}})', { currency: mark })} error={error('valuationCap')} inputMode="decimal" value={value.valuationCap} onChange={(e) => onChange({ valuationCap: e.target.value })} />
        <DraftInput id={id('discount')} label={t('Discount (%)')} error={error('discountPercent')} inputMode="decimal" value={value.discountPercent} onChange={(e) => onChange({ discountPercent: e.target.value })} />
        <DraftCheckbox id={id('pro-rata')} label={t('Pro-rata rights')} checked={value.proRata} onChange={(proRata) => onChange({ proRata })} />
        <RemoveButton label={t('Remove note {{number}}', { number: index + 1 })} onRemove={onRemove} />
      </div>
    </fieldset>
  );
}
