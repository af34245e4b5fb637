import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createDealMeetingInputSchema, dealMeetingTexts as texts, dealTaskMessages as m, type CreateDealMeetingFormValues, type CreateDealMeetingInput } from '@baobab/contracts/deal-tasks';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { toast } from '@/lib/toast-store';
import { useLogDealMeeting } from '../api/deal-tasks';
import { serverFieldIssue } from './server-field-issue';

const fields = ['heldOn', 'attendees', 'notes'] as const;
const empty: CreateDealMeetingFormValues = { heldOn: '', attendees: null, notes: '' };

/** Logs a meeting held on the deal (decision 0054): its day, who attended and the notes, as the member writes them. */
export function MeetingForm({ dealId }: { dealId: number }) {
  const t = useT('deals');
  const log = useLogDealMeeting(dealId);
  const form = useForm<CreateDealMeetingFormValues, unknown, CreateDealMeetingInput>({ resolver: zodResolver(createDealMeetingInputSchema), defaultValues: empty });
  const { errors } = form.formState;
  const id = (field: string) => `deal-${dealId}-meeting-${field}`;
  const heldOn = form.register('heldOn');
  // Blank attendees are none.
  const attendees = form.register('attendees', { setValueAs: (value: string | null) => value || null });
  const notes = form.register('notes');
  const submit = form.handleSubmit((values) =>
    log.mutate(values, {
      onSuccess: () => {
        toast({ title: m.meetingLogged });
        form.reset(empty);
      },
      onError: (error) => {
        // A day after today (the server's UTC "today") is refused under its field.
        const issue = serverFieldIssue(error, fields);
        if (issue) form.setError(issue.path, { message: issue.message });
        else toast({ title: m.meetingLogFailed, description: errorMessage(error), variant: 'destructive' });
      },
    }),
  );
  return (
    <section aria-labelledby={id('heading')} className="rounded-lg bg-stone-50 p-3">
      <h3 id={id('heading')} className="mb-2 text-sm font-medium">
        {t(texts.heading)}
      </h3>
      <form noValidate className="grid gap-3 sm:grid-cols-[11rem_1fr]" onSubmit={submit}>
        <FormField id={id('held-on')} label={t(texts.heldOn)} error={errors.heldOn?.message}>
          <Input id={id('held-on')} type="date" aria-invalid={!!errors.heldOn} {...heldOn} />
        </FormField>
        <FormField id={id('attendees')} label={t(texts.attendees)} error={errors.attendees?.message}>
          <Input id={id('attendees')} aria-invalid={!!errors.attendees} {...attendees} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id={id('notes')} label={t(texts.notes)} error={errors.notes?.message}>
            <Textarea id={id('notes')} rows={3} aria-invalid={!!errors.notes} {...notes} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={log.isPending}>
            {t(texts.submit)}
          </Button>
        </div>
      </form>
    </section>
  );
}
