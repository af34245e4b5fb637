import { useId, useState } from 'react';
import { analyticsCountries } from '@baobab/contracts/analytics';
import { allSectors, sectorLabels, vocabularyLabel } from '@baobab/contracts/enums';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatNumber } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useMarketAnalysis } from '../api/get-market-analysis';
import { BulletList, ScoreBar } from './score-bar';

/** The spec's tab opens on 'Fintech' / 'Nigeria' (its URL spelling); the server accepts any spelling, and the label is the vocabulary's. */
const sectors = allSectors.map((s) => ({ value: s === 'FinTech' ? 'Fintech' : s, label: sectorLabels[s] }));

export function MarketAnalysisTab() {
  const t = useT('insights');
  const translate = useTranslateMessage();
  const ids = { sector: useId(), country: useId() };
  const [sector, setSector] = useState('Fintech');
  const [country, setCountry] = useState('Nigeria');
  const market = useMarketAnalysis(sector, country);
  const data = market.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={ids.sector} label={t('Sector')}>
          <Select id={ids.sector} value={sector} onChange={(e) => setSector(e.target.value)}>
            {sectors.map((s) => (
              <option key={s.value} value={s.value}>
                {translate(s.label)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id={ids.country} label={t('Country')}>
          <Select id={ids.country} value={country} onChange={(e) => setCountry(e.target.value)}>
            {analyticsCountries.map((c) => (
              <option key={c.name} value={c.name}>
                {t(c.name)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {market.isLoading ? <Spinner /> : null}
      {market.isError ? <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">{t('The market analysis could not be loaded.')}</p> : null}
      {data ? (
        <Card>
          <CardContent inset="alone" className="flex flex-col gap-5">
            <h2 className="text-lg font-semibold">
              {t('{{sector}} in {{country}}', { sector: translate(vocabularyLabel(data.sector)), country: translate(data.country) })}
            </h2>
            <div className="grid gap-3 md:grid-cols-3">
              <ScoreBar label={t('Trend score')} score={data.trendScore} />
              <ScoreBar label={t('Growth potential')} score={data.growthPotential} />
              <ScoreBar label={t('Competition')} score={data.competitiveIntensity} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <BulletList title={t('Key trends')} items={data.keyTrends.map((line) => translate(line))} />
              <BulletList title={t('Opportunities')} items={data.opportunities.map((line) => translate(line))} />
            </div>
            <dl className="grid gap-3 text-sm md:grid-cols-2">
              <div>
                <dt className="font-semibold">{t('Market size')}</dt>
                <dd className="text-stone-700">{translate(data.marketSize)}</dd>
              </div>
              <div>
                <dt className="font-semibold">{t('Timeframe')}</dt>
                <dd className="text-stone-700">{translate(data.timeframe)}</dd>
              </div>
            </dl>
            <EvidenceDetails summary={t('Figures and weights behind these scores')}>
              <p className="text-xs">
                {t(
                  'Growth potential = {{demand}} × investor demand + {{trend}} × trend + {{capital}} × capital coverage. Competition = {{density}} × density + {{crowding}} × startups per investor.',
                  {
                    demand: data.weights.growthPotential.demand,
                    trend: data.weights.growthPotential.trend,
                    capital: data.weights.growthPotential.capital,
                    density: data.weights.competitiveIntensity.density,
                    crowding: data.weights.competitiveIntensity.crowding,
                  },
                )}
              </p>
              <ul className="flex flex-col gap-1 text-xs">
                {data.evidence.map((e) => (
                  <li key={e.metric}>
                    <span className="font-mono">{e.metric}</span> = {formatNumber(e.value)}: {translate(e.detail)}

                  </li>
                ))}
              </ul>
            </EvidenceDetails>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

