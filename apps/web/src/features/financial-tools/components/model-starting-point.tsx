import type { StartingPointItem, StartingSetting } from '@baobab/contracts/financial-tools-model';
import { formatMinorAmount } from '@baobab/contracts/money-display';
import { currencyExponent } from '@baobab/contracts/metric-values';
import { formatCount } from '@/lib/format';
import { getLocale } from '@/lib/i18n/locale';
import { useT } from '@/lib/i18n/use-t';
import { monthLabel } from '@/lib/month-label';

/** An amount in major units of `currency`, whole, as the one formatter writes it. */
export function formatModelMoney(value: number, currency: string): string {
  return formatMinorAmount(String(Math.round(value * 10 ** currencyExponent(currency))), currency, { whole: true, locale: getLocale() });
}

const labels = {
  startingCash: 'Starting cash',
  startingMonthlyRevenue: 'Monthly revenue',
  startingMonthlyBurn: 'Monthly net burn',
  monthlyOperatingCosts: 'Monthly operating costs',
  startingHeadcount: 'Team size',
  revenueGrowthRate: 'Revenue growth rate',
  marketSize: 'Market size',
  customerAcquisitionCost: 'Customer acquisition cost',
  lifetimeValue: 'Lifetime value',
  churnRate: 'Churn rate',
  grossMargin: 'Gross margin',
} as const satisfies Record<StartingSetting, string>;

/**
 * What the model started from, in words: each figure, and whether it came from company metrics (with the
 * month), the profile, the founder, or is a default that can be changed. Never a field name.
 */
export function ModelStartingPoint({ items, currency }: { items: StartingPointItem[]; currency: string }) {
  const t = useT('financial-tools');
  const percent = (value: number) => (getLocale() === 'fr' ? `${String(value).replace('.', ',')}\u00a0%` : `${value}%`);
  const valueOf = (item: StartingPointItem) => {
    switch (item.setting) {
      case 'revenueGrowthRate':
        return t('{{percent}} a year', { percent: percent(item.value) });
      case 'churnRate':
        return t('{{percent}} a month', { percent: percent(item.value) });
      case 'grossMargin':
        return percent(item.value);
      case 'startingHeadcount':
        return formatCount(item.value);
      default:
        return formatModelMoney(item.value, currency);
    }
  };
  const sentence = (item: StartingPointItem) => {
    const values = { setting: t(labels[item.setting]), value: valueOf(item) };
    if (item.source === 'company_metrics') return t('{{setting}}: {{value}} from company metrics, {{month}}', { ...values, month: monthLabel(item.month ?? '') });
    if (item.source === 'profile') return t('{{setting}}: {{value}} from the startup profile', values);
    if (item.source === 'founder') return t('{{setting}}: {{value}}, as entered', values);
    return t('{{setting}}: {{value}}, a default you can change', values);
  };
  return (
    <section aria-labelledby="model-starting-point" className="flex flex-col gap-2">
      <h3 id="model-starting-point" className="text-sm font-semibold">
        {t('What the model starts from')}
      </h3>
      <ul className="list-disc space-y-1 ps-5 text-sm text-stone-700">
        {items.map((item) => (
          <li key={item.setting}>{sentence(item)}</li>
        ))}
      </ul>
    </section>
  );
}
