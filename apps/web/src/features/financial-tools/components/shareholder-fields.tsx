import { Trash2 } from 'lucide-react';
import { antiDilutionOptions } from '@baobab/contracts/enums';
import { Button } from '@/components/ui/button';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { type ShareholderDraft, shareholderTypeLabels, shareholderTypes, vestingSchedules } from './cap-table-draft';
import { DraftInput, DraftSelect } from './draft-field';
import { currencyMark, useCompanyCurrency } from './company-currency';

type Props = {
  index: number;
  value: ShareholderDraft;
  classNames: readonly string[];
  /** Whether the holder's class is options, so the exercise price applies. */
  isOption: boolean;
  errors: Map<string, string>;
  canRemove: boolean;
  onChange: (patch: Partial<ShareholderDraft>) => void;
  onRemove: () => void;
};

/** One shareholder entry of the spec's cap table, every field labelled, its errors beside it. */
export function ShareholderFields({ index, value, classNames, isOption, errors, canRemove, onChange, onRemove }: Props) {
  const t = useT('financial-tools');
  const mark = currencyMark(useCompanyCurrency());
  const translate = useTranslateMessage();
  const id = (field: string) => `shareholder-${value.key}-${field}`;
  const error = (path: string) => errors.get(`shares.${index}.${path}`);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">{t('Shareholder {{number}}', { number: index + 1 })}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        <div className="col-span-2">
          <DraftInput id={id('name')} label={t('Shareholder name')} error={error('shareholderName')} value={value.shareholderName} onChange={(e) => onChange({ shareholderName: e.target.value })} />
        </div>
        <DraftSelect id={id('type')} label={t('Type')} error={error('shareholderType')} options={shareholderTypes} optionLabel={(o) => t(shareholderTypeLabels[o as (typeof shareholderTypes)[number]])} value={value.shareholderType} onChange={(e) => onChange({ shareholderType: e.target.value })} />
        <DraftSelect id={id('class')} label={t('Share class')} error={error('shareClass')} options={classNames} optionLabel={translate} value={value.shareClass} onChange={(e) => onChange({ shareClass: e.target.value })} />
        <DraftInput id={id('shares')} label={t('Shares')} error={error('shares')} inputMode="numeric" value={value.shares} onChange={(e) => onChange({ shares: e.target.value })} />
        <DraftInput id={id('vested')} label={t('Vested shares')} error={error('vesting.vested') ?? error('vesting.total')} inputMode="numeric" value={value.vested} onChange={(e) => onChange({ vested: e.target.value })} />
        <DraftInput id={id('cliff')} label={t('Cliff (months)')} error={error('vesting.cliff')} inputMode="numeric" value={value.cliff} onChange={(e) => onChange({ cliff: e.target.value })} />
        <DraftSelect id={id('schedule')} label={t('Vesting schedule')} error={error('vesting.schedule')} options={vestingSchedules} optionLabel={(o) => t(o as (typeof vestingSchedules)[number])} value={value.schedule} onChange={(e) => onChange({ schedule: e.target.value })} />
        <DraftInput id={id('pref')} label={t('Preference (x)')} error={error('liquidationPreference')} inputMode="decimal" value={value.liquidationPreference} onChange={(e) => onChange({ liquidationPreference: e.target.value })} />
        <div className="col-span-2 sm:col-span-1 lg:col-span-2">
          <DraftSelect id={id('anti')} label={t('Anti-dilution')} error={error('antiDilution')} options={antiDilutionOptions} optionLabel={(o) => t(o as (typeof antiDilutionOptions)[number])} value={value.antiDilution} onChange={(e) => onChange({ antiDilution: e.target.value as ShareholderDraft['antiDilution'] })} />
        </div>
        {isOption ? (
          <DraftInput id={id('strike')} label={t('Exercise price ({{currency}})', { currency: mark })} error={error('exercisePrice')} inputMode="decimal" value={value.exercisePrice} onChange={(e) => onChange({ exercisePrice: e.target.value })} />
        ) : null}
        <div className="col-span-2 flex items-end sm:col-span-1">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={!canRemove} aria-label={t('Remove shareholder {{number}}', { number: index + 1 })}>
            <Trash2 aria-hidden="true" /> {t('Remove')}
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
