import { Layers, PieChart, Users } from 'lucide-react';
import type { CapTableResult as Result } from '@baobab/contracts/financial-tools';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatTile } from '@/components/ui/stat-tile';
import { formatUsd } from '@/lib/format';
import { RoundDetails } from './round-details';

const shares = new Intl.NumberFormat('en-US');

/** Whole percent of vested over total (the spec's Financial Tools screen); a holding with nothing to vest shows 0%. */
const vestedPercent = (v: { total: number; vested: number }) => (v.total > 0 ? Math.round((v.vested / v.total) * 100) : 0);

/** The generated cap table as the spec's Financial Tools screen lists it (three cards, the table, the exit scenarios), with the priced round's adjustments and pro-rata allocations. */
export function CapTableResult({ result }: { result: Result }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile label="Total Shares" value={shares.format(result.totalShares)} icon={PieChart} />
        <StatTile label="Share Classes" value={String(result.shareClasses.length)} icon={Layers} hint={result.shareClasses.join(', ')} />
        <StatTile label="Shareholders" value={String(result.shareholders.length)} icon={Users} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Ownership</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <table className="w-full min-w-[560px] text-sm">
            <thead className="text-left text-stone-600">
              <tr className="border-b border-stone-200">
                <th scope="col" className="py-2 pr-3 font-medium">Shareholder</th>
                <th scope="col" className="py-2 pr-3 font-medium">Type</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Shares</th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">Percentage</th>
                <th scope="col" className="py-2 font-medium">Vested</th>
              </tr>
            </thead>
            <tbody>
              {result.shareholders.map((s, i) => {
                const vested = vestedPercent(s.vesting);
                return (
                  <tr key={`${s.shareholderName}-${s.shareClass}-${i}`} className="border-b border-stone-100 last:border-0">
                    <td className="py-2 pr-3 font-medium">
                      {s.shareholderName}
                      <span className="block text-xs font-normal text-stone-500">{s.shareClass}</span>
                    </td>
                    <td className="py-2 pr-3 capitalize">{s.shareholderType.replace('_', ' ')}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{shares.format(s.shares)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{s.percentage.toFixed(2)}%</td>
                    <td className="py-2">
                      <div className="flex items-center gap-2">
                        <div className="w-24">
                          <Progress value={vested} label={`${s.shareholderName} vested`} />
                        </div>
                        <span className="tabular-nums">{vested}%</span>
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
      <Card>
        <CardHeader>
          <CardTitle>Exit Scenarios</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 sm:grid-cols-2">
          {result.scenarios.map((scenario) => (
            <div key={scenario.scenarioName} className="rounded-lg border border-stone-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium">{scenario.scenarioName}</p>
                <p className="text-sm text-stone-600">{formatUsd(scenario.exitValue)}</p>
              </div>
              <ul className="mt-2 flex flex-col gap-1 text-sm">
                {scenario.distribution.slice(0, 4).map((d) => (
                  <li key={d.shareholder} className="flex justify-between gap-2">
                    <span className="truncate">{d.shareholder}</span>
                    <span className="tabular-nums">{formatUsd(d.payout)}</span>
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
