import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Deal } from '@baobab/contracts/deals';
import { dealTaskMessages as m, dealTaskTexts as texts } from '@baobab/contracts/deal-tasks-texts';
import type { DealTask as Task } from '@baobab/contracts/deal-tasks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useAddDealTask, useDealTasks, useDeleteDealTask, useUpdateDealTask } from '../api/deal-tasks';
import { TaskForm } from './task-form';
import { useTaskAssignees, type TaskAssignee } from './use-task-assignees';

/** A deal's tasks: open ones first, each with its assignee, due date and overdue flag; members add, edit, complete and delete. */
export function DealTasksSection({ deal, readOnly }: { deal: Deal; readOnly: boolean }) {
  const t = useT('deals');
  const tasks = useDealTasks(deal.id);
  const add = useAddDealTask(deal.id);
  const assignees = useTaskAssignees(deal);
  return (
    <section aria-labelledby={`deal-${deal.id}-tasks`} className="flex flex-col gap-3">
      <h3 id={`deal-${deal.id}-tasks`} className="text-base font-semibold">
        {t(texts.tasks)}
      </h3>
      {tasks.isLoading ? (
        <Spinner />
      ) : tasks.data?.length ? (
        <ul className="flex flex-col divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label={t(texts.tasks)}>
          {tasks.data.map((task) => (
            <TaskRow key={task.id} deal={deal} task={task} readOnly={readOnly} assignees={assignees} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t(texts.noTasks)}</p>
      )}
      {readOnly ? null : (
        <div className="rounded-lg bg-stone-50 p-3">
          <h4 className="mb-2 text-sm font-medium">{t(texts.newTask)}</h4>
          <TaskForm
            idPrefix={`deal-${deal.id}-new-task`}
            assignees={assignees}
            submitLabel={t(texts.addTask)}
            isPending={add.isPending}
            onSubmit={(values, outcome) =>
              add.mutate(values, {
                onSuccess: () => {
                  toast({ title: m.taskAdded });
                  outcome.done();
                },
                onError: (error) => {
                  if (!outcome.failed(error)) toast({ title: m.taskAddFailed, description: errorMessage(error), variant: 'destructive' });
                },
              })
            }
          />
        </div>
      )}
    </section>
  );
}

function TaskRow({ deal, task, readOnly, assignees }: { deal: Deal; task: Task; readOnly: boolean; assignees: TaskAssignee[] }) {
  const t = useT('deals');
  const update = useUpdateDealTask(deal.id);
  const remove = useDeleteDealTask(deal.id);
  const [editing, setEditing] = useState(false);
  // The tick as sent, shown in the same render as the click: the cache's optimistic write lands a
  // task later, and a controlled box would spring back until then.
  const [sentDone, setSentDone] = useState<boolean | null>(null);
  const failed = (error: unknown) => toast({ title: m.taskChangeFailed, description: errorMessage(error), variant: 'destructive' });
  if (editing) {
    return (
      <li className="p-3">
        <TaskForm
          idPrefix={`task-${task.id}`}
          assignees={assignees}
          initial={{ title: task.title, assigneeId: task.assignee?.id ?? null, dueDate: task.dueDate }}
          submitLabel={t(texts.save)}
          isPending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(values, outcome) =>
            update.mutate({ taskId: task.id, input: values }, { onSuccess: () => setEditing(false), onError: (error) => (outcome.failed(error) ? undefined : failed(error)) })
          }
        />
      </li>
    );
  }
  return (
    <li className="flex items-start gap-3 p-3" data-testid={`task-${task.id}`}>
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0"
        checked={sentDone ?? task.done}
        disabled={readOnly || update.isPending}
        aria-label={t(texts.markDone, { title: task.title })}
        onChange={(event) => {
          setSentDone(event.target.checked);
          update.mutate({ taskId: task.id, input: { done: event.target.checked } }, { onError: failed, onSettled: () => setSentDone(null) });
        }}
      />
      <div className="min-w-0 flex-1">
        <p dir="auto" className={task.done ? 'break-words text-sm text-stone-500 line-through' : 'break-words text-sm font-medium text-stone-900'}>{task.title}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-stone-600">
          <span>{task.assignee?.name ?? t(texts.nobody)}</span>
          {/* A calendar date: read as local midnight, so it shows as the same day everywhere. */}
          {task.dueDate ? <span>{t(texts.due, { date: formatDate(`${task.dueDate}T00:00:00`) })}</span> : null}
          {task.overdue ? <Badge variant="destructive">{t(texts.overdue)}</Badge> : null}
        </p>
      </div>
      {readOnly ? null : (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={t(texts.editTask, { title: task.title })}>
            {t(texts.edit)}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            aria-label={t(texts.deleteTask, { title: task.title })}
            onClick={() => remove.mutate(task.id, { onSuccess: () => toast({ title: m.taskDeleted }), onError: failed })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  );
}
