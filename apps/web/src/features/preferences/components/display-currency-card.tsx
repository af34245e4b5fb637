import { useId } from 'react';
import { displayCurrencies, type DisplayCurrency } from '@baobab/contracts/currencies';
import { displayCurrencyNames, moneyDisplayText as text } from '@baobab/contracts/money-display';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast-store';
import { useUpdatePreferences } from '../api/update-preferences';
import { useTranslateMessage } from '@/lib/i18n/use-t';

/** The display-currency chooser on /profile: amounts keep their own currency and are also shown in this one. */
export function DisplayCurrencyCard({ current }: { current: DisplayCurrency | null }) {
  const translate = useTranslateMessage();
  const id = useId();
  const save = useUpdatePreferences();
  const value = current ?? 'USD';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{translate(text.displayCurrencyTitle)}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-currency`}>{translate(text.displayCurrencyLabel)}</Label>
        <Select
          id={`${id}-currency`}
          value={value}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            const displayCurrency = event.target.value as DisplayCurrency;
            save.mutate(
              { displayCurrency },
              {
                onSuccess: () => toast({ title: translate(text.displayCurrencySaved, { currency: displayCurrency }) }),
                onError: (error) => toast({ title: translate(toastMessages.error), description: errorMessage(error), variant: 'destructive' }),
              },
            );
          }}
        >
          {displayCurrencies.map((code) => (
            <option key={code} value={code}>
              {code} ({translate(displayCurrencyNames[code])})
            </option>
          ))}
        </Select>
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {translate(text.displayCurrencyHint)}
        </p>
      </CardContent>
    </Card>
  );
}
