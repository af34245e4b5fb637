import { Building2, CircleDollarSign, Layers, PieChart } from 'lucide-react';
import type { PortfolioOverview } from '@baobab/contracts/portfolio';
import { StatTile } from '@/components/ui/stat-tile';
import { formatPercent, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';

/** The spec's Portfolio screen: Total Invested (USD, no decimals), Active Companies, Total Investments, Avg Ownership (2 decimals). */
export function SummaryCards({ summary }: { summary: PortfolioOverview['summary'] | undefined }) {
  const t = useT('portfolio');
  const show = (value: string) => (summary ? value : '—');
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
      <StatTile icon={CircleDollarSign} label={t('Total Invested')} value={show(formatUsd(summary?.totalInvested ?? 0))} />
      <StatTile icon={Building2} label={t('Active Companies')} value={show(String(summary?.activeCompanies ?? 0))} />
      <StatTile icon={Layers} label={t('Total Investments')} value={show(String(summary?.totalInvestments ?? 0))} />
      <StatTile icon={PieChart} label={t('Avg Ownership')} value={show(formatPercent((summary?.avgOwnership ?? 0) / 100, 2))} />

    </div>
  );
}
