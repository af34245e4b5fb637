import { exchangeRatesText as text } from '@baobab/contracts/exchange-rates';
import { formatRateDate } from '@baobab/contracts/money-display';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useLatestRates } from '../api/exchange-rates';
import { useTranslateMessage } from '@/lib/i18n/use-t';

/** The latest rate of each currency with its date and source. A list on phones, a table from md. */
export function LatestRatesTable() {
  const translate = useTranslateMessage();
  const rates = useLatestRates();
  if (rates.isPending) return <Spinner />;
  if (rates.isError) return <p role="alert" className="text-red-700">{errorMessage(rates.error)}</p>;
  if (rates.data.rates.length === 0) return <p className="rounded-lg border border-dashed border-stone-300 bg-white p-4 text-stone-600">{translate(text.noRates)}</p>;
  return (
    <Card className="overflow-hidden">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{translate(text.latestTitle)}</caption>
        <thead className="hidden bg-stone-50 text-xs uppercase tracking-wide text-stone-500 md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">{translate(text.currency)}</th>
            <th scope="col" className="px-4 py-2 text-end font-medium">{translate(text.perUsd)}</th>
            <th scope="col" className="px-4 py-2 font-medium">{translate(text.date)}</th>
            <th scope="col" className="px-4 py-2 font-medium">{translate(text.source)}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rates.data.rates.map((rate) => (
            <tr key={rate.currency} className="grid grid-cols-[4rem_1fr] gap-x-3 px-4 py-3 md:table-row md:p-0">
              <th scope="row" className="row-span-2 font-mono font-semibold md:px-4 md:py-2">{rate.currency}</th>
              <td className="tabular-nums md:px-4 md:py-2 md:text-end">
                <span className="md:hidden">{translate(text.perUsd)}: </span>
                {rate.perUsd}
              </td>
              <td className="text-stone-600 md:px-4 md:py-2">
                <span className="md:hidden">{translate(text.date)}: </span>
                {formatRateDate(rate.rateDate)}
              </td>
              <td className="col-start-2 text-stone-600 md:px-4 md:py-2">{rate.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
