import { antiDilutionMethodLabels } from '@baobab/contracts/financial-tools-cap-table-texts';
import type { CapTableResult } from '@baobab/contracts/financial-tools-cap-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useMoneyWriters } from './use-money-writers';
import { currencyExponents } from '@baobab/contracts/currencies';


type Props = Pick<CapTableResult, 'roundPrice' | 'antiDilutionAdjustments' | 'proRata'>;

/**
 * What the priced round did: its price per share and share counts, each protected class's conversion price
 * before and after a down round (the extra common shares it now converts into), and each named
 * holder's pro-rata allocation. Laid out as labelled rows, so a phone shows every figure
 * without sideways scrolling.
 */
export function RoundDetails({ roundPrice, antiDilutionAdjustments, proRata }: Props) {
  const t = useT('financial-tools');
  if (!roundPrice && !antiDilutionAdjustments && !proRata) return null;
  // In the company's currency: prices to 0.0001, as financing documents state them (decision 0006), never
  // rounded to the currency's minor unit; a pro-rata amount to the minor unit, since it buys exactly its shares.
  const money = useMoneyWriters();
  const price = { format: money.price };
  const amount = { format: (value: number) => money.amount(value, currencyExponents[money.currency]) };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {roundPrice ? (
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('Priced round')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4" aria-label={t('Priced round')}>
              <div>
                <dt className="text-stone-600">{t('Price per share')}</dt>
                <dd className="font-medium tabular-nums">{price.format(roundPrice.pricePerShare)}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t('Pre-money shares')}</dt>
                <dd className="tabular-nums">{formatCount(roundPrice.preMoneyShares)}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t('New-money shares')}</dt>
                <dd className="tabular-nums">{formatCount(roundPrice.newMoneyShares)}</dd>
              </div>
              <div>
                <dt className="text-stone-600">{t('Option pool increase')}</dt>
                <dd className="tabular-nums">{formatCount(roundPrice.poolIncreaseShares)}</dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t('Anti-dilution adjustments')}</CardTitle>
          <CardDescription>{t('Protected preferred classes whose conversion price the round lowered.')}</CardDescription>
        </CardHeader>
        <CardContent>
          {antiDilutionAdjustments && antiDilutionAdjustments.length > 0 ? (
            <ul className="flex flex-col gap-3" aria-label={t('Anti-dilution adjustments')}>
              {antiDilutionAdjustments.map((a) => (
                <li key={a.shareClass} className="rounded-lg border border-stone-200 p-3">
                  <p className="font-medium" dir="auto">{a.shareClass}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-stone-600">{t('Formula')}</dt>
                    <dd>{t(antiDilutionMethodLabels[a.method])}</dd>
                    <dt className="text-stone-600">{t('Conversion price before')}</dt>
                    <dd className="tabular-nums">{price.format(a.conversionPriceBefore)}</dd>
                    <dt className="text-stone-600">{t('Conversion price after')}</dt>
                    <dd className="tabular-nums">{price.format(a.conversionPriceAfter)}</dd>
                    <dt className="text-stone-600">{t('Extra common shares')}</dt>
                    <dd className="tabular-nums">
                      {formatCount(a.asConvertedSharesAfter - a.asConvertedSharesBefore)}
                      <span className="block text-xs text-stone-500">
                        {t('{{before}} → {{after}} as converted', { before: formatCount(a.asConvertedSharesBefore), after: formatCount(a.asConvertedSharesAfter) })}
                      </span>
                    </dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">{t("No class was adjusted: the round is not below any protected class's conversion price.")}</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('Pro-rata allocations')}</CardTitle>
          <CardDescription>{t('New shares each holder may buy to keep their fully diluted percentage.')}</CardDescription>
        </CardHeader>
        <CardContent>
          {proRata && proRata.length > 0 ? (
            <ul className="flex flex-col gap-3" aria-label={t('Pro-rata allocations')}>
              {proRata.map((p) => (
                <li key={p.shareholder} className="rounded-lg border border-stone-200 p-3">
                  <p className="font-medium">{p.shareholder}</p>
                  <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                    <dt className="text-stone-600">{t('Shares before the new money')}</dt>
                    <dd className="tabular-nums">{formatCount(p.sharesBefore)}</dd>
                    <dt className="text-stone-600">{t('Pro-rata shares')}</dt>
                    <dd className="tabular-nums">{formatCount(p.shares)}</dd>
                    <dt className="text-stone-600">{t('Amount')}</dt>
                    <dd className="tabular-nums">{amount.format(p.amount)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">{t('No pro-rata rights ticked in the round.')}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
