import { useState } from 'react';
import type { RoundRoom } from '@baobab/contracts/round-room';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatCount } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useProForma } from '../api/round-rooms';
import { fieldErrors } from './field-errors';
import { formatRaiseAmount } from './money';

/** An ownership percentage to two decimals (four when it would read 0.00). */
function ownership(percent: number, locale: string): string {
  const digits = percent > 0 && percent < 0.01 ? 4 : 2;
  const figure = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(percent);
  return locale === 'fr' ? `${figure}\u00a0%` : `${figure}%`;
}

/**
 * The investor types a cheque and reads what it would own, computed on the server from the cap table's own round
 * (packages/finance, cheque-pro-forma.ts). The answer is announced (a status region); a bad cheque is named under its field.
 */
export function ProFormaForm({ room }: { room: RoundRoom }) {
  const t = useT('fundraising');
  const translate = useTranslateMessage();
  const locale = useLocale();
  const [cheque, setCheque] = useState<string | null>(null);
  const proForma = useProForma(room.id, cheque);
  const { byField, general } = fieldErrors(proForma.error, ['cheque', 'terms']);
  const result = proForma.data;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheque(String(new FormData(event.currentTarget).get('cheque') ?? '').trim());
  }

  return (
    <section aria-labelledby="pro-forma-title" className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id="pro-forma-title" className="text-lg font-semibold">{t('What your cheque would own')}</h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <FormField id="cheque" label={t('Your cheque ({{currency}})', { currency: room.currency })} error={byField.cheque ?? byField.terms}>
            <Input id="cheque" name="cheque" inputMode="decimal" autoComplete="off" aria-invalid={byField.cheque ? true : undefined} aria-describedby={byField.cheque ? 'cheque-error' : undefined} />
          </FormField>
        </div>
        <Button type="submit" variant="outline" disabled={proForma.isFetching}>{t('Show my ownership')}</Button>
      </form>
      {general ? <p role="alert" className="text-sm text-red-700">{translate(general)}</p> : null}
      <div role="status" aria-live="polite" data-testid="pro-forma">
        {result && result.ownershipPercent !== null ? (
          <p className="text-sm text-stone-800">
            {result.shares !== null
              ? t('{{cheque}} buys {{shares}} shares: {{percent}} of the company, fully diluted, after the round.', { cheque: formatRaiseAmount(result.cheque.amount, room.currency), shares: formatCount(result.shares), percent: ownership(result.ownershipPercent, locale) })
              : t('{{cheque}} converts to {{percent}} of the company at the valuation cap, before the next priced round’s new money.', { cheque: formatRaiseAmount(result.cheque.amount, room.currency), percent: ownership(result.ownershipPercent, locale) })}
          </p>
        ) : null}
        {result?.reason ? <p className="text-sm text-stone-700">{translate(result.reason)}</p> : null}
        {result?.isAboveRound ? <p className="text-sm text-ochre-700">{t('This cheque is larger than the whole round as modelled: a larger round would change the price and the figure.')}</p> : null}
      </div>
    </section>
  );
}
