import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { antiDilutionFieldLabels, antiDilutionMethodLabels, antiDilutionMethods } from '@baobab/contracts/financial-tools';
import { type CapTableDraft, type PreferredClassDraft, type SafeDraft, emptyClass, emptySafe, emptyShareholder } from './cap-table-draft';
import { DraftInput } from './draft-field';
import { ShareholderFields } from './shareholder-fields';

type Props = { draft: CapTableDraft; errors: Map<string, string>; onChange: (draft: CapTableDraft) => void };

const builtInClasses = ['Common', 'Options'] as const;

function replaceAt<T>(list: T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

/** The editable cap table: holders, preferred classes, SAFEs and the unallocated option pool. */
export function CapTableEditor({ draft, errors, onChange }: Props) {
  const declared = draft.classes.map((c) => c.name.trim()).filter(Boolean);
  const classNames = [...builtInClasses, ...declared];
  const set = (patch: Partial<CapTableDraft>) => onChange({ ...draft, ...patch });
  const listError = errors.get('shares');
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="shareholders-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="shareholders-heading" className="font-semibold">Shareholders</h3>
          <Button type="button" variant="outline" size="sm" onClick={() => set({ shareholders: [...draft.shareholders, emptyShareholder()] })}>
            <Plus aria-hidden="true" /> Add shareholder
          </Button>
        </div>
        {listError ? <p className="text-sm text-red-700">{listError}</p> : null}
        {draft.shareholders.map((s, i) => (
          <ShareholderFields
            key={s.key}
            index={i}
            value={s}
            classNames={classNames.includes(s.shareClass) ? classNames : [...classNames, s.shareClass]}
            errors={errors}
            canRemove={draft.shareholders.length > 1}
            onChange={(patch) => set({ shareholders: replaceAt(draft.shareholders, i, patch) })}
            onRemove={() => set({ shareholders: draft.shareholders.filter((_, k) => k !== i) })}
          />
        ))}
      </section>

      <section aria-labelledby="classes-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 id="classes-heading" className="font-semibold">Preferred share classes</h3>
            <p className="text-xs text-stone-600">Common and Options need no terms; declare each preferred series here, then pick it as a holder's class.</p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => set({ classes: [...draft.classes, emptyClass()] })}>
            <Plus aria-hidden="true" /> Add class
          </Button>
        </div>
        {draft.classes.map((c, i) => (
          <ClassFields key={c.key} index={i} value={c} errors={errors} onChange={(patch) => set({ classes: replaceAt(draft.classes, i, patch) })} onRemove={() => set({ classes: draft.classes.filter((_, k) => k !== i) })} />
        ))}
      </section>

      <section aria-labelledby="safes-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 id="safes-heading" className="font-semibold">SAFEs</h3>
            <p className="text-xs text-stone-600">Post-money SAFEs, shown converted at their valuation cap.</p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => set({ safes: [...draft.safes, emptySafe()] })}>
            <Plus aria-hidden="true" /> Add SAFE
          </Button>
        </div>
        {draft.safes.map((s, i) => (
          <SafeFields key={s.key} index={i} value={s} errors={errors} onChange={(patch) => set({ safes: replaceAt(draft.safes, i, patch) })} onRemove={() => set({ safes: draft.safes.filter((_, k) => k !== i) })} />
        ))}
      </section>

      <div className="max-w-xs">
        <DraftInput id="option-pool" label="Unallocated option pool (shares)" error={errors.get('unallocatedOptionPool')} inputMode="numeric" value={draft.optionPool} onChange={(e) => set({ optionPool: e.target.value })} />
      </div>
    </div>
  );
}

type RowProps<T> = { index: number; value: T; errors: Map<string, string>; onChange: (patch: Partial<T>) => void; onRemove: () => void };

function ClassFields({ index, value, errors, onChange, onRemove }: RowProps<PreferredClassDraft>) {
  const id = (field: string) => `class-${value.key}-${field}`;
  const error = (field: string) => errors.get(`shareClasses.${index}.${field}`);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">Preferred class {index + 1}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
        <DraftInput id={id('name')} label="Class name" error={error('name')} value={value.name} placeholder="Series Seed" onChange={(e) => onChange({ name: e.target.value })} />
        <DraftInput id={id('price')} label="Issue price ($)" error={error('issuePrice')} inputMode="decimal" value={value.issuePrice} onChange={(e) => onChange({ issuePrice: e.target.value })} />
        <DraftInput id={id('pref')} label="Preference (x)" error={error('liquidationPreference')} inputMode="decimal" value={value.liquidationPreference} onChange={(e) => onChange({ liquidationPreference: e.target.value })} />
        <DraftInput id={id('seniority')} label="Seniority" error={error('seniority')} inputMode="numeric" value={value.seniority} onChange={(e) => onChange({ seniority: e.target.value })} />
        <div className="col-span-2 flex min-w-0 flex-col gap-1">
          <Label htmlFor={id('anti-dilution')} className="text-xs">
            {antiDilutionFieldLabels.field}
          </Label>
          <NativeSelect
            id={id('anti-dilution')}
            aria-invalid={error('antiDilution') ? true : undefined}
            aria-describedby={error('antiDilution') ? `${id('anti-dilution')}-error` : undefined}
            value={value.antiDilution}
            onChange={(e) => onChange({ antiDilution: e.target.value as PreferredClassDraft['antiDilution'] })}
          >
            <option value="entries">{antiDilutionFieldLabels.fromEntries}</option>
            {antiDilutionMethods.map((m) => (
              <option key={m} value={m}>
                {antiDilutionMethodLabels[m]}
              </option>
            ))}
          </NativeSelect>
          {error('antiDilution') ? (
            <p id={`${id('anti-dilution')}-error`} className="text-xs text-red-700">
              {error('antiDilution')}
            </p>
          ) : null}
        </div>
        <div className="flex items-end gap-2 pb-2">
          <input id={id('participating')} type="checkbox" className="size-4 accent-brand-700" checked={value.participating} onChange={(e) => onChange({ participating: e.target.checked })} />
          <Label htmlFor={id('participating')} className="text-xs">
            Participating
          </Label>
        </div>
        <div className="flex items-end">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove preferred class ${index + 1}`}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </div>
    </fieldset>
  );
}

function SafeFields({ index, value, errors, onChange, onRemove }: RowProps<SafeDraft>) {
  const id = (field: string) => `safe-${value.key}-${field}`;
  const error = (field: string) => errors.get(`safes.${index}.${field}`);
  return (
    <fieldset className="rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-700">SAFE {index + 1}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <DraftInput id={id('holder')} label="Investor name" error={error('holderName')} value={value.holderName} onChange={(e) => onChange({ holderName: e.target.value })} />
        <DraftInput id={id('investment')} label="Investment ($)" error={error('investment')} inputMode="decimal" value={value.investment} onChange={(e) => onChange({ investment: e.target.value })} />
        <DraftInput id={id('cap')} label="Valuation cap ($)" error={error('valuationCap')} inputMode="decimal" value={value.valuationCap} onChange={(e) => onChange({ valuationCap: e.target.value })} />
        <DraftInput id={id('discount')} label="Discount (%)" error={error('discountPercent')} inputMode="decimal" value={value.discountPercent} onChange={(e) => onChange({ discountPercent: e.target.value })} />
        <div className="flex items-end">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove SAFE ${index + 1}`}>
            <Trash2 aria-hidden="true" /> Remove
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
