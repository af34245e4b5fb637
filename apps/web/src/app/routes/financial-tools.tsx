import { Suspense, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { Calculator, Lock } from 'lucide-react';
import { startupAccessMessages, type FinancialPart } from '@baobab/contracts/startup-access-texts';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InStages } from '@/components/ui/in-stages';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { useUrlTab } from '@/lib/use-url-tab';
import { useFinancialStartups } from '@/features/financial-tools/api/get-financial-startups';
import { FinancialsSharing } from '@/features/financial-tools/components/financials-sharing';
import { StartupSelector } from '@/features/financial-tools/components/startup-selector';
import { preloadable } from '@/lib/preloadable';
import type { ScreenProps } from '../screen-props';
import { CompanyCurrencyProvider } from '@/features/financial-tools/components/company-currency';

// The cap table opens first; the other tabs load when opened (or pointed at), not with the screen:
// they were half of its JavaScript and of the work before its first paint (bench/README.md). The
// cap table's own code (its editor validates with zod as the founder types) loads once the startups
// have arrived, so the heading paints without waiting for it: a request started before the first
// paint delays it on a slow phone connection, even one the paint does not need.
const CapTableTab = preloadable(() => import('@/features/financial-tools/components/cap-table-tab').then((m) => ({ default: m.CapTableTab })));
const FinancialModelTab = preloadable(() => import('@/features/financial-tools/components/financial-model-tab').then((m) => ({ default: m.FinancialModelTab })));
const ValuationTab = preloadable(() => import('@/features/financial-tools/components/valuation-tab').then((m) => ({ default: m.ValuationTab })));
const FundingTrackerTab = preloadable(() => import('@/features/financial-tools/components/funding-tracker-tab').then((m) => ({ default: m.FundingTrackerTab })));

function Header({ children }: { children?: React.ReactNode }) {
  const t = useT('financial-tools');
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('Financial Tools')}</h1>
        <p className="mt-1 text-stone-600">{t('Cap table, financial model, valuation and funding tracker, worked out from your own numbers.')}</p>
      </div>
      {children}
    </div>
  );
}

/** `userName`: the signed-in person's own name (first and last). */
function Workspace({ isFounder, userName }: { isFounder: boolean; userName: string }) {
  const t = useT('financial-tools');
  const startups = useFinancialStartups();
  // A finding elsewhere (due diligence) links here with ?startup=ID&tab=…, so both open as asked.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<number | undefined>(() => Number(params.get('startup')) || undefined);
  const [tab, setTab] = useUrlTab(['cap-table', 'financial-model', 'valuation', 'funding-tracker'] as const);
  // The title and description show at once (the screen's first paint), the workspace when its startups arrive.
  if (startups.isPending) {
    return (
      <>
        <Header />
        <Spinner />
      </>
    );
  }
  if (startups.isError) {
    return (
      <>
        <Header />
        <p role="alert" className="text-red-700">{errorMessage(startups.error)}</p>
      </>
    );
  }
  const list = startups.data;
  const startup = list.find((s) => s.id === chosen) ?? list[0];
  if (!startup) {
    return (
      <>
        <Header />
        <EmptyState icon={Calculator} title={t('No startup to work on yet')}>
          <p className="max-w-md text-sm text-stone-600">
            {isFounder
              ? t('Create your startup profile first; its cap table, model, valuation and funding tracker live here.')
              : t("A startup's numbers appear here once its founder shares them with you (connect with the founder first).")}
          </p>
          <Button asChild variant="outline">
            <Link href={isFounder ? '/dashboard' : '/portfolio/deal-flow'}>{isFounder ? t('Create your startup profile') : t('Open your deal flow')}</Link>
          </Button>
        </EmptyState>
      </>
    );
  }
  // The founder is the one who edits: their own name heads the cap table before one exists (decision 0031).
  const props = { startupId: startup.id, canEdit: startup.canEdit };
  // The cap table, model, valuation and funding tracker work in the company's own currency.
  const inCurrency = { ...props, currency: startup.currency ?? 'USD' };
  // A reader opens only the parts the founder shared; the others say so instead of failing.
  const part = (name: FinancialPart, content: React.ReactNode) =>
    startup.canEdit || startup.parts.includes(name) ? content : <EmptyState icon={Lock} title={t(startupAccessMessages.notSharedPart)} />;
  const panels = {
    capTable: part(
      'cap_table',
      <CompanyCurrencyProvider currency={startup.currency}>
        <CapTableTab {...props} founderNames={startup.canEdit && userName ? [userName] : []} />
      </CompanyCurrencyProvider>,
    ),
    financialModel: part('financial_model', <FinancialModelTab {...inCurrency} />),
    valuation: part('valuation', <ValuationTab {...inCurrency} />),
    fundingTracker: part('funding_tracker', <FundingTrackerTab {...inCurrency} />),
  };
  return (
    <>
      <Header>
        <StartupSelector startups={list} value={startup.id} onChange={setChosen} />
      </Header>
      {/* The tabs follow the sharing panel in a commit of their own: when the startups arrive, one
          commit of both was the screen's longest task on a phone (bench/README.md). The key resets
          every tab's state (editor drafts, results) when another startup is chosen. */}
      <InStages key={startup.id}>
        {startup.canEdit ? (
          <FinancialsSharing key="sharing" startupId={startup.id} />
        ) : (
          <p key="read-only" className="rounded-lg bg-ochre-100 p-3 text-sm text-stone-700">
            {startup.sharedUntil ? t('Read only: Shared with you until {{date}}.', { date: formatDate(startup.sharedUntil) }) : t('Read only: Shared with you by the founder.')}
          </p>
        )}
        <Tabs key="tabs" value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="cap-table">{t('Cap Table')}</TabsTrigger>
            <TabsTrigger value="financial-model" {...FinancialModelTab.preloadOnIntent}>{t('Financial Model')}</TabsTrigger>
            <TabsTrigger value="valuation" {...ValuationTab.preloadOnIntent}>{t('Valuation')}</TabsTrigger>
            <TabsTrigger value="funding-tracker" {...FundingTrackerTab.preloadOnIntent}>{t('Funding Tracker')}</TabsTrigger>
          </TabsList>
          <TabsContent value="cap-table">
            <Suspense fallback={<Spinner />}>{panels.capTable}</Suspense>
          </TabsContent>
          <TabsContent value="financial-model">
            <Suspense fallback={<Spinner />}>{panels.financialModel}</Suspense>
          </TabsContent>
          <TabsContent value="valuation">
            <Suspense fallback={<Spinner />}>{panels.valuation}</Suspense>
          </TabsContent>
          <TabsContent value="funding-tracker">
            <Suspense fallback={<Spinner />}>{panels.fundingTracker}</Suspense>
          </TabsContent>
        </Tabs>
      </InStages>
    </>
  );
}

/** /financial-tools and /financial (the spec's route table): the same screen. */
export default function FinancialTools({ user }: ScreenProps) {
  const t = useT('financial-tools');
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      {user ? (
        <Workspace isFounder={user.userType !== 'investor'} userName={`${user.firstName} ${user.lastName}`.trim()} />
      ) : (
        <>
          <Header />
          <EmptyState icon={Calculator} title={t('Sign in to use Financial Tools')}>
            <Button asChild>
              <a href="/api/login">{t('Sign In')}</a>
            </Button>
          </EmptyState>
        </>
      )}
    </div>
  );
}
