import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useTranslateMessage } from '@/lib/i18n/use-t';

type Common = { id: string; label: string; error: string | undefined };

/** A labelled editor input whose help (if any) and contract message (if any) are announced with it, in the reader's language. */
export function DraftInput({ id, label, error, help, ...props }: Common & { help?: string } & ComponentProps<'input'>) {
  const translate = useTranslateMessage();
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...props} />
      {help ? (
        <p id={`${id}-help`} className="text-xs text-stone-600">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

/** `optionLabel` shows an option's text (translated) while its value stays as the contract has it. */
export function DraftSelect({ id, label, error, options, optionLabel = (o) => o, ...props }: Common & { options: readonly string[]; optionLabel?: (option: string) => string } & Omit<ComponentProps<'select'>, 'size'>) {
  const translate = useTranslateMessage();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props}>
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(o)}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native checkbox (tapping the text toggles it), for a term that is on or off. */
export function DraftCheckbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex min-h-10 items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
    </div>
  );
}
