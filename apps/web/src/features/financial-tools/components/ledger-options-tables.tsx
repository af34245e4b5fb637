import type { LedgerHoldings } from '@baobab/contracts/financial-tools';
import { formatCount } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

const num = 'py-1.5 pe-2 text-end tabular-nums whitespace-nowrap sm:pe-3';
const head = 'py-1 pe-2 text-end font-medium sm:pe-3';

/**
 * Options on the chosen date, from the same holdings: each holder's grants (granted, vested that day, exercised,
 * outstanding), and each equity incentive plan's pool: what is left first (on a phone the table scrolls sideways and this
 * stays in view), then what it reserves, what its grants took, what was exercised, what came back and what is outstanding.
 */
export function LedgerOptionsTables({ holdings }: { holdings: LedgerHoldings }) {
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const optionRows = holdings.rows.filter((r) => r.optionsGranted > 0);
  return (
    <>
      {optionRows.length > 0 ? (
        <div className="relative overflow-x-auto">
          <table className="w-full text-start text-xs sm:text-sm">
            <caption className="py-1 text-start font-semibold text-stone-800">{t('Options by holder on {{date}}', { date: holdings.asOf })}</caption>
            <thead className="text-xs text-stone-500">
              <tr>
                <th scope="col" className="py-1 pe-3 font-medium">{t('Holder and class')}</th>
                <th scope="col" className={head}>{t('Granted')}</th>
                <th scope="col" className={head}>{t('Vested')}</th>
                <th scope="col" className={head}>{t('Exercised')}</th>
                <th scope="col" className="py-1 text-end font-medium">{t('Outstanding')}</th>
              </tr>
            </thead>
            <tbody>
              {optionRows.map((r) => (
                <tr key={`${r.holder}\u0000${r.shareClass}`} className="border-t border-stone-100">
                  <th scope="row" className="py-1.5 pe-2 font-normal sm:pe-3">
                    {r.holder} <span className="block text-xs text-stone-500 sm:inline">{translate(r.shareClass)}</span>
                  </th>
                  <td className={num}>{formatCount(r.optionsGranted)}</td>
                  <td className={num}>{formatCount(r.optionsVested)}</td>
                  <td className={num}>{formatCount(r.optionsExercised)}</td>
                  <td className="py-1.5 text-end tabular-nums whitespace-nowrap">{formatCount(r.optionsOutstanding)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {holdings.plans.length > 0 ? (
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[36rem] text-start text-xs sm:text-sm">
            <caption className="py-1 text-start font-semibold text-stone-800">{t('Option pools on {{date}}', { date: holdings.asOf })}</caption>
            <thead className="text-xs text-stone-500">
              <tr>
                <th scope="col" className="py-1 pe-3 font-medium">{t('Plan')}</th>
                <th scope="col" className={head}>{t('Remaining')}</th>
                <th scope="col" className={head}>{t('Reserved')}</th>
                <th scope="col" className={head}>{t('Granted')}</th>
                <th scope="col" className={head}>{t('Exercised')}</th>
                <th scope="col" className={head} title={t('Cancelled before exercise: back in the pool')}>{t('Returned')}</th>
                <th scope="col" className="py-1 text-end font-medium">{t('Outstanding')}</th>
              </tr>
            </thead>
            <tbody>
              {holdings.plans.map((p) => (
                <tr key={p.planId} className="border-t border-stone-100">
                  <th scope="row" className="py-1.5 pe-2 font-normal sm:pe-3">
                    {p.planName} <span className="block text-xs text-stone-500">{p.boardApprovalDate ? t('{{shareClass}}, board approval {{date}}', { shareClass: translate(p.shareClass), date: p.boardApprovalDate }) : translate(p.shareClass)}</span>
                  </th>
                  <td className={`${num} font-medium`}>{formatCount(p.remaining)}</td>
                  <td className={num}>{formatCount(p.size)}</td>
                  <td className={num}>{formatCount(p.granted)}</td>
                  <td className={num}>{formatCount(p.exercised)}</td>
                  <td className={num}>{formatCount(p.returned)}</td>
                  <td className="py-1.5 text-end tabular-nums whitespace-nowrap">{formatCount(p.outstanding)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
