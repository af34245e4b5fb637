import type { ReactNode } from 'react';
import type { RoomTerms } from '@baobab/contracts/round-room';
import { formatPrice } from '@baobab/contracts/money-display';
import { antiDilutionMethodLabels, safeTypeLabels, seriesSeniorityLabels } from '@baobab/contracts/financial-tools-cap-table-texts';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n/locale';
import { type Translate, useT } from '@/lib/i18n/use-t';
import { FactLine } from '@/components/ui/fact-line';
import { formatRaiseAmount } from './money';

/** A percentage as the terms state it (20, 8.5): the reader's language's decimal mark. */
const percent = (value: number, locale: string) => `${new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 2 }).format(value)}${locale === 'fr' ? '\u00a0%' : '%'}`;

function participationOf(terms: Extract<RoomTerms, { kind: 'priced' }>, t: Translate<'fundraising'>): string {
  if (terms.participation === 'non-participating') return t('Non-participating');
  return terms.participationCap === null ? t('Participating') : t('Participating, capped at {{cap}}x', { cap: terms.participationCap });
}

/**
 * The round's terms as an invited investor reads them (decision 0058): the cap table's round without the names it
 * models, every term written out, defaults included, as a definition list a screen reader reads pair by pair.
 */
export function RoomTermsList({ terms, currency }: { terms: RoomTerms; currency: string }) {
  const t = useT('fundraising');
  const locale = useLocale();
  const money = (value: { amount: number } | null) => (value ? formatRaiseAmount(value.amount, currency) : t('None'));
  const yesNo = (value: boolean) => (value ? t('Yes') : t('No'));
  const rows: [string, ReactNode][] =
    terms.kind === 'safe'
      ? [
          [t('Form'), t(safeTypeLabels[terms.safeType])],
          [t('Round size'), money(terms.roundSize)],
          [t('Valuation cap'), money(terms.valuationCap)],
          [t('Discount'), terms.discountPercent === null ? t('None') : percent(terms.discountPercent, locale)],
          [t('Most favoured nation'), yesNo(terms.isMfn)],
          [t('Pro-rata rights'), yesNo(terms.proRata)],
          [t('Dated'), formatDate(terms.date)],
        ]
      : terms.kind === 'note'
        ? [
            [t('Round size'), money(terms.roundSize)],
            [t('Interest'), <FactLine facts={[percent(terms.interestRatePercent, locale), terms.dayCount === '30/360' ? '30/360' : t('Actual/365')]} />],
            [t('Valuation cap'), money(terms.valuationCap)],
            [t('Discount'), terms.discountPercent === null ? t('None') : percent(terms.discountPercent, locale)],
            [t('Pro-rata rights'), yesNo(terms.proRata)],
            [t('Dated'), formatDate(terms.date)],
          ]
        : [
            [t('Series'), terms.seriesName],
            [t('Round size'), money(terms.roundSize)],
            [t('Pre-money valuation'), money(terms.preMoneyValuation)],
            [t('Post-money valuation'), money(terms.postMoneyValuation)],
            [t('Price per share'), terms.pricePerShare === null ? t('Not computed yet') : formatPrice(terms.pricePerShare, currency, { locale })],
            [t('Liquidation preference'), t('{{multiple}}x, {{participation}}', { multiple: terms.liquidationPreference, participation: participationOf(terms, t) })],
            [t('Seniority'), t(seriesSeniorityLabels[terms.seniority])],
            [t('Conversion ratio'), t('{{ratio}} common per preferred share', { ratio: terms.conversionRatio })],
            [t('Anti-dilution'), t(antiDilutionMethodLabels[terms.antiDilution])],
            [t('Option pool after the round'), terms.optionPoolTargetPercent === null ? t('As the cap table has it') : percent(terms.optionPoolTargetPercent, locale)],
            [t('Pro-rata rights'), yesNo(terms.proRata)],
            [t('Closing date'), formatDate(terms.date)],
          ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-medium text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
