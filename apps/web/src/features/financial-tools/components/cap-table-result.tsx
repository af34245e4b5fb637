import { Layers, PieChart, Users } from 'lucide-react';
import type { CapTableResult as Result } from '@baobab/contracts/financial-tools';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatTile } from '@/components/ui/stat-tile';
import { formatCount, formatPercent } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { shareholderTypeLabels } from './cap-table-draft';
import { RoundDetails } from './round-details';
import { SeriesTermsResult } from './series-terms-result';
import { useMoneyWriters } from './use-money-writers';

/** The engine's named exits ('Upside (3x)', packages/finance spec-cap-table.ts scenarioMultiples): the name is translated, the multiple kept. */
const scenarioKinds = ['Downside', 'Flat', 'Upside', 'Home run'] as const;
function scenarioLabel(name: string, t: (kind: (typeof scenarioKinds)[number]) => string): string {
  const kind = scenarioKinds.find((k) => name.startsWith(`${k} (`));
  return kind ? `${t(kind)}${name.slice(kind.length)}` : name;
}

/** Whole percent of vested over total (the spec's Financial Tools screen); a holding with nothing to vest shows 0%. */
const vestedPercent = (v: { total: number; vested: number }) => (v.total > 0 ? Math.round((v.vested / v.total) * 100) : 0);

/** The generated cap table as the spec's Financial Tools screen lists it (three cards, the table, the exit scenarios), with the priced round's adjustments and pro-rata allocations. */
export function CapTableResult({ result }: { result: Result }) {
  const money = useMoneyWriters();
  const t = useT('financial-tools');
  const translate = useTranslateMessage();
  const typeLabel = (type: string) => (type in shareholderTypeLabels ? t(shareholderTypeLabels[type as keyof typeof shareholderTypeLabels]) : type.replace('_', ' '));
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile label={t('Total Shares')} value={formatCount(result.totalShares)} icon={PieChart} />
        <StatTile label={t('Share Classes')} value={String(result.shareClasses.length)} icon={Layers} hint={result.shareClasses.map((text) => translate(text)).join(', ')} />
        <StatTile label={t('Shareholders')} value={String(result.shareholders.length)} icon={Users} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Ownership')}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="text-start text-stone-600">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pe-3 font-medium">{t('Shareholder')}</th>
                <th scope="col" className="py-2 pe-3 font-medium">{t('Type')}</th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Shares')}</th>
                <th scope="col" className="py-2 pe-3 text-end font-medium">{t('Percentage')}</th>
                <th scope="col" className="py-2 font-medium">{t('Vested')}</th>
              </tr>
            </thead>
            <tbody>
              {result.shareholders.map((s, i) => {
                const vested = vestedPercent(s.vesting);
                // The engine's pool row is a label, in the reader's language; every other name is a person's words, as written.
                const name = s.shareholderType === 'option_pool' ? t('Available option pool') : s.shareholderName;
                return (
                  <tr key={`${s.shareholderName}-${s.shareClass}-${i}`} className="border-b border-stone-100 last:border-0">
                    <td className="py-2 pe-3 font-medium">
                      {name}
                      <span className="block text-xs font-normal text-stone-500">{translate(s.shareClass)}</span>
                    </td>
                    <td className="py-2 pe-3 capitalize">{typeLabel(s.shareholderType)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{formatCount(s.shares)}</td>
                    <td className="py-2 pe-3 text-end tabular-nums">{formatPercent(s.percentage / 100, 2)}</td>
                    <td className="py-2">
                      <div className="flex items-center gap-2">
                        <div className="w-24">
                          <Progress value={vested} label={t('{{name}} vested', { name })} />
                        </div>
                        <span className="tabular-nums">{formatPercent(vested / 100)}</span>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </CardContent>
      </Card>
      <RoundDetails roundPrice={result.roundPrice} antiDilutionAdjustments={result.antiDilutionAdjustments} proRata={result.proRata} />
      <SeriesTermsResult series={result.series} roundOrdering={result.roundOrdering} />
      <Card>
        <CardHeader>
          <CardTitle>{t('Exit Scenarios')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {result.scenarios.map((scenario) => (
            <div key={scenario.scenarioName} className="rounded-lg border border-stone-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{scenarioLabel(scenario.scenarioName, t)}</p>
                <p className="text-sm text-stone-600">{money.amount(scenario.exitValue)}</p>
              </div>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {scenario.distribution.slice(0, 4).map((d) => (
                  <li key={d.shareholder} className="flex justify-between gap-2">
                    <span className="truncate">{d.shareholder}</span>
                    <span className="tabular-nums">{money.amount(d.payout)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
