import type { PortfolioReturnsView, ReturnsValueSource } from '@baobab/contracts/portfolio-returns';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { useLocale } from '@/lib/i18n/locale';
import { useT, type Translate } from '@/lib/i18n/use-t';
import { FactLine } from '@/components/ui/fact-line';
import { formatMultiple } from './figures';

/** A fund's manual mark is one of its members', not the reader's own. */
const sourceLabel = (t: Translate<'portfolio'>, source: ReturnsValueSource, isFund: boolean) =>
  ({ round: t('Round price'), manual: isFund ? t('Mark') : t('Your mark'), exit: t('Exit'), 'write-off': t('Written off'), cost: t('At cost') })[source];

type Company = PortfolioReturnsView['companies'][number];

function ValueFrom({ company: c, isFund }: { company: Company; isFund: boolean }) {
  const t = useT('portfolio');
  return (
    <>
        <span>
          <FactLine facts={[sourceLabel(t, c.valueSource, isFund), c.valueDate]} />
        </span>
        {/* A manual mark's source is the investor's own words, shown as written. */}
        {c.valueNote ? <span className="block text-xs text-stone-500 [overflow-wrap:anywhere]">{c.valueNote}</span> : null}
    </>
  );
}

/** On a phone, one card per company: the six columns do not fit 390 px, and a sideways scroll hides MOIC. */
function CompanyCards({ companies, money, isFund }: { companies: readonly Company[]; money: (minor: string, currency: string) => string; isFund: boolean }) {
  const t = useT('portfolio');
  return (
    <ul className="flex flex-col divide-y divide-stone-100 sm:hidden">
      {companies.map((c) => (
        <li key={c.startup.id} className="py-3">
          <p dir="auto" className="font-semibold">{c.startup.name}</p>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">{t('Invested')}</dt>
            <dd className="text-end tabular-nums">{money(c.investedMinor, c.currency)}</dd>
            <dt className="text-stone-600">{t('Distributed')}</dt>
            <dd className="text-end tabular-nums">{money(c.distributedMinor, c.currency)}</dd>
            <dt className="text-stone-600">{t('Current value')}</dt>
            <dd className="text-end tabular-nums">{money(c.currentValueMinor, c.currency)}</dd>
            <dt className="text-stone-600">{t('MOIC')}</dt>
            <dd className="text-end font-semibold tabular-nums">{c.moic === null ? '–' : formatMultiple(c.moic)}</dd>
          </dl>
          <p className="mt-1 text-sm text-stone-700">
            <ValueFrom company={c} isFund={isFund} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** One row per company, in its own currency: invested, distributed, current value, MOIC and what the value rests on. */
export function ReturnsTable({ companies, isFund = false }: { companies: PortfolioReturnsView['companies']; isFund?: boolean }) {
  const t = useT('portfolio');
  const locale = useLocale();
  const money = (minor: string, currency: string) => formatMinorAmount(minor, currency, { locale, whole: true });
  return (
    <>
      <CompanyCards companies={companies} money={money} isFund={isFund} />
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[640px] text-start text-sm">
          <caption className="sr-only">{t('Returns by company')}</caption>
          <thead className="border-b border-stone-200 text-stone-600">
            <tr>
              <th scope="col" className="py-2 pe-3 font-medium">{t('Company')}</th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Invested')}</th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Distributed')}</th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Current value')}</th>
              <th scope="col" className="py-2 pe-3 text-end font-medium">{t('MOIC')}</th>
              <th scope="col" className="py-2 font-medium">{t('Value from')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {companies.map((c) => (
              <tr key={c.startup.id}>
                <th dir="auto" scope="row" className="py-2 pe-3 font-semibold">{c.startup.name}</th>
                <td className="py-2 pe-3 text-end tabular-nums">{money(c.investedMinor, c.currency)}</td>
                <td className="py-2 pe-3 text-end tabular-nums">{money(c.distributedMinor, c.currency)}</td>
                <td className="py-2 pe-3 text-end tabular-nums">{money(c.currentValueMinor, c.currency)}</td>
                <td className="py-2 pe-3 text-end tabular-nums">{c.moic === null ? '–' : formatMultiple(c.moic)}</td>
                <td className="py-2 text-stone-700">
                  <ValueFrom company={c} isFund={isFund} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
