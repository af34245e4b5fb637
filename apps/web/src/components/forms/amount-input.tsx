import { useEffect, useId, useState } from 'react';
import { formatMinorAmount, moneyDisplayText } from '@baobab/contracts/money-display';
import { readMoneyText, type MoneyTextContext } from '@baobab/contracts/money-reader';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useLocale } from '@/lib/i18n/locale';
import { useTranslateMessage } from '@/lib/i18n/use-t';
import { englishRemembered } from '@/lib/i18n/english-remembered';

type Props = {
  id?: string;
  label: string;
  /** The committed text (a URL parameter, a form value). */
  value: string;
  /** Called with the text once the reader reads it, or with '' when emptied; never with a text it refuses. */
  onCommit: (text: string) => void;
  /** The field's currency, fixed or not, its sign and country (money-reader.ts). */
  context?: MoneyTextContext;
};

/**
 * The one amount field: the person types as they write ('18 000 000', '1,5 M€', 'XOF 500 000 000'); the
 * one reader (contracts/money-reader.ts, the server's own) says live what it understood ('Read as €1,500,000')
 * or why it cannot read it, in the reader's language, and only a text it reads is passed on.
 */
export function AmountInput({ id, label, value, onCommit, context = {} }: Props) {
  const translate = useTranslateMessage();
  const locale = useLocale();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const reading = text.trim() === '' ? null : readMoneyText(text, context);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') onCommit('');
    else if (readMoneyText(next, context).ok) onCommit(next.trim());
  };
  const note = reading === null ? null : reading.ok
    ? translate(moneyDisplayText.readAs, { amount: formatMinorAmount(String(reading.amountMinor), reading.currency, { locale }) })
    : translate(englishRemembered(reading.message));
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} inputMode="decimal" autoComplete="off" value={text} aria-invalid={reading !== null && !reading.ok} aria-describedby={note ? `${inputId}-note` : undefined} onChange={(e) => change(e.target.value)} />
      {note ? (
        <p id={`${inputId}-note`} role={reading?.ok ? undefined : 'alert'} className={`break-words text-xs ${reading?.ok ? 'text-stone-600' : 'text-red-700'}`}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
