import type { PortfolioCompany } from '@baobab/contracts/portfolio';
import { AssessmentRange } from '@/components/shared/assessment-range';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPercent, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { formatMultiple } from './figures';
import { RiskBadge } from './risk-badge';
import { usePortfolioServerText } from './server-text';

/**
 * The investor's position in one company, with the reasons behind its score and risk. The risk is
 * the company's assessment as this investor sees it (decision 0042); the position's own factors
 * (markdown, stage, valuation age, concentration) are listed apart and do not change it.
 */
export function PositionSummary({ company }: { company: PortfolioCompany }) {
  const t = useT('portfolio');
  const serverText = usePortfolioServerText();
  const figures = [
    [t('Invested'), formatUsd(company.totalInvested)],
    [company.isExited ? t('Exit value') : t('Current value'), formatUsd(company.currentValuation)],
    [t('Multiple'), formatMultiple(company.multiple)],
    [t('Ownership'), formatPercent(company.ownershipPercentage / 100, 2)],
    [t('Company valuation'), company.companyValuation === null ? t('Not recorded') : formatUsd(company.companyValuation)],
    [t('Rounds'), String(company.investmentCount)],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t('Your position')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-stone-600">{label}</dt>
                <dd className="text-lg font-bold">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center justify-between gap-2">
            {t('Performance {{score}}/100', { score: company.performanceScore })} <RiskBadge level={company.riskLevel} />
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 text-sm">
          <p className="text-stone-700">{serverText(company.performanceExplanation)}</p>
          <div>
            <p className="font-medium text-stone-800">{t('Why this risk level')}</p>
            <p className="text-stone-700">{t('Baobab assessment {{score}}/100', { score: company.assessment.score })}</p>
            <AssessmentRange assessment={company.assessment} />
            <p className="mt-2 text-xs text-stone-500">
              {t("Baobab's assessment of the company on the facts shared with you: High with a critical finding or a score under 50, Medium under 70, else Low.")}
            </p>
          </div>
          {company.positionFactors.length > 0 ? (
            <div>
              <p className="font-medium text-stone-800">{t('About your position')}</p>
              <ul className="mt-1 list-disc ps-5 text-stone-700">
                {company.positionFactors.map((factor) => (
                  <li key={factor}>{serverText(factor)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
