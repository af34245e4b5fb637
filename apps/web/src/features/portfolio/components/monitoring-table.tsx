import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { monitoringMessages } from '@baobab/contracts/portfolio-monitoring-texts';
import type { MonitoredCompany } from '@baobab/contracts/portfolio-monitoring';
import { formatFigureValue } from '@baobab/contracts/updates-texts';
import { FactLine } from '@/components/ui/fact-line';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatDate } from '@/lib/format';
import { useT, type Translate } from '@/lib/i18n/use-t';
import { formatDecimal } from './figures';

type SortKey = 'runway' | 'growth' | 'lastUpdate';
type Sort = { key: SortKey; direction: 'asc' | 'desc' };

const sortValue: Record<SortKey, (c: MonitoredCompany) => number | null> = {
  runway: (c) => c.runwayMonths,
  growth: (c) => c.growthPercent,
  lastUpdate: (c) => (c.latestUpdate ? Date.parse(c.latestUpdate.sentAt) : null),
};

/** Sorted by the chosen column; companies that did not report it stay last in both directions. */
export function sortCompanies(companies: MonitoredCompany[], sort: Sort): MonitoredCompany[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...companies].sort((a, b) => {
    const x = sortValue[sort.key](a);
    const y = sortValue[sort.key](b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return (x - y) * sign;
  });
}

function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: SortKey; sort: Sort; onSort: (sort: Sort) => void }) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className="px-3 py-2 text-start font-medium">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        onClick={() => onSort({ key: sortKey, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
      >
        {label} <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

const growthText = (t: Translate<'portfolio'>, growth: number | null) =>
  growth === null ? t(monitoringMessages.notReported) : t('{{growth}}%', { growth: (growth > 0 ? '+' : '') + formatDecimal(growth, 1) });

/** Every held company with what its latest update reported, sortable by runway, growth and update date. */
export function MonitoringTable({ companies }: { companies: MonitoredCompany[] }) {
  const t = useT('portfolio');
  const [sort, setSort] = useState<Sort>({ key: 'runway', direction: 'asc' });
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{t('Portfolio companies by their latest update')}</caption>
        <thead className="bg-stone-50 text-stone-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('Company')}
            </th>
            <SortHeader label={t('Runway')} sortKey="runway" sort={sort} onSort={setSort} />
            <SortHeader label={t('Growth (MoM)')} sortKey="growth" sort={sort} onSort={setSort} />
            <SortHeader label={t('Last update')} sortKey="lastUpdate" sort={sort} onSort={setSort} />
            <th scope="col" className="hidden px-3 py-2 text-start font-medium lg:table-cell">
              {t('Latest figures')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {sortCompanies(companies, sort).map((c) => (
            <tr key={c.startup.id}>
              <th scope="row" className="px-3 py-2 text-start font-medium">
                <Link href={'/portfolio/company/' + c.startup.id} className="flex items-center gap-2 hover:underline">
                  <StartupLogo name={c.startup.name} logoUrl={c.startup.logoUrl} size="sm" />
                  <span dir="auto" className="truncate">{c.startup.name}</span>
                </Link>
              </th>
              <td className={'px-3 py-2 ' + (c.alerts.some((a) => a.kind === 'runway') ? 'font-semibold text-red-700' : '')}>
                {c.runwayMonths === null ? t(monitoringMessages.notReported) : t('{{months}} months', { months: formatDecimal(c.runwayMonths, 1) })}
              </td>
              <td className="px-3 py-2">{growthText(t, c.growthPercent)}</td>
              <td className={'px-3 py-2 ' + (c.alerts.some((a) => a.kind === 'no_update') ? 'font-semibold text-red-700' : '')}>
                {c.latestUpdate ? formatDate(c.latestUpdate.sentAt) : t(monitoringMessages.noUpdateYet)}

              </td>
              <td className="hidden px-3 py-2 text-stone-600 lg:table-cell">
                {c.figures.length === 0 ? '—' : <FactLine facts={c.figures.slice(0, 4).map((f) => f.name + ' ' + formatFigureValue(f, f.value))} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
