import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { StartupPicker } from '@/components/forms/startup-picker';
import { InStages } from '@/components/ui/in-stages';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUrlTab } from '@/lib/use-url-tab';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { useOwnStartups } from '@/lib/my-startups';
import { preloadable } from '@/lib/preloadable';
import type { ScreenProps } from '../screen-props';

// Each tab's code loads when the tab is shown (or pointed at), so the heading paints after a small chunk
// instead of after all four tabs' code (bench/README.md).
const SmartMatchingTab = preloadable(() => import('@/features/insights/components/smart-matching-tab').then((m) => ({ default: m.SmartMatchingTab })));
const DocumentIntelligenceTab = preloadable(() => import('@/features/insights/components/document-intelligence-tab').then((m) => ({ default: m.DocumentIntelligenceTab })));
const DueDiligenceTab = preloadable(() => import('@/features/insights/components/due-diligence-tab').then((m) => ({ default: m.DueDiligenceTab })));
const MarketAnalysisTab = preloadable(() => import('@/features/insights/components/market-analysis-tab').then((m) => ({ default: m.MarketAnalysisTab })));

const signInText = 'Sign in to analyse startups: matching, documents and due diligence use your account.';

/** A tab that analyses a startup: the startup picker and the tab (signed in, there is a picker), else why to sign in. */
function StartupPanel({ picker, children }: { picker: ReactNode; children: ReactNode }) {
  const t = useT('insights');
  if (!picker) return <SignInPrompt text={t(signInText)} />;
  return (
    <>
      {picker}
      <Suspense fallback={<Spinner />}>{children}</Suspense>
    </>
  );
}

/** The spec's AI Insights screen: four tabs, every result computed from the platform's data and explained. */
export default function AiInsights({ user }: ScreenProps) {
  const t = useT('insights');
  const [tab, setTab] = useUrlTab(['matching', 'documents', 'diligence', 'market'] as const);
  const [startupId, setStartupId] = useState<number | null>(null);
  const choose = useCallback((id: number) => setStartupId(id), []);
  const ownStartups = useOwnStartups(user !== null);
  const ownsStartup = startupId !== null && (ownStartups.data ?? []).some((s) => s.id === startupId);
  const picker = user ? <StartupPicker value={startupId} onChange={choose} isSignedIn /> : null;

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <Sparkles className="size-7 text-ochre-500" aria-hidden="true" /> {t('AI Insights')}
        </h1>
        <p className="mt-1 text-stone-600">{t('Deterministic, explainable analysis: open any section marked ‘how’ to see the figures and weights behind a number.')}</p>
      </div>
      {/* The tabs (and the first tab's chunk) a frame after the heading: its first paint is then a
          short task, and no request it does not need starts before it (bench/README.md). */}
      <InStages fallback={null}>
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={t('AI Insights')}>
            <TabsTrigger value="matching">{t('Smart Matching')}</TabsTrigger>
            <TabsTrigger value="documents" {...DocumentIntelligenceTab.preloadOnIntent}>{t('Document Intelligence')}</TabsTrigger>
            <TabsTrigger value="diligence" {...DueDiligenceTab.preloadOnIntent}>{t('Due Diligence')}</TabsTrigger>
            <TabsTrigger value="market" {...MarketAnalysisTab.preloadOnIntent}>{t('Market Analysis')}</TabsTrigger>
          </TabsList>
          <TabsContent value="matching" className="flex flex-col gap-4">
            <StartupPanel picker={picker}>
              <SmartMatchingTab startupId={startupId} />
            </StartupPanel>
          </TabsContent>
          <TabsContent value="documents" className="flex flex-col gap-4">
            <StartupPanel picker={picker}>
              <DocumentIntelligenceTab startupId={startupId} ownsStartup={ownsStartup} />
            </StartupPanel>
          </TabsContent>
          <TabsContent value="diligence" className="flex flex-col gap-4">
            <StartupPanel picker={picker}>
              <DueDiligenceTab startupId={startupId} />
            </StartupPanel>
          </TabsContent>
          <TabsContent value="market">
            <Suspense fallback={<Spinner />}>
              <MarketAnalysisTab />
            </Suspense>
          </TabsContent>
        </Tabs>
      </InStages>
    </section>
  );
}
