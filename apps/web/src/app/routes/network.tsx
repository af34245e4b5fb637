import { Link, useSearch } from 'wouter';
import { networkMessages } from '@baobab/contracts/network-texts';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/use-t';
import { useNetworkStats } from '@/features/network/api/connections';
import { FigureSkeleton } from '@/components/ui/figure-skeleton';
import { formatCount } from '@/lib/format';
import { DiscoverPeople } from '@/features/network/components/discover-people';
import { ReportButton } from '@/features/moderation/components/report-button';
import { Invitations } from '@/features/network/components/invitations';
import { MyNetwork } from '@/features/network/components/my-network';
import { NetworkAnalytics } from '@/features/network/components/network-analytics';
import { MatchesList } from '@/features/profiles/components/matches-list';
import type { ScreenProps } from '../screen-props';

/** A count from its one definition (GET /api/users/network-stats, the dashboard's too); a placeholder until it has loaded. */
function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardContent className="pt-5">
        <p className="text-sm text-stone-600">{label}</p>
        <p className="text-2xl font-bold">{value === undefined ? <FigureSkeleton /> : formatCount(value)}</p>
      </CardContent>
    </Card>
  );
}

/** Professional Network (the spec's Network screen): tiles and five tabs, all from the user's own data. */
/** Notifications link to a tab (?tab=invitations). */
const TABS = ['discover', 'matches', 'network', 'invitations', 'analytics'];

export default function NetworkScreen({ user }: ScreenProps) {
  const t = useT('network');
  const requestedTab = new URLSearchParams(useSearch()).get('tab') ?? '';
  const initialTab = TABS.includes(requestedTab) ? requestedTab : 'discover';
  const stats = useNetworkStats(user !== null);
  if (!user) {
    return <SignInPrompt title={t(networkMessages.title)} text={t('Sign in to find people and grow your network.')} />;
  }
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t(networkMessages.title)}</h1>
        <p className="mt-1 text-stone-600">{t('Find founders, investors and operators, and keep track of the people you know.')}</p>
      </div>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        <Tile label={t('Connections')} value={stats.data?.connections} />
        <Tile label={t('Pending invitations')} value={stats.data?.pendingIncoming} />
        <Tile label={t('Active Matches')} value={stats.data?.matches} />
      </div>
      <Tabs defaultValue={initialTab}>
        <TabsList aria-label={t('Network sections')}>
          <TabsTrigger value="discover">{t('Discover')}</TabsTrigger>
          <TabsTrigger value="matches">{t('AI suggestions')}</TabsTrigger>
          <TabsTrigger value="network">{t('My Network')}</TabsTrigger>
          <TabsTrigger value="invitations">{t('Invitations')}</TabsTrigger>
          <TabsTrigger value="analytics">{t('Analytics')}</TabsTrigger>
        </TabsList>
        <TabsContent value="discover">
          <DiscoverPeople personActions={(person) => <ReportButton targetType="profile" targetId={person.id} label={t('Report {{name}}', { name: `${person.firstName} ${person.lastName}` })} compact />} />
        </TabsContent>
        <TabsContent value="matches">
          <MatchesList />
          <p className="mt-4 text-sm text-stone-600">
            {t('Matches use your')}{' '}
            <Link href="/profile" className="text-brand-700 underline">
              {t('profile')}
            </Link>
            {t(': skills, interests, location, experience and what you are open to.')}
          </p>
        </TabsContent>
        <TabsContent value="network">
          <MyNetwork />
        </TabsContent>
        <TabsContent value="invitations">
          <Invitations />
        </TabsContent>
        <TabsContent value="analytics">
          <NetworkAnalytics />
        </TabsContent>
      </Tabs>
    </div>
  );
}
