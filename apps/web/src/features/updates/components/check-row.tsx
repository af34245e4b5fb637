import { Checkbox } from 'radix-ui';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One labelled checkbox in a bordered row (tapping the text toggles it), as the shared CheckboxGroup draws its boxes. */
export function CheckRow({ checked, onChange, children, hint }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; hint?: ReactNode }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex min-h-10 cursor-pointer items-start gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
    >
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded border border-stone-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator>
          <Check className="size-3 text-white" aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <span className="flex min-w-0 flex-col">
        <span className="break-words">{children}</span>
        {hint ? <span className="text-xs text-stone-500">{hint}</span> : null}
      </span>
    </label>
  );
}
