import type { ReactNode } from 'react';
import type { CompetitiveAnalysis, Competitor } from '@baobab/contracts/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCount, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage, type Key } from '@/lib/i18n/use-t';
import { useCompetitiveAnalysis } from '../api/analytics';
import { vocabularyLabel } from '@baobab/contracts/enums';

const dash = '—';
const rows: { label: Key<'analytics'>; metric?: CompetitiveAnalysis['ranks'][number]['metric']; show: (c: Competitor) => string }[] = [
  { label: 'Score', metric: 'score', show: (c) => (c.score === null ? dash : String(c.score) + '/100') },
  { label: 'Users', metric: 'tractionUsers', show: (c) => (c.tractionUsers === null ? dash : formatCount(c.tractionUsers)) },
  { label: 'Monthly revenue', metric: 'monthlyRevenueUsd', show: (c) => (c.monthlyRevenueUsd === null ? dash : formatUsd(c.monthlyRevenueUsd)) },
  { label: 'Raising', metric: 'raisingAmountUsd', show: (c) => (c.raisingAmountUsd === null ? dash : formatUsd(c.raisingAmountUsd)) },
  { label: 'Team size', metric: 'teamSize', show: (c) => String(c.teamSize) },
  { label: 'Country', show: (c) => c.country ?? dash },
  { label: 'Founded', show: (c) => (c.foundedYear === null ? dash : String(c.foundedYear)) },
];

/** Competitive Analysis: the chosen startup next to the best-scored startups of its sector and stage. */
export function CompetitiveTab({ startupId, picker }: { startupId: number | null; picker: ReactNode }) {
  const t = useT('analytics');
  const translate = useTranslateMessage();
  const analysis = useCompetitiveAnalysis(startupId);
  const data = analysis.data;
  const group = data ? [data.startup, ...data.peers] : [];
  return (
    <div className="flex flex-col gap-4">
      {picker}
      {analysis.isLoading ? <Spinner /> : null}
      {data ? (
        <Card>
          <CardHeader>
            <CardTitle>
              {t('{{name}}: {{sector}}, {{stage}}', { name: data.startup.name, sector: translate(vocabularyLabel(data.startup.sector)), stage: translate(vocabularyLabel(data.startup.fundingStage)) })}
            </CardTitle>
            <p className="text-sm text-stone-600">{translate(data.peerGroupLabel)}</p>
          </CardHeader>
          <CardContent className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-start text-sm">
              <caption className="sr-only">{t('Side-by-side comparison')}</caption>
              <thead>
                <tr className="border-b border-stone-200">
                  <th scope="col" className="py-2 pe-3 font-medium text-stone-500">
                    {t('Metric')}
                  </th>
                  {group.map((c, i) => (
                    <th key={c.id} scope="col" className={i === 0 ? 'bg-brand-50 px-3 py-2 font-semibold text-brand-900' : 'px-3 py-2 font-semibold'}>
                      <a dir="auto" href={'/startups/' + c.id} className="hover:underline">
                        {c.name}
                      </a>
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-medium text-stone-500">
                    {t('Rank of {{name}}', { name: data.startup.name })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const rank = row.metric ? data.ranks.find((r) => r.metric === row.metric) : undefined;
                  return (
                    <tr key={row.label} className="border-b border-stone-100">
                      <th scope="row" className="py-2 pe-3 font-medium">
                        {t(row.label)}
                      </th>
                      {group.map((c, i) => (
                        <td key={c.id} className={i === 0 ? 'bg-brand-50 px-3 py-2' : 'px-3 py-2'}>
                          {row.show(c)}
                        </td>
                      ))}
                      <td className="px-3 py-2 text-stone-600">{rank ? (rank.rank === null ? t('not stated') : t('{{rank}} of {{of}}', { rank: rank.rank, of: rank.of })) : ''}
</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
