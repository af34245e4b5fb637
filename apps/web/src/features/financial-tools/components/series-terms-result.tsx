import { antiDilutionMethodLabels, participationLabels, roundOrderingTexts, seriesSeniorityLabels } from '@baobab/contracts/financial-tools-cap-table-texts';
import type { CapTableResult } from '@baobab/contracts/financial-tools-cap-table';
import { formatAmount } from '@baobab/contracts/money-display';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { getLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';

type Props = Pick<CapTableResult, 'series' | 'roundOrdering'>;

/** A multiple or a ratio as typed (1.5, not 2), with the reader's decimal mark. */
const decimal = (value: number) => String(value).replace('.', getLocale() === 'fr' ? ',' : '.');

/**
 * The new series as the round applied it (decision 0045): its original issue price and the term
 * sheet's terms the waterfall used, and the sentence saying where the anti-dilution shares sit.
 */
export function SeriesTermsResult({ series, roundOrdering }: Props) {
  const t = useT('financial-tools');
  if (!series) return null;
  const participation = series.participation === 'non-participating' ? participationLabels.none : series.participationCap !== undefined ? participationLabels.capped : participationLabels.full;
  const rows: [string, string][] = [
    [t('Original issue price'), formatAmount(series.originalIssuePrice, 'USD', { fractionDigits: 4, locale: getLocale() })],
    [t('Liquidation preference (x)'), `${decimal(series.liquidationPreference)}x`],
    [t('Participation'), series.participationCap !== undefined ? `${t(participation)} (${decimal(series.participationCap)}x)` : t(participation)],
    [t('Seniority'), t(seriesSeniorityLabels[series.seniority])],
    [t('Conversion ratio'), decimal(series.conversionRatio)],
    [t('Anti-dilution of the new series'), t(antiDilutionMethodLabels[series.antiDilution])],
    [t('Pro-rata rights for the new investors'), series.proRata ? t('Yes') : t('No')],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Terms of {{series}}', { series: series.name })}</CardTitle>
        {roundOrdering ? <CardDescription>{t(roundOrderingTexts[roundOrdering.ordering], { shares: formatCount(roundOrdering.values.shares) })}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4" aria-label={t('Terms of {{series}}', { series: series.name })}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
