import { Link } from 'wouter';
import type { PortfolioCompany } from '@baobab/contracts/portfolio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StartupLogo } from '@/components/ui/startup-logo';
import { formatPercent, formatUsd } from '@/lib/format';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { usePortfolioServerText } from './server-text';
import { RiskBadge } from './risk-badge';
import { vocabularyLabel } from '@baobab/contracts/enums';

export function CompanyCard({ company }: { company: PortfolioCompany }) {
  const t = useT('portfolio');
  const translate = useTranslateMessage();
  const serverText = usePortfolioServerText();
  const { startup } = company;
  return (
    <Card className="flex flex-col gap-4 p-5" aria-labelledby={'company-' + company.id + '-name'}>
      <div className="flex items-start gap-3">
        <StartupLogo name={startup.name} logoUrl={startup.logoUrl} />
        <div className="min-w-0 flex-1">
          <h2 dir="auto" id={'company-' + company.id + '-name'} className="truncate font-semibold text-stone-900">
            {startup.name}
          </h2>
          <p className="text-sm text-stone-600">{translate(vocabularyLabel(startup.sector))}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <RiskBadge level={company.riskLevel} />
          {company.isExited ? <Badge variant="secondary">{t('Exited')}</Badge> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone-600">{t('Performance')}</dt>
        <dd className="text-end font-medium">{company.performanceScore}/100</dd>
        <dt className="text-stone-600">{t('Invested')}</dt>
        <dd className="text-end font-medium">{formatUsd(company.totalInvested)}</dd>
        <dt className="text-stone-600">{t('Current value')}</dt>
        <dd className="text-end font-medium">{formatUsd(company.currentValuation)}</dd>
        <dt className="text-stone-600">{t('Ownership')}</dt>
        <dd className="text-end font-medium">{formatPercent(company.ownershipPercentage / 100, 2)}</dd>
      </dl>
      <p className="text-xs text-stone-500">{serverText(company.performanceExplanation)}</p>
      <Button asChild variant="outline" size="sm" className="mt-auto">
        <Link href={'/portfolio/company/' + startup.id} aria-label={t('View details of {{name}}', { name: startup.name })}>
          {t('View Details')}

        </Link>
      </Button>
    </Card>
  );
}
