import { exchangeRatesText as text } from '@baobab/contracts/exchange-rates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ImportRatesForm } from './import-rates-form';
import { LatestRatesTable } from './latest-rates-table';
import { useTranslateMessage } from '@/lib/i18n/use-t';

/** The admin console's Exchange rates tab: what amounts are converted with, and a rates-file import. */
export function ExchangeRatesPanel() {
  const translate = useTranslateMessage();
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-stone-600">{translate(text.intro)}</p>
      <section className="flex flex-col gap-3" aria-labelledby="latest-rates-title">
        <h2 id="latest-rates-title" className="text-lg font-semibold">
          {translate(text.latestTitle)}
        </h2>
        <LatestRatesTable />
      </section>
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>{translate(text.importTitle)}</CardTitle>
        </CardHeader>
        <CardContent>
          <ImportRatesForm />
        </CardContent>
      </Card>
    </div>
  );
}
