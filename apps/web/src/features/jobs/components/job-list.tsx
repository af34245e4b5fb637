import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Job } from '@baobab/contracts/jobs';
import { jobMessages } from '@baobab/contracts/jobs-texts';
import { toastMessages, uiTemplates } from '@baobab/contracts/ui-strings';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useT, useTranslateMessage } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCloseJob, useToggleSavedJob } from '../api/change-job';
import { JobCard } from './job-card';

// The poster's edit dialog (Radix dialog, the job form, zod) loads when Edit is pressed, not with the board.
const EditJobDialog = lazy(() => import('./job-dialogs').then((m) => ({ default: m.EditJobDialog })));

/** A list of job cards with their Save, Edit and Close actions wired up. */
export function JobList({ jobs, isLoading, isError, error, canSave, emptyTitle, otherJobActions }: { jobs: Job[] | undefined; isLoading: boolean; isError: boolean; error: unknown; canSave: boolean; emptyTitle: string; otherJobActions?: (job: Job) => ReactNode }) {
  const t = useT('jobs');
  const translate = useTranslateMessage();
  const [editing, setEditing] = useState<Job | null>(null);
  const toggleSave = useToggleSavedJob();
  const close = useCloseJob();
  const onError = (error: unknown) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' });

  if (isLoading) return <Spinner className="mx-auto my-10 block" label={t('Loading opportunities')} />;
  if (isError) return <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">{translate(errorMessage(error))}</p>;
  if (!jobs?.length) return <EmptyState title={emptyTitle} />;

  return (
    <>
      <ul className="flex flex-col gap-4" aria-label={t('Opportunities')}>
        {jobs.map((job) => (
          <li key={job.id} className="list-item-when-near">
            <JobCard
              job={job}
              canSave={canSave}
              otherJobActions={otherJobActions}
              isBusy={toggleSave.isPending || close.isPending}
              onToggleSave={(j) =>
                toggleSave.mutate(
                  { id: j.id, save: !j.isSaved },
                  {
                    // The spec's toast: a 3-second 'Job Saved' toast; unsaving says so plainly.
                    onSuccess: () =>
                      j.isSaved
                        ? toast({ title: jobMessages.jobUnsaved, description: j.title, duration: 3000 })
                        : toast({ title: toastMessages.jobSavedTitle, description: t(uiTemplates.jobSavedDescription, { title: j.title }), duration: 3000 }),
                    onError,
                  },
                )
              }
              onEdit={setEditing}
              onClose={(j) => close.mutate(j.id, { onSuccess: () => toast({ title: jobMessages.jobClosed, description: j.title }), onError })}
            />
          </li>
        ))}
      </ul>
      {editing ? (
        <Suspense fallback={null}>
          <EditJobDialog job={editing} onDone={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
