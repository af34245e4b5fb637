import { lazy } from 'react';
import { Plus } from 'lucide-react';
import { jobMessages } from '@baobab/contracts/jobs-texts';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { useT } from '@/lib/i18n/use-t';
import { JobBoard } from '@/features/jobs/components/job-board';
import { ReportButton } from '@/features/moderation/components/report-button';
import type { ScreenProps } from '../screen-props';

// Signed-in only: the dialog, its form and zod load once the board is there, not before its first paint.
const PostJobDialog = lazy(() => import('@/features/jobs/components/job-dialogs').then((m) => ({ default: m.PostJobDialog })));

/** The dialog's button, inactive until the dialog's chunk is there (same size: nothing shifts). */
function PostJobPlaceholder() {
  const t = useT('jobs');
  return (
    <Button disabled>
      <Plus /> {t('Post Opportunity')}
    </Button>
  );
}

/** Jobs & Opportunities (the spec's Jobs screen): public to browse; posting and saving need an account. */
export default function Jobs({ user }: ScreenProps) {
  const t = useT('jobs');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t(jobMessages.title)}</h1>
          <p className="mt-1 text-stone-600">{t('Roles, co-founder searches, operator and advisor openings at emerging-market startups.')}</p>
        </div>
        {user ? (
          <Deferred placeholder={<PostJobPlaceholder />}>
            <PostJobDialog />
          </Deferred>
        ) : (
          <Button asChild variant="outline">
            <a href="/api/login">{t('Sign in to post')}</a>
          </Button>
        )}
      </div>
      <JobBoard isSignedIn={user !== null} otherJobActions={user ? (job) => <ReportButton targetType="job" targetId={job.id} label={t('Report {{title}}', { title: job.title })} /> : undefined} />
    </div>
  );
}
