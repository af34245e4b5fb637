import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, ExternalLink, Eye, FolderLock, Pencil } from 'lucide-react';
import { startupTrustMessages } from '@baobab/contracts/startup-trust-texts';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { ConnectButton } from '@/features/network/components/connect-button';
import { useConnectionStatuses } from '@/features/network/api/intro-request';
import { AssessmentRange } from '@/components/shared/assessment-range';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FactLine } from '@/components/ui/fact-line';
import { Spinner } from '@/components/ui/spinner';
import { StartupLogo } from '@/components/ui/startup-logo';
import { useSharedStartupIds } from '@/features/startups/api/list-shared-startups';
import { useSaveStartup, useStartup } from '@/features/startups/api/startups';
import { SharedBadge } from '@/features/startups/components/shared-badge';
import { StartupCard } from '@/features/startups/components/startup-card';
import { StartupFacts } from '@/features/startups/components/startup-facts';
import { ReportButton } from '@/features/moderation/components/report-button';
import { moderationMessages } from '@baobab/contracts/moderation-texts';
import { VerificationFacts } from '@/features/startups/components/verification-facts';
import { VerifiedOnlyNotice } from '@/features/startups/components/verified-only-notice';
import { ApiRequestError, errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import type { ScreenProps } from '../screen-props';
import NotFound from './not-found';
import { vocabularyLabel } from '@baobab/contracts/enums';

// Signed-in only (a visitor sees neither): the room-access dialog and the investor's pipeline
// button bring Radix's dialog, a form, zod and the deals and data-room calls, some twenty files a
// visitor's phone would otherwise fetch before the page's first paint (Lighthouse, bench/README.md).
const RequestRoomAccess = lazy(() => import('@/features/data-rooms/components/request-access').then((m) => ({ default: m.RequestRoomAccess })));
// The owner's edit form (its fields, react-hook-form, zod) loads when Edit is pressed.
const StartupForm = lazy(() => import('@/features/startups/components/startup-form').then((m) => ({ default: m.StartupForm })));
// The owner's request switch (its mutation and the Radix switch) loads for the owner only.
const RequestSettingsCard = lazy(() => import('@/features/startups/components/request-settings-card').then((m) => ({ default: m.RequestSettingsCard })));
const AddToPipelineButton = lazy(() => import('@/features/deals/components/add-to-pipeline-button').then((m) => ({ default: m.AddToPipelineButton })));

/** /startups/{id}: everything about a startup, its explained score, similar startups, Connect and (for the owner) Edit. */
export default function StartupDetail({ user, params }: ScreenProps) {
  const t = useT('startups');
  const translate = useTranslateMessage();
  const id = Number(params.id);
  const startup = useStartup(id);
  const save = useSaveStartup(id);
  const [editing, setEditing] = useState(false);
  const shownIds = startup.data ? [startup.data.id, ...startup.data.similar.map((other) => other.id)] : [];
  const statuses = useConnectionStatuses({ startupIds: shownIds }, user !== null);
  const shared = useSharedStartupIds(user !== null);

  if (!Number.isInteger(id) || id < 1 || (startup.error instanceof ApiRequestError && startup.error.status === 404)) return <NotFound />;
  if (startup.isLoading || !startup.data) {
    return (
      <div className="flex justify-center py-24">
        {startup.isError ? <p role="alert">{translate(errorMessage(startup.error))}</p> : <Spinner />}
      </div>
    );
  }
  const s = startup.data;

  if (editing) {
    return (
      <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{t('Edit {{name}}', { name: s.name })}</h1>
        <Card>
          <CardContent className="pt-5">
            <Suspense fallback={<Spinner />}>
              <StartupForm
                startup={s}
                pending={save.isPending}
                pendingLabel={t('Saving...')}
                submitLabel={t('Save changes')}
                onCancel={() => setEditing(false)}
                onSubmit={(values) =>
                  save.mutate(values, {
                    onSuccess: () => {
                      toast({ title: toastMessages.success, description: t('{{name}} was updated.', { name: values.name }) });
                      setEditing(false);
                    },
                    onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
                  })
                }
              />
            </Suspense>
          </CardContent>
        </Card>
      </section>
    );
  }

  return (
    <section className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link href="/startups" className="flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('All startups')}
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <StartupLogo name={s.name} logoUrl={s.logoUrl} size="2xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 dir="auto" className="text-3xl font-bold tracking-tight">{s.name}</h1>
            {shared.data?.has(s.id) ? <SharedBadge /> : null}
          </div>
          <p className="text-stone-600">
            <FactLine
              facts={[
                translate(vocabularyLabel(s.sector)),
                translate(vocabularyLabel(s.fundingStage)),
                t('Founded by {{name}}', { name: `${s.founder.firstName} ${s.founder.lastName}` }),
              ]}
            />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {s.website ? (
            <Button asChild variant="outline" size="sm">
              <a href={s.website} target="_blank" rel="noopener noreferrer">
                <ExternalLink /> {t('Website')}
              </a>
            </Button>
          ) : null}
          {s.isOwner ? (
            <>
              <Button asChild size="sm" variant="outline">
                <Link href="/data-rooms">
                  <FolderLock /> {t('Data rooms')}
                </Link>
              </Button>
              <Button size="sm" onClick={() => setEditing(true)}>
                <Pencil /> {t('Edit')}
              </Button>
            </>
          ) : (
            <>
              <ConnectButton name={s.name} target={{ toStartupId: s.id }} isSignedIn={user !== null} status={statuses.data?.startups[s.id]} size="default" />
              {user ? (
                <Deferred>
                  <RequestRoomAccess startupId={s.id} />
                </Deferred>
              ) : null}
              {user ? <ReportButton targetType="startup" targetId={s.id} label={t('Report {{name}}', { name: s.name })} /> : null}
            </>
          )}
          {user?.userType === 'investor' ? (
            <Deferred>
              <AddToPipelineButton startupId={id} user={user} />
            </Deferred>
          ) : null}
        </div>
      </div>
      {s.isHidden ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t(moderationMessages.startupHiddenNotice)}
        </p>
      ) : null}
      {!s.isOwner && s.verifiedInvestorsOnly ? <VerifiedOnlyNotice viewerIsVerifiedInvestor={s.viewerIsVerifiedInvestor} /> : null}
      {s.isOwner ? (
        <p className="flex items-center gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <Eye className="size-4" aria-hidden="true" /> {t('{{count}} profile views from signed-in visitors (your own visits are not counted).', { count: s.profileViews ?? 0 })}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('About')}</CardTitle>
            </CardHeader>
            <CardContent>
              <p dir="auto" className="whitespace-pre-line text-stone-800">{s.description}</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('Key facts')}</CardTitle>
            </CardHeader>
            <CardContent>
              <StartupFacts startup={s} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t(startupTrustMessages.factsTitle)}</CardTitle>
            </CardHeader>
            <CardContent>
              <VerificationFacts facts={s.verificationFacts} isOwner={s.isOwner} />
            </CardContent>
          </Card>
        </div>
        <div className="flex flex-col gap-6">
          {s.isOwner ? (
            <Suspense fallback={null}>
              <RequestSettingsCard startupId={s.id} verifiedInvestorsOnly={s.verifiedInvestorsOnly} />
            </Suspense>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>{t('Baobab score')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-2">
              <div className="flex items-baseline gap-2">
                <span className="text-4xl font-bold text-brand-800">{s.score}</span>
                <span className="text-stone-600">{t('/ 100')}</span>
              </div>
              <AssessmentRange assessment={s.assessment} />
            </CardContent>
          </Card>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">{t('Similar startups')}</h2>
        {s.similar.length === 0 ? (
          <p className="text-sm text-stone-600">{t('No other startups in {{sector}} yet.', { sector: translate(vocabularyLabel(s.sector)) })}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {s.similar.map((other) => (
              <li key={other.id} className="flex min-w-0 [&>*]:min-w-0 [&>*]:flex-1">
                <StartupCard
                  startup={other}
                  isShared={shared.data?.has(other.id)}
                  connect={<ConnectButton name={other.name} target={{ toStartupId: other.id }} isSignedIn={user !== null} status={statuses.data?.startups[other.id]} />}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
