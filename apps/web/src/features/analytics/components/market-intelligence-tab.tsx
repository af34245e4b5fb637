import { Activity, Banknote, Layers, Rocket } from 'lucide-react';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCompact, formatCount, formatNumber } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMarketIntelligence } from '../api/analytics';
import { BarChart } from './bar-chart';
import { vocabularyLabel } from '@baobab/contracts/enums';

const sentimentVariant = { Positive: 'default', Neutral: 'secondary', Negative: 'destructive' } as const;


export function MarketIntelligenceTab() {
  const t = useT('analytics');
  const translate = useTranslateMessage();
  const intel = useMarketIntelligence();
  if (intel.isLoading) return <Spinner />;
  if (!intel.data) return <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">{t('Market intelligence could not be loaded.')}</p>;
  const { overview, insights, trends, predictions, evidence } = intel.data;
  const tiles = [
    { label: t('Total startups'), value: formatCount(overview.totalStartups), Icon: Rocket },
    { label: t('Total funding recorded'), value: t('${{amount}}', { amount: formatCompact(overview.totalFunding) }), Icon: Banknote },
    { label: t('Funding sought'), value: t('${{amount}}', { amount: formatCompact(overview.fundingSought) }), Icon: Activity },
    { label: t('Active sectors'), value: String(overview.activeSectors), Icon: Layers },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map(({ label, value, Icon }) => (
          <Card key={label} className="flex items-center gap-3 p-4">
            <Icon className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0">
              <p className="truncate text-xl font-bold">{value}</p>
              <p className="text-xs text-stone-600">{label}</p>
            </div>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader layout="rowCentered">
          <CardTitle>{t('Market sentiment')}</CardTitle>
          <Badge variant={sentimentVariant[insights.marketSentiment]}>{t(insights.marketSentiment)}</Badge>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-stone-700">{translate(insights.sentimentReason)}</p>
        </CardContent>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('Growing sectors')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {trends.growingSectors.length === 0 ? <p className="text-sm text-stone-500">{t('No sector grew in the last 12 months.')}</p> : null}
            {trends.growingSectors.length ? (
              <BarChart label={t('Startups in each growing sector')} valueLabel={t('Startups')} data={trends.growingSectors.map((s) => ({ name: translate(vocabularyLabel(s.sector)), value: s.startups }))} />
            ) : null}
            <ul className="flex flex-col gap-1 text-sm">
              {trends.growingSectors.map((s) => (
                <li key={s.sector} className="flex justify-between gap-2">
                  <span>{translate(vocabularyLabel(s.sector))}</span>
                  <span className="text-stone-600">
                    {t('{{startups}} startups, {{growth}}% year on year', { startups: s.startups, growth: (s.growth > 0 ? '+' : '') + formatNumber(s.growth) })}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('Predictions')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 text-sm">
            <p>
              <span className="font-semibold">{t('Next hot sectors: ')}</span>
              {predictions.nextHotSectors.map((text) => translate(text)).join(', ') || t('None yet')}
            </p>
            <p>
              <span className="font-semibold">{t('Funding forecast: ')}</span>
              {translate(predictions.fundingForecast)}
            </p>
            <ul className="list-disc ps-5 text-stone-700">
              {predictions.recommendations.map((r) => (
                <li key={r}>{translate(r)}</li>
              ))}
            </ul>
            <EvidenceDetails summary={t('Figures behind these predictions')}>
              <ul className="flex flex-col gap-1 text-xs">
                {evidence.map((e) => (
                  <li key={e.metric}>
                    <span className="font-mono">{e.metric}</span> = {formatNumber(e.value)}: {translate(e.detail)}

                  </li>
                ))}
              </ul>
            </EvidenceDetails>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
