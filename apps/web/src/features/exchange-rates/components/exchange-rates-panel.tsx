import { exchangeRatesText as text } from '@baobab/contracts/exchange-rates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ImportRatesForm } from './import-rates-form';
import { LatestRatesTable } from './latest-rates-table';

/** The admin console's Exchange rates tab: what amounts are converted with, and a rates-file import. */
export function ExchangeRatesPanel() {
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-stone-600">{text.intro}</p>
      <section className="flex flex-col gap-3" aria-labelledby="latest-rates-title">
        <h2 id="latest-rates-title" className="text-lg font-semibold">
          {text.latestTitle}
        </h2>
        <LatestRatesTable />
      </section>
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>{text.importTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <ImportRatesForm />
        </CardContent>
      </Card>
    </div>
  );
}
