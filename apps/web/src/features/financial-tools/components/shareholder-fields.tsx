import { Trash2 } from 'lucide-react';
import { antiDilutionOptions } from '@baobab/contracts/enums';
import { Button } from '@/components/ui/button';
import { type ShareholderDraft, shareholderTypes, vestingSchedules } from './cap-table-draft';
import { DraftInput, DraftSelect } from './draft-field';

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
  const id = (field: string) => `shareholder-${value.key}-${field}`;
  const error = (path: string) => errors.get(`shares.${index}.${path}`);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">Shareholder {index + 1}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        <div className="col-span-2">
          <DraftInput id={id('name')} label="Shareholder name" error={error('shareholderName')} value={value.shareholderName} onChange={(e) => onChange({ shareholderName: e.target.value })} />
        </div>
        <DraftSelect id={id('type')} label="Type" error={error('shareholderType')} options={shareholderTypes} value={value.shareholderType} onChange={(e) => onChange({ shareholderType: e.target.value })} />
        <DraftSelect id={id('class')} label="Share class" error={error('shareClass')} options={classNames} value={value.shareClass} onChange={(e) => onChange({ shareClass: e.target.value })} />
        <DraftInput id={id('shares')} label="Shares" error={error('shares')} inputMode="numeric" value={value.shares} onChange={(e) => onChange({ shares: e.target.value })} />
        <DraftInput id={id('vested')} label="Vested shares" error={error('vesting.vested') ?? error('vesting.total')} inputMode="numeric" value={value.vested} onChange={(e) => onChange({ vested: e.target.value })} />
        <DraftInput id={id('cliff')} label="Cliff (months)" error={error('vesting.cliff')} inputMode="numeric" value={value.cliff} onChange={(e) => onChange({ cliff: e.target.value })} />
        <DraftSelect id={id('schedule')} label="Vesting schedule" error={error('vesting.schedule')} options={vestingSchedules} value={value.schedule} onChange={(e) => onChange({ schedule: e.target.value })} />
        <DraftInput id={id('pref')} label="Preference (x)" error={error('liquidationPreference')} inputMode="decimal" value={value.liquidationPreference} onChange={(e) => onChange({ liquidationPreference: e.target.value })} />
        <div className="col-span-2 sm:col-span-1 lg:col-span-2">
          <DraftSelect id={id('anti')} label="Anti-dilution" error={error('antiDilution')} options={antiDilutionOptions} value={value.antiDilution} onChange={(e) => onChange({ antiDilution: e.target.value as ShareholderDraft['antiDilution'] })} />
        </div>
        {isOption ? (
          <DraftInput id={id('strike')} label="Exercise price ($)" error={error('exercisePrice')} inputMode="decimal" value={value.exercisePrice} onChange={(e) => onChange({ exercisePrice: e.target.value })} />
        ) : null}
        <div className="col-span-2 flex items-end sm:col-span-1">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={!canRemove} aria-label={`Remove shareholder ${index + 1}`}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
