import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { InvestorOnlyNotice } from '@/components/layouts/investor-only-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StartupLogo } from '@/components/ui/startup-logo';
import { usePortfolioCompany } from '@/features/portfolio/api/get-portfolio';
import { ExitPanel } from '@/features/portfolio/components/exit-panel';
import { PositionSummary } from '@/features/portfolio/components/position-summary';
import { RoundsTable } from '@/features/portfolio/components/rounds-table';
import { RoomTermsList } from '@/features/fundraising/components/room-terms';
import { SharedAnalyses } from '@/features/portfolio/components/shared-analyses';
import { CompanyUpdates } from '@/features/updates/components/company-updates';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import type { ScreenProps } from '../screen-props';
import { vocabularyLabel } from '@baobab/contracts/enums';

const ValueChart = lazy(() => import('@/features/portfolio/components/value-chart'));

function CompanyScreen({ startupId }: { startupId: number }) {
  const t = useT('portfolio');
  const translate = useTranslateMessage();
  const detail = usePortfolioCompany(startupId);
  if (detail.isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (!detail.data) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t('Not in your portfolio')}</h1>
        <p className="text-stone-600">{t('You have no recorded investment in this company.')}</p>
        <Button asChild variant="outline">
          <Link href="/portfolio">{t('Back to portfolio')}</Link>
        </Button>
      </section>
    );
  }
  const { startup, company, rounds, exit, valueHistory } = detail.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/portfolio" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('Portfolio')}
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <StartupLogo name={startup.name} logoUrl={startup.logoUrl} size="xl" />
        <div className="min-w-0 flex-1">
          <h1 dir="auto" className="break-words text-2xl font-bold tracking-tight sm:text-3xl">{startup.name}</h1>
          <div className="mt-1 flex flex-wrap gap-2">
            <Badge variant="secondary">{translate(vocabularyLabel(startup.sector))}</Badge>
            <Badge variant="secondary">{translate(vocabularyLabel(startup.region))}</Badge>
            <Badge variant="secondary">{translate(vocabularyLabel(startup.fundingStage))}</Badge>
          </div>
        </div>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link href={`/startups/${startup.id}`}>{t('Startup profile')}</Link>
        </Button>
      </div>
      <PositionSummary company={company} />
      <CompanyUpdates startupId={startup.id} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('Value over time')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<div className="h-64" />}>
              <ValueChart points={valueHistory} />
            </Suspense>
          </CardContent>
        </Card>
        <ExitPanel startupId={startup.id} exit={exit} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Rounds')}</CardTitle>

        </CardHeader>
        <CardContent>
          <RoundsTable rounds={rounds} termsOf={(investment) => (investment.fromRound ? <RoomTermsList terms={investment.fromRound.terms} currency={investment.currency} /> : null)} />
        </CardContent>
      </Card>
      <SharedAnalyses startupId={startup.id} />
    </div>
  );
}

export default function PortfolioCompany({ user, params }: ScreenProps) {
  if (user?.userType !== 'investor') return <InvestorOnlyNotice user={user} screen="Portfolio" />;
  // A malformed id asks the server anyway: it answers 400 and the screen says it is not in the portfolio.
  return <CompanyScreen startupId={Number(params.startupId)} />;
}
