import { useId, useState } from 'react';
import { analyticsCountries, defaultEcosystemCountry } from '@baobab/contracts/analytics';
import { EvidenceDetails } from '@/components/shared/evidence-details';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { formatCount, formatPercent, formatNumber } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { useCountryActivity, useEcosystem } from '../api/analytics';
import { CountryTileMap } from './country-tile-map';
import { BarChart } from './bar-chart';


function TrendList({ title, items }: { title: string; items: string[] }) {
  const t = useT('analytics');
  const translate = useTranslateMessage();
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 list-disc ps-5 text-sm text-stone-700">
        {items.length ? items.map((i) => <li key={i}>{translate(i)}</li>) : <li className="list-none text-stone-500">{t('None found.')}</li>}
      </ul>
    </div>
  );
}

export function EcosystemTab() {
  const t = useT('analytics');
  const translate = useTranslateMessage();
  const selectId = useId();
  const [country, setCountry] = useState<string>(defaultEcosystemCountry);
  const eco = useEcosystem(country);
  const activity = useCountryActivity();
  const data = eco.data;
  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <Card className="self-start lg:col-span-2">
        <CardContent inset="alone" className="flex flex-col gap-4">
          <FormField id={selectId} label={t('Country')}>
            <Select id={selectId} value={country} onChange={(e) => setCountry(e.target.value)}>
              {analyticsCountries.map((c) => (
                <option key={c.name} value={c.name}>
                  {t(c.name)}
                </option>
              ))}
            </Select>
          </FormField>
          {activity.data ? <CountryTileMap activity={activity.data} selected={country} onSelect={setCountry} /> : <Spinner />}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4 lg:col-span-3">
        {eco.isLoading ? <Spinner /> : null}
        {data ? (
          <>
            <div className="grid grid-cols-3 gap-3">
              {[
                [t('Startups'), formatCount(data.totalStartups)],
                [t('Investors'), formatCount(data.totalInvestors)],
                [t('Network density'), formatPercent(data.networkDensity, 1)],
              ].map(([label, value]) => (
                <Card key={label} className="p-4">
                  <p className="text-xl font-bold">{value}</p>
                  <p className="text-xs text-stone-600">{label}</p>
                </Card>
              ))}
            </div>
            <Card>
              <CardHeader>
                <CardTitle>{t('Sectors in {{country}}', { country: translate(data.country) })}</CardTitle>
              </CardHeader>
              <CardContent>
                {data.sectors.length ? (
                  <BarChart
                    label={t('Startups per sector in {{country}}', { country: translate(data.country) })}
                    valueLabel={t('Startups')}
                    data={data.sectors.map((s) => ({ name: translate(s.name), value: s.count }))}
                  />
                ) : (
                  <p className="text-sm text-stone-500">{t('No startups listed here yet.')}</p>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardContent inset="alone" className="grid gap-4 md:grid-cols-3">
                <TrendList title={t('Growing sectors')} items={data.trends.growingSectors} />
                <TrendList title={t('Challenges')} items={data.trends.challenges} />
                <TrendList title={t('Opportunities')} items={data.trends.opportunities} />
              </CardContent>
              <CardContent>
                <EvidenceDetails summary={t('How these figures were counted')}>
                  <ul className="flex flex-col gap-1 text-xs">
                    {data.evidence.map((e) => (
                      <li key={e.metric}>
                        <span className="font-mono">{e.metric}</span> = {formatNumber(e.value)}: {translate(e.detail)}
                      </li>
                    ))}
                  </ul>
                  <p className="text-xs">
                    {t("Network density = startup–investor pairs linked by a deal in an investor's pipeline or a recorded investment ÷ all possible pairs (startups × investors).")}
                  </p>

                </EvidenceDetails>
              </CardContent>
            </Card>
          </>
        ) : null}
      </div>
    </div>
  );
}
