import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createDealTaskInputSchema, dealTaskTexts as texts, type CreateDealTaskFormValues, type CreateDealTaskInput } from '@baobab/contracts/deal-tasks';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/lib/i18n/use-t';
import { serverFieldIssue } from './server-field-issue';
import type { TaskAssignee } from './use-task-assignees';

const fields = ['title', 'assigneeId', 'dueDate'] as const;

type Props = {
  /** Distinguishes the ids of two forms on one screen (the new task's and an edited one's). */
  idPrefix: string;
  assignees: TaskAssignee[];
  initial?: CreateDealTaskFormValues;
  submitLabel: string;
  isPending: boolean;
  /** `done` resets the form; `failed` shows the server's refusal under its field, or says it can't. */
  onSubmit: (values: CreateDealTaskInput, outcome: { done: () => void; failed: (error: unknown) => boolean }) => void;
  onCancel?: () => void;
};

/** A task's title, assignee and due date: the new-task form, and the same fields when a task is edited. */
export function TaskForm({ idPrefix, assignees, initial, submitLabel, isPending, onSubmit, onCancel }: Props) {
  const t = useT('deals');
  const form = useForm<CreateDealTaskFormValues, unknown, CreateDealTaskInput>({
    resolver: zodResolver(createDealTaskInputSchema),
    defaultValues: initial ?? { title: '', assigneeId: null, dueDate: null },
  });
  const { errors } = form.formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  // An empty choice is no assignee and no due date.
  const orNull = (value: string | null) => value || null;
  const title = form.register('title');
  const assignee = form.register('assigneeId', { setValueAs: orNull });
  const dueDate = form.register('dueDate', { setValueAs: orNull });
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_11rem_auto] sm:items-end"
      onSubmit={form.handleSubmit((values) =>
        onSubmit(values, {
          done: () => form.reset({ title: '', assigneeId: null, dueDate: null }),
          failed: (error) => {
            // An assignee who left the fund meanwhile is refused under its field.
            const issue = serverFieldIssue(error, fields);
            if (issue) form.setError(issue.path, { message: issue.message });
            return issue !== null;
          },
        }),
      )}
    >
      <div className="sm:col-span-3">
        <FormField id={id('title')} label={t(texts.title)} error={errors.title?.message}>
          <Input id={id('title')} aria-invalid={!!errors.title} {...title} />
        </FormField>
      </div>
      <FormField id={id('assignee')} label={t(texts.assignee)} error={errors.assigneeId?.message}>
        <NativeSelect id={id('assignee')} {...assignee}>
          <option value="">{t(texts.nobody)}</option>
          {assignees.map((a) => (
            <option dir="auto" key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={id('due')} label={t(texts.dueDate)} error={errors.dueDate?.message}>
        <Input id={id('due')} type="date" aria-invalid={!!errors.dueDate} {...dueDate} />
      </FormField>
      <div className="flex gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t(texts.cancel)}
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
