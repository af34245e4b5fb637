import type { ReactNode } from 'react';
import { useTranslateMessage } from '@/lib/i18n/use-t';
import { Label } from './label';

/** A labelled control with its validation message announced to assistive technology. */
export function FormField({ id, label, error, children, hint }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  // Validation messages arrive in English from the contracts' schemas; shown in the reader's language.
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-stone-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}
