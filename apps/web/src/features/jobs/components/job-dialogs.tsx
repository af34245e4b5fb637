import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toastMessages } from '@baobab/contracts/ui-strings';
import { jobMessages } from '@baobab/contracts/jobs-texts';
import type { Job } from '@baobab/contracts/jobs';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useCreateJob, useUpdateJob } from '../api/change-job';
import { JobForm, jobToInput } from './job-form';

/** Post Opportunity (the spec's job form and its call): on success a toast, the dialog closes, the list reloads. */
export function PostJobDialog() {
  const t = useT('jobs');
  const [open, setOpen] = useState(false);
  const create = useCreateJob();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus /> {t('Post Opportunity')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('Post Opportunity')} description={t('Share a job, co-founder, operator or advisor role with the network.')}>
        <JobForm
          isPending={create.isPending}
          submitLabel={t('Post Opportunity')}
          pendingLabel={t('Posting...')}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: () => {
                toast({ title: toastMessages.jobPosted });
                setOpen(false);
              },
              onError: (error) => toast({ title: toastMessages.jobPostFailed, description: errorMessage(error), variant: 'destructive' }),
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** The poster's own edit of a job; the parent owns which job is open. */
export function EditJobDialog({ job, onDone }: { job: Job | null; onDone: () => void }) {
  const t = useT('jobs');
  const update = useUpdateJob();
  return (
    <Dialog open={job !== null} onOpenChange={(open) => (open ? undefined : onDone())}>
      {job ? (
        <DialogContent title={t('Edit opportunity')}>
          <JobForm
            key={job.id}
            initial={jobToInput(job)}
            isPending={update.isPending}
            submitLabel={t('Save changes')}
            pendingLabel={t('Saving...')}
            onSubmit={(values) =>
              update.mutate(
                { id: job.id, input: values },
                {
                  onSuccess: () => {
                    toast({ title: jobMessages.jobUpdated });
                    onDone();
                  },
                  onError: (error) => toast({ title: toastMessages.error, description: errorMessage(error), variant: 'destructive' }),
                },
              )
            }
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
