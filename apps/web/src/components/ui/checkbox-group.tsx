import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { useTranslateMessage } from '@/lib/i18n/use-t';

/**
 * A set of checkboxes inside a labelled fieldset, for "select at least one" lists.
 * Each box is a Radix checkbox with its own label, so tapping the text toggles it.
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  labels,
  value,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: readonly string[];
  /** English labels by value (a vocabulary's label map); the value itself when left out. */
  labels?: Readonly<Record<string, string>>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  // Options are enumeration values (sectors, stages...) and the error a contract message: both shown in the language of the reader.
  const translate = useTranslateMessage();
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option) => {
          const boxId = `${id}-${option.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
          return (
            <label key={option} htmlFor={boxId} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50">
              <Checkbox.Root
                id={boxId}
                checked={value.includes(option)}
                onCheckedChange={(checked) => toggle(option, checked === true)}
                className="flex size-4 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
              >
                <Checkbox.Indicator>
                  <Check className="size-3 text-white" aria-hidden="true" />
                </Checkbox.Indicator>
              </Checkbox.Root>
              {translate(labels?.[option] ?? option)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
