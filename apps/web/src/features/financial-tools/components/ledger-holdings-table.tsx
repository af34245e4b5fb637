import type { LedgerHoldings } from '@baobab/contracts/financial-tools';
import { formatCount, formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

/** Holdings on the chosen date: shares, options vested (and not exercised) of those outstanding, fully diluted share. */
export function LedgerHoldingsTable({ holdings }: { holdings: LedgerHoldings }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  if (holdings.rows.length === 0) return <p className="text-sm text-stone-600">{t('Nobody holds shares or options on {{date}}.', { date: holdings.asOf })}</p>;
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-start text-xs sm:text-sm">
        <caption className="sr-only">{t('Holdings on {{date}}', { date: holdings.asOf })}</caption>
        <thead className="text-xs text-stone-500">
          <tr>
            <th scope="col" className="py-1 pe-3 font-medium">{t('Holder and class')}</th>
            <th scope="col" className="py-1 pe-2 text-end font-medium sm:pe-3">{t('Shares')}</th>
            <th scope="col" className="py-1 pe-2 text-end font-medium sm:pe-3">{t('Options vested / outstanding')}</th>
            <th scope="col" className="py-1 text-end font-medium">{t('Fully diluted')}</th>
          </tr>
        </thead>
        <tbody>
          {holdings.rows.map((r) => (
            <tr key={`${r.holder}\u0000${r.shareClass}`} className="border-t border-stone-100">
              <th scope="row" className="py-1.5 pe-2 font-normal sm:pe-3">
                {r.holder} <span className="block text-xs text-stone-500 sm:inline">{translate(r.shareClass)}</span>
              </th>
              <td className="py-1.5 pe-2 text-end tabular-nums whitespace-nowrap sm:pe-3">{formatCount(r.shares)}</td>
              <td className="py-1.5 pe-2 text-end tabular-nums whitespace-nowrap sm:pe-3" title={t('Vested and not yet exercised, of those not exercised or cancelled')}>
                {formatCount(r.optionsExercisable)} / {formatCount(r.optionsOutstanding)}
              </td>
              <td className="py-1.5 text-end tabular-nums whitespace-nowrap">{formatPercent(r.fullyDilutedPercent / 100, 2)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-stone-300 font-medium">
          <tr>
            <th scope="row" className="py-1.5 pe-3 text-start">{t('Total')}</th>
            <td className="py-1.5 pe-2 text-end tabular-nums whitespace-nowrap sm:pe-3">{formatCount(holdings.totalShares)}</td>
            <td className="py-1.5 pe-2 text-end tabular-nums whitespace-nowrap sm:pe-3">
              {formatCount(holdings.rows.reduce((sum, r) => sum + r.optionsExercisable, 0))} / {formatCount(holdings.totalFullyDiluted - holdings.totalShares)}
            </td>
            <td className="py-1.5 text-end tabular-nums whitespace-nowrap" title={t('{{shares}} shares fully diluted', { shares: formatCount(holdings.totalFullyDiluted) })}>
              {formatPercent(1, 2)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
