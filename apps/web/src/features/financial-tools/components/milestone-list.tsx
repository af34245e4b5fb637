import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { createMilestoneInputSchema } from '@baobab/contracts/financial-tools-funding';
import type { FundingMilestone } from '@baobab/contracts/financial-tools-api';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAddMilestone, useDeleteMilestone, useUpdateMilestone } from '../api/funding-tracker';
import { DraftInput } from './draft-field';

type Props = { startupId: number; milestones: FundingMilestone[]; canEdit: boolean };

const failed = (title: string) => (error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

/** Each milestone: a completed dot, its task (struck through when done) and 'Due: {date}' (the spec's Funding Tracker). */
export function MilestoneList({ startupId, milestones, canEdit }: Props) {
  const t = useT('financial-tools');
  const update = useUpdateMilestone(startupId);
  const remove = useDeleteMilestone(startupId);
  return (
    <div className="flex flex-col gap-4">
      {milestones.length === 0 ? <p className="text-sm text-stone-600">{t('No milestones yet.')}</p> : null}
      <ul className="flex flex-col divide-y divide-stone-100">
        {milestones.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center gap-3 py-2">
            {canEdit ? (
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                aria-label={t('Completed: {{task}}', { task: m.task })}
                checked={m.completed}
                onChange={(e) => update.mutate({ id: m.id, completed: e.target.checked }, { onError: failed(t('Could not update the milestone')) })}
              />
            ) : (
              <span aria-hidden="true" className={cn('size-2.5 rounded-full', m.completed ? 'bg-brand-600' : 'bg-stone-300')} />
            )}
            <span className={cn('min-w-0 flex-1', m.completed && 'text-stone-500 line-through')}>
              {m.task}
              {!canEdit ? <span className="sr-only">{m.completed ? t(' (completed)') : t(' (open)')}</span> : null}
            </span>
            {canEdit ? (
              <div className="flex items-center gap-2">
                <Label htmlFor={`due-${m.id}`} className="text-xs text-stone-600">
                  {t('Due:')}
                </Label>
                <Input
                  id={`due-${m.id}`}
                  type="date"
                  className="h-8 w-40"
                  value={m.dueDate}
                  onChange={(e) => e.target.value && update.mutate({ id: m.id, dueDate: e.target.value }, { onError: failed(t('Could not update the milestone')) })}
                />
                <Button type="button" variant="ghost" size="icon" aria-label={t('Delete milestone {{task}}', { task: m.task })} onClick={() => remove.mutate(m.id, { onError: failed(t('Could not delete the milestone')) })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ) : (
              <span className="text-sm text-stone-600">{t('Due: {{date}}', { date: m.dueDate })}</span>
            )}
          </li>
        ))}
      </ul>
      {canEdit ? <AddMilestoneForm startupId={startupId} /> : null}
    </div>
  );
}

function AddMilestoneForm({ startupId }: { startupId: number }) {
  const t = useT('financial-tools');
  const [task, setTask] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddMilestone(startupId);
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = createMilestoneInputSchema.safeParse({ task, dueDate });
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
          return;
        }
        setErrors({});
        add.mutate(parsed.data, {
          onSuccess: () => {
            setTask('');
            setDueDate('');
          },
          onError: failed(t('Could not add the milestone')),
        });
      }}
    >
      <DraftInput id="milestone-task" label={t('New milestone')} placeholder={t('Close the lead investor')} error={errors.task} value={task} onChange={(e) => setTask(e.target.value)} />
      <DraftInput id="milestone-due" label={t('Due date')} type="date" error={errors.dueDate} value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
      <Button type="submit" variant="outline" disabled={add.isPending}>
        <Plus aria-hidden="true" /> {t('Add milestone')}
      </Button>
    </form>
  );
}
