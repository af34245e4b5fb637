import { useCallback, useState } from 'react';
import { BarChart3 } from 'lucide-react';
import { StartupPicker } from '@/components/forms/startup-picker';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/use-t';
import { useUrlTab } from '@/lib/use-url-tab';
import { CompetitiveTab } from '@/features/analytics/components/competitive-tab';
import { EcosystemTab } from '@/features/analytics/components/ecosystem-tab';
import { MarketIntelligenceTab } from '@/features/analytics/components/market-intelligence-tab';
import { PortfolioTab } from '@/features/analytics/components/portfolio-tab';
import type { ScreenProps } from '../screen-props';

/** The spec's Analytics screen (/analytics and /advanced-analytics), computed from the platform's own data. */
export default function Analytics({ user }: ScreenProps) {
  const t = useT('analytics');
  const [tab, setTab] = useUrlTab(['market', 'ecosystem', 'competitive', 'portfolio'] as const);
  const [startupId, setStartupId] = useState<number | null>(null);
  const choose = useCallback((id: number) => setStartupId(id), []);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <BarChart3 className="size-7 text-brand-700" aria-hidden="true" /> {t('Analytics')}
        </h1>
        <p className="mt-1 text-stone-600">{t("Markets, ecosystems and competitors as the platform's own startups, investors and jobs show them.")}</p>
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('Analytics')}>
          <TabsTrigger value="market">{t('Market Intelligence')}</TabsTrigger>
          <TabsTrigger value="ecosystem">{t('Ecosystem Map')}</TabsTrigger>
          <TabsTrigger value="competitive">{t('Competitive Analysis')}</TabsTrigger>
          <TabsTrigger value="portfolio">{t('Portfolio Analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="market">
          <MarketIntelligenceTab />
        </TabsContent>
        <TabsContent value="ecosystem">
          <EcosystemTab />
        </TabsContent>
        <TabsContent value="competitive">
          {user ? (
            <CompetitiveTab startupId={startupId} picker={<StartupPicker value={startupId} onChange={choose} isSignedIn />} />
          ) : (
            <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-600">{t('Sign in to compare a startup with its competitors.')}</p>

          )}
        </TabsContent>
        <TabsContent value="portfolio">
          <PortfolioTab isSignedIn={user !== null} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
