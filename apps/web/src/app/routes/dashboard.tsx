import { lazy, Suspense, useState } from 'react';
import { Link, Redirect } from 'wouter';
import { ArrowRight, Eye, Gauge, Sparkles, Users } from 'lucide-react';
import { dashboardLinks } from '@baobab/contracts/navigation';
import { SignInPrompt } from '@/components/layouts/sign-in-prompt';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDashboardMatches } from '@/features/dashboard/api/get-dashboard-matches';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';
import { MatchedList } from '@/features/dashboard/components/matched-list';
import { RecentActivity } from '@/features/dashboard/components/recent-activity';
import { Shortcuts } from '@/features/dashboard/components/shortcuts';
import { dashboardCopy } from '@/features/dashboard/components/role-copy';
import { StatCard } from '@/features/dashboard/components/stat-card';
import { useOwnStartups } from '@/lib/my-startups';
import { MyStartups } from '@/features/startups/components/my-startups';
import { ScoreBreakdown } from '@/features/startups/components/score-breakdown';
import type { ScreenProps } from '../screen-props';
import { quickActions } from './dashboard-quick-actions';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';

// The startup form (its fields, react-hook-form, zod) loads when the founder starts creating one.
const CreateStartupPanel = lazy(() => import('@/features/startups/components/create-startup-panel').then((m) => ({ default: m.CreateStartupPanel })));

export default function Dashboard({ user }: ScreenProps) {
  const t = useT('dashboard');
  const translate = useTranslateMessage();
  const shell = useT('common');
  const [creating, setCreating] = useState(false);
  const stats = useDashboardStats(Boolean(user?.userType));
  const ownStartups = useOwnStartups(user?.userType === 'founder');
  const matches = useDashboardMatches(Boolean(user?.userType));
  if (!user) {
    return <SignInPrompt title={t('Sign in to see your dashboard')} />;
  }
  if (!user.userType) return <Redirect to="/onboarding" replace />;
  const role = user.userType;
  const dashboardLabel = shell('Dashboard');
  const copy = dashboardCopy(role);
  const startups = ownStartups.data ?? [];
  const figure = (value: number | undefined) => (value === undefined ? undefined : String(value));

  if (creating) {
    return (
      <Suspense fallback={<Spinner />}>
        <CreateStartupPanel onClose={() => setCreating(false)} />
      </Suspense>
    );
  }

  // The spec's dashboard header is merged into the shell's one bar (top-nav.tsx): Home,
  // Dashboard, Messages, the avatar, name, role label and logout are there; its two role-worded
  // links stay here, under the greeting.
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('Welcome back, {{name}}', { name: user.firstName })}</h1>
          <p className="mt-1 text-stone-600">{t(copy.tagline)}</p>
          <nav aria-label={dashboardLabel} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {dashboardLinks(role).map((link) => (
              <Link key={link.href} href={link.href} className="inline-flex items-center gap-1 rounded font-medium text-brand-700 hover:underline">
                {shell(link.label)} <ArrowRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            ))}
          </nav>
        </div>
        <div className="flex flex-wrap gap-2">
          {quickActions(role, startups).map((action, index) => (
            <Button key={action.label} asChild variant={index === 0 ? 'default' : 'outline'}>
              <Link href={action.href}>{t(action.label)}</Link>
            </Button>
          ))}
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <StatCard icon={Eye} label={t(copy.viewsLabel)} value={figure(stats.data?.views)} />
        <StatCard icon={Gauge} label={t(copy.scoreLabel)} value={stats.data ? `${stats.data.score}/100` : undefined} hint={stats.data?.scoreRange ? t('Likely {{low}}–{{high}}, based on {{known}} of {{total}} fact groups', { low: stats.data.scoreRange.low, high: stats.data.scoreRange.high, known: stats.data.scoreRange.coverage.known, total: stats.data.scoreRange.coverage.total }) : t('Score out of 100')} />
        <StatCard icon={Users} label={t('Active Matches')} value={figure(stats.data?.activeMatches)} />
      </div>
      {stats.data?.notes.length ? (
        <ul className="flex flex-col gap-1 text-sm text-stone-600">
          {stats.data.notes.map((note) => (
            <li key={note}>{translate(note)}</li>
          ))}
        </ul>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {role === 'founder' ? <MyStartups startups={startups} onCreate={() => setCreating(true)} /> : null}
          <RecentActivity />
        </div>
        <div className="flex flex-col gap-6">
          <Shortcuts role={role} />
          {stats.data?.scoreBreakdown ? (
            <Card>
              <CardHeader>
                <CardTitle>{t(copy.scoreLabel)}</CardTitle>
              </CardHeader>
              <CardContent>
                <ScoreBreakdown breakdown={stats.data.scoreBreakdown} title={t('readiness')} />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>{t(copy.matchesTitle)}</CardTitle>
            </CardHeader>
            <CardContent>
              <MatchedList query={matches} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Sparkles className="size-4 text-ochre-700" aria-hidden="true" /> {t('AI Recommendations')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="font-medium">{t(copy.recommendationTitle)}</p>
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
